// Reads what a question asks to be worked out (a price, the ROI of a scenario, a service credit) and the values it
// gives, from a normalised question (normalizeQuestion.ts: numbers already digits). The tools then compute the
// figures with the domain's functions; this module only reads. Names come from the catalogues (plans, agents,
// models); the few words visitors use for them that the site does not ("chatbot", "seats") are named here.
import { AI_AGENTS, type AgentId } from '../../../src/domain/pricing/agents';
import { AI_MODELS } from '../../../src/domain/pricing/models';
import { PLANS, type PlanId } from '../../../src/domain/pricing/plans';
import { dollars } from '../../../src/domain/pricing/money';
import type { PriceQuestion } from './priceQuote';
import type { RoiQuestion } from './roiScenario';
import type { LateInterestQuestion } from './lateInterest';
import type { ServiceCreditQuestion } from './serviceCredit';
import { MODEL_IDS, type ModelId } from '../../../src/domain/pricing/models';

export type FigureQuestion =
  | { readonly tool: 'price'; readonly args: PriceQuestion }
  | { readonly tool: 'roi'; readonly args: RoiQuestion }
  | { readonly tool: 'serviceCredit'; readonly args: ServiceCreditQuestion }
  | { readonly tool: 'lateInterest'; readonly args: LateInterestQuestion };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (name: string): string => name.trim().toLowerCase().split(/[\s-]+/).map(escape).join('[\\s-]*');

/** Each agent by its add-on name without "Agent" ("HR", "Web Chatbot", "Multi-LLM Conversation"), and visitors' words. */
const AGENT_NAMES: readonly { readonly id: AgentId; readonly name: RegExp }[] = AI_AGENTS.map((agent) => {
  const core = phrase(agent.addOnName.replace(/\b(?:Conversation\s+)?Agent\b/i, ''));
  const extra: Partial<Record<AgentId, string>> = { 'web-chatbot': '|chat[\\s-]*bots?|website\\s+chat', 'multi-llm': '|multi[\\s-]*(?:llm|model)' };
  return { id: agent.id, name: new RegExp(`\\b(?:${core}${extra[agent.id] ?? ''})(?:\\s+(?:conversation\\s+)?agents?)?\\b`, 'i') };
});

const PLAN_NAMES: readonly { readonly id: PlanId; readonly name: RegExp }[] = PLANS.map((plan) => ({
  id: plan.id,
  name: new RegExp(`\\b${phrase(plan.name)}(?:\\s+(?:plan|tier|edition|subscription))?\\b${plan.pricing === 'custom' ? '|agents?\\s+only' : ''}`, 'i'),
}));

/** Each model by its name, longest first, so "GPT on Azure" is not also read as GPT (native). */
const MODEL_NAMES: readonly { readonly id: ModelId; readonly name: RegExp }[] = [...AI_MODELS]
  .sort((a, b) => b.name.length - a.name.length)
  .map((model) => ({ id: model.id, name: new RegExp(`\\b${phrase(model.name.replace(/\s*\(.*\)$/, ''))}\\b`, 'i') }));

/** The models a question names, in catalogue order. */
export const modelsNamed = (text: string): readonly ModelId[] => {
  let rest = text;
  const named = new Set<ModelId>();
  for (const { id, name } of MODEL_NAMES) {
    if (name.test(rest)) {
      named.add(id);
      rest = rest.replace(name, ' ');
    }
  }
  return MODEL_IDS.filter((id) => named.has(id));
};

const PRICE_CUE = /\b(?:how\s+much|costs?|costing|price[sd]?|pricing|quote|pay|paying|total|budget|bill(?:ed)?|charge[sd]?|spend|afford|expensive|cheap(?:er)?|per\s+month|a\s+month|monthly)\b/i;
const ROI_CUE = /\b(?:roi|return\s+on|payback|pay\s+(?:for\s+)?itself|pays\s+off|worth\s+it|save|saves|saving|savings|net\s+gain)\b/i;
const CREDIT_CUE = /\b(?:uptime|downtime|outages?|service\s+credits?|credits?|sla|availability|went\s+down|was\s+down|offline)\b/i;
const ANNUAL = /\b(?:annual(?:ly)?|yearly|per\s+annum|billed\s+(?:by\s+the\s+|per\s+|each\s+|a\s+)?year|pay(?:ing)?\s+(?:for\s+)?(?:a|the|one|1)\s+year|(?:a|one|1)[\s-]+year\s+(?:upfront|up\s+front|in\s+advance|contract|commitment|plan)|upfront|up\s+front)\b/i;
/** The pricing calculator's savings estimate (hours and dollars a month), not the ROI of an agent. */
const SAVINGS_ESTIMATE = /\b(?:time[\s-]+savings?|savings?\s+estimate|hours?\s+saved|estimated\s+savings?)\b/i;
const LATE_CUE = /\b(?:late|overdue|past\s+due|unpaid)\b/i;
const MONTHLY = /\b(?:billed\s+monthly|monthly\s+billing|month[\s-]+to[\s-]+month|pay(?:ing)?\s+monthly)\b/i;

