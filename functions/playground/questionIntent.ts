// What a visitor's question asks for, before any search: an attempt to change the assistant's instructions, a
// topic the site never covers though its words are the site's own ("share price"), a free trial, a comparison
// of two things the site sells, or anything else (searched). Pure and deterministic: patterns over the text.
import { AI_AGENTS } from '../../src/domain/pricing/agents';
import { agentPassageId } from './knowledge/pricingPassages';
import { pagePassageId } from './knowledge/sitePassages';
import { routeById } from '../../src/domain/site/routes';

export type QuestionIntent =
  | { readonly kind: 'instructions' }
  | { readonly kind: 'offSite' }
  | { readonly kind: 'trial' }
  | { readonly kind: 'comparison'; readonly passageIds: readonly string[] }
  | { readonly kind: 'search' };

/**
 * Prompt injection: text that addresses the assistant's instructions or role instead of asking about Threo. The
 * embedded answerer cannot be steered, but a model could, and a visitor is better told plainly.
 */
const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:instructions?|rules?|guidelines?|prompts?|everything|above|previous|prior|context)\b/i,
  /\b(?:system|hidden|initial|original|developer)\s+(?:prompt|message|instructions?)\b/i,
  /^\s*(?:system|assistant|developer)\s*:/im,
  /<\/?\s*(?:system|passages?|instructions?|prompt)\b[^>]*>/i,
  /\bnew\s+instructions?\b/i,
  // Role play is an order at the start ("Act as a Linux terminal"); "Can we act as a reseller?" is a question.
  /^\W*(?:please\s+)?(?:act\s+as|pretend|role-?play|imagine\s+you\s+are)\b/i,
  /\b(?:you\s+are\s+now|from\s+now\s+on\s+you|pretend\s+(?:to\s+be|you(?:'re|\s+are))|jailbreak|without\s+(?:any\s+)?restrictions)\b/i,
  /\bDAN\b/,
  /\b(?:reveal|print|show|repeat|output|dump|tell)\b.{0,20}\byour\b.{0,20}\b(?:configuration|config|api\s+keys?|passwords?|secrets?|credentials|environment|instructions|prompt)\b/i,
];

/** Phrases made of the site's words that mean something it never covers: the company's own shares and finances. */
const OFF_SITE_PATTERNS: readonly RegExp[] = [
  /\b(?:share|stock)\s+(?:price|prices|value|market)\b/i,
  /\b(?:market\s+cap(?:italisation|italization)?|valuation|ipo|net\s+worth|stock\s+ticker)\b/i,
  /\binvest(?:ing|ment)?\s+in\s+threo\b/i,
];

/** The word the site would use if it offered a trial; while no passage uses it, the site says nothing of one. */
export const TRIAL_WORD = 'trial';

/** Asking for a free trial, a free plan or free use: what the site says about it, not a search for "free". */
const TRIAL_PATTERNS: readonly RegExp[] = [
  /\btrials?\b/i,
  /\bfree\s+(?:plan|tier|version|account|period|edition|of\s+charge)\b/i,
  /\b(?:for|it)\s+free\b/i,
  /\bfree\s+to\s+(?:use|try|start)\b/i,
];

/** Words that ask how two things differ, or which to choose. */
const COMPARISON_CUE = /\b(?:differen(?:ce|t|ces)|differ|compare[sd]?|comparison|vs\.?|versus|or|better|same|choose|which)\b/i;

interface Comparable {
  readonly name: RegExp;
  readonly passageId: string;
}

const wordsOf = (name: string): string => name.trim().toLowerCase().split(/[\s-]+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\s-]*');

/** The products (each its page) and the AI agents (each its price and description), by the names the site gives them. */
const COMPARABLES: readonly Comparable[] = [
  ...(['productThreoAi', 'productThreoBuilder'] as const).map((id) => ({ name: new RegExp(`\\b${wordsOf(routeById(id).heading.replace(/^Threo/, 'Threo '))}\\b`, 'i'), passageId: pagePassageId(id) })),
  ...AI_AGENTS.map((agent) => ({ name: new RegExp(`\\b${wordsOf(agent.addOnName)}\\b`, 'i'), passageId: agentPassageId(agent.id) })),
];

export const classifyQuestion = (question: string): QuestionIntent => {
  if (INSTRUCTION_PATTERNS.some((pattern) => pattern.test(question))) return { kind: 'instructions' };
  if (OFF_SITE_PATTERNS.some((pattern) => pattern.test(question))) return { kind: 'offSite' };
  if (TRIAL_PATTERNS.some((pattern) => pattern.test(question))) return { kind: 'trial' };
  const named = COMPARABLES.filter(({ name }) => name.test(question));
  if (named.length >= 2 && COMPARISON_CUE.test(question)) return { kind: 'comparison', passageIds: named.map(({ passageId }) => passageId) };
  return { kind: 'search' };
};