const PEOPLE = '(?:users?|seats?|people|ppl|pax|persons?|employees|staff(?:\\s+members)?|members|licen[cs]es?|techs?|technicians|agents?\\s+of\\s+ours|heads|colleagues|fte)';

const numberBefore = (text: string, noun: string): number | undefined => {
  const match = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(?:[a-z-]+\\s+){0,2}?${noun}\\b`, 'i').exec(text);
  return match ? Number(match[1]) : undefined;
};

const agentsIn = (text: string): Partial<Record<AgentId, number>> => {
  const agents: Partial<Record<AgentId, number>> = {};
  for (const { id, name } of AGENT_NAMES) {
    const found = name.exec(text);
    if (!found) continue;
    const before = text.slice(0, found.index);
    const quantity = /(\d+)\s*(?:x\s*)?(?:(?:ai|more|extra|additional|of\s+the|new)\s+)*$/i.exec(before);
    agents[id] = quantity ? Number(quantity[1]) : 1;
  }
  return agents;
};

const planIn = (text: string): PlanId | undefined => PLAN_NAMES.find(({ name }) => name.test(text))?.id;

const modelsIn = (text: string, plan: PlanId | undefined): number | undefined => {
  const included = PLANS.find((candidate) => candidate.id === (plan ?? 'team'))?.includedModels;
  const extra = /(\d+)\s*(?:extra|additional|more)\s+(?:ai\s+|language\s+)?(?:models?|llms?)\b/i.exec(text);
  if (extra && typeof included === 'number') return included + Number(extra[1]);
  const total = /(\d+)\s*(?:different\s+|ai\s+|language\s+)*(?:models?|llms?)\b/i.exec(text);
  if (total) return Number(total[1]);
  const named = modelsNamed(text).length;
  return named > 1 ? named : undefined;
};

const readPrice = (text: string): PriceQuestion | undefined => {
  const plan = planIn(text);
  const users = numberBefore(text, PEOPLE);
  // "Team plan, 8 users, 3 models" asks a price without saying so.
  if (!PRICE_CUE.test(text) && (plan === undefined || users === undefined)) return undefined;
  const agents = agentsIn(text);
  const hasAgents = Object.keys(agents).length > 0;
  if (plan === undefined && users === undefined && !hasAgents) return undefined;
  // "How much is the HR agent?" is a price the pages state; a worked figure needs a count or a plan.
  if (plan === undefined && users === undefined && Object.values(agents).every((quantity) => quantity === 1) && !/\d/.test(text)) return undefined;
  const billing = ANNUAL.test(text) ? 'annual' : MONTHLY.test(text) ? 'monthly' : undefined;
  const models = modelsIn(text, plan);
  const named = modelsNamed(text);
  return { plan, users, billing, models, modelIds: named.length > 0 ? named : undefined, agents: hasAgents ? agents : undefined, savings: SAVINGS_ESTIMATE.test(text) };
};

const money = (text: string): number | undefined => {
  const match =
    /\$\s?(\d+(?:\.\d+)?)/.exec(text) ??
    /(\d+(?:\.\d+)?)\s*(?:dollars|usd|bucks)\b/i.exec(text) ??
    /\b(?:pay|paying|fee|fees|bill|billed|spend|spending|invoice[sd]?)\s+(?:is\s+|of\s+|about\s+|around\s+)?(\d{2,7}(?:\.\d+)?)\b/i.exec(text) ??
    /(\d{2,7}(?:\.\d+)?)\s*(?:a|per|\/)\s*(?:month|mo)\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
};

const readLateInterest = (text: string): LateInterestQuestion | undefined => {
  if (!LATE_CUE.test(text) || !/\binterest|\bfees?\b|\bpenalt/i.test(text)) return undefined;
  const amount = money(text) ?? (/(\d{2,7}(?:\.\d+)?)\s*(?:invoice|bill)/i.exec(text)?.[1] === undefined ? undefined : Number(/(\d{2,7}(?:\.\d+)?)\s*(?:invoice|bill)/i.exec(text)?.[1]));
  if (amount === undefined) return undefined;
  const months = /(\d+)\s*months?\b/i.exec(text);
  return { overdueCents: dollars(amount), monthsLate: months ? Number(months[1]) : 1 };
};

const readRoi = (text: string): RoiQuestion | undefined => {
  if (!ROI_CUE.test(text) || !/\d/.test(text)) return undefined;
  const employees = numberBefore(text, PEOPLE);
  const hours = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b[^.?!]{0,20}?\b(?:a|per|each|every|\/)\s*week|(\d+(?:\.\d+)?)\s*(?:weekly\s+hours|hours?\s+weekly)/i.exec(text);
  const automation = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
  const cost =
    /(?:salary|salaries|cost(?:s)?|paid|earn(?:s|ing)?|makes?|wage)\D{0,30}?\$?\s?(\d{4,7})\b/i.exec(text) ?? /\$?\s?(\d{4,7})\b[^.?!]{0,30}?\b(?:salary|a\s+year|per\s+year|annual(?:ly)?|yearly|each|per\s+(?:employee|person|head))/i.exec(text);
  const agents = Object.keys(agentsIn(text)) as AgentId[];
  const roi: RoiQuestion = {
    agentId: agents[0],
    employees,
    hoursPerWeek: hours ? Number(hours[1] ?? hours[2]) : undefined,
    automationPercent: automation ? Number(automation[1]) : undefined,
    annualCostPerEmployee: cost ? Number(cost[1]) : undefined,
  };
  // "Save" alone may ask what annual billing saves: a scenario needs the ROI named or the work it takes on.
  const scenario = [roi.hoursPerWeek, roi.automationPercent, roi.annualCostPerEmployee].filter((value) => value !== undefined).length;
  const named = /\b(?:roi|return\s+on|payback|pay\s+(?:for\s+)?itself|pays\s+off|worth\s+it)\b/i.test(text);
  return (named && (scenario > 0 || roi.employees !== undefined)) || scenario >= 2 ? roi : undefined;
};

const readCredit = (text: string): ServiceCreditQuestion | undefined => {
  if (!CREDIT_CUE.test(text)) return undefined;
  const uptime = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
  const downtime = /(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?)\b/i.exec(text);
  const days = /(\d+)[\s-]*days?\s+month/i.exec(text);
  const fee = money(text);
  const base = { monthlyFeeCents: fee === undefined ? undefined : dollars(fee), monthDays: days ? Number(days[1]) : undefined, plan: planIn(text), users: numberBefore(text, PEOPLE) };
  if (uptime && Number(uptime[1]) <= 100 && Number(uptime[1]) >= 50) return { ...base, uptimePercent: Number(uptime[1]) };
  if (downtime && /\b(?:down|outage|downtime|offline|unavailable)\b/i.test(text)) {
    const amount = Number(downtime[1]);
    return { ...base, downtimeHours: /^m/i.test(downtime[2] as string) ? amount / 60 : amount };
  }
  return undefined;
};

/** Whether a question asks something a tool works out (for a part of a question already answered by one). */
export const asksForFigure = (text: string): boolean => PRICE_CUE.test(text) || ROI_CUE.test(text) || CREDIT_CUE.test(text) || LATE_CUE.test(text);

/** The worked figure a question asks for, or undefined when it asks none (it is then searched). */
export const readFigureQuestion = (text: string): FigureQuestion | undefined => {
  const late = readLateInterest(text);
  if (late !== undefined) return { tool: 'lateInterest', args: late };
  const credit = readCredit(text);
  if (credit !== undefined) return { tool: 'serviceCredit', args: credit };
  const roi = SAVINGS_ESTIMATE.test(text) && planIn(text) !== undefined ? undefined : readRoi(text);
  if (roi !== undefined && !(PRICE_CUE.test(text) && !ROI_CUE.test(text))) return { tool: 'roi', args: roi };
  const price = readPrice(text);
  return price === undefined ? undefined : { tool: 'price', args: price };
};
