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
import { monthsIn, type LateInterestQuestion } from './lateInterest';
import type { ServiceCreditQuestion } from './serviceCredit';
import type { FeePeriod, LiabilityCapQuestion } from './liabilityCap';
import type { TermsDateQuestion, TermsDeadline } from './termsDate';
import { DEFAULT_MODEL_ID, MODEL_IDS, type ModelId } from '../../../src/domain/pricing/models';
import { UPTIME_TARGET_PERCENT } from '../../../src/domain/terms/serviceCredits';

export type FigureQuestion =
  | { readonly tool: 'price'; readonly args: PriceQuestion }
  | { readonly tool: 'roi'; readonly args: RoiQuestion }
  | { readonly tool: 'serviceCredit'; readonly args: ServiceCreditQuestion }
  | { readonly tool: 'lateInterest'; readonly args: LateInterestQuestion }
  | { readonly tool: 'liabilityCap'; readonly args: LiabilityCapQuestion }
  | { readonly tool: 'termsDate'; readonly args: TermsDateQuestion };

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const phrase = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .map(escape)
    .join('[\\s-]*');

/**
 * Each agent by its add-on name without "Agent" ("HR", "Web Chatbot", "Multi-LLM Conversation"), and visitors' words.
 */
const AGENT_NAMES: readonly { readonly id: AgentId; readonly name: RegExp }[] = AI_AGENTS.map((agent) => {
  const core = phrase(agent.addOnName.replace(/\b(?:Conversation\s+)?Agent\b/i, ''));
  // A plural ("two web chatbots") is the same agent; a short name ("HR") is not read in a longer word ("hrs").
  const extra: Partial<Record<AgentId, string>> = {
    'web-chatbot': '|chat[\\s-]*bots?|web(?:site)?[\\s-]+(?:chat(?:[\\s-]*bots?)?|bots?)',
    'multi-llm': '|multi[\\s-]*(?:llm|model)',
  };
  // "Custom" alone is the Enterprise plan's custom pricing; "custom agent" or "the custom one" is the Custom Agent.
  const suffix =
    agent.id === 'custom-agent' ? '\\s+(?:agents?|ones?|1)' : '(?:\\s+(?:conversation\\s+)?agents?)?';
  return {
    id: agent.id,
    name: new RegExp(
      `\\b(?:${core}${core.length > 3 ? 's?' : ''}${extra[agent.id] ?? ''})${suffix}\\b`,
      'i',
    ),
  };
});

/**
 * A plan's name is also an everyday word ("our whole team", "a 25 person team", "our AP team"): after a word that
 * makes it a group of people it is a plan only when followed by "plan" or "tier".
 */
const GROUP_OF_PEOPLE =
  '(?<!\\b(?:our|my|your|whole|entire|the|a|small|person|people|strong|member|\\d+)[\\s-]+)(?<!\\b(?:our|my|your|their|the|a)\\s+[a-z]{2,12}[\\s-]+)';
const PLAN_SUFFIX = '(?:plan|tier|edition|subscription)';

const PLAN_NAMES: readonly { readonly id: PlanId; readonly name: RegExp }[] = PLANS.map((plan) => ({
  id: plan.id,
  name: new RegExp(
    `\\b${phrase(plan.name)}\\s+(?:${PLAN_SUFFIX}|seats?|users?|licen[cs]es?)\\b|${GROUP_OF_PEOPLE}\\b${phrase(plan.name)}\\b${plan.pricing === 'custom' ? '|agents?[\\s-]+only|only\\s+(?:want\\s+|need\\s+)?agents|no\\s+seats|without\\s+(?:any\\s+)?seats' : ''}`,
    'i',
  ),
}));

/** Visitors' words for a model the catalogue names otherwise ("azure gpt" for GPT on Azure). */
const MODEL_ALIASES: Partial<Record<ModelId, string>> = {
  'gpt-azure':
    '|\\b(?:azure[\\s-]+(?:gpt|openai)|gpt[\\s-]+(?:\\d+\\s+)?azure|azure\\s+one|default\\s+gpt(?:\\s+(?:one|model))?)\\b',
};

/** Each model by its name, longest first, so "GPT on Azure" is not also read as GPT (native). */
const MODEL_NAMES: readonly { readonly id: ModelId; readonly name: RegExp }[] = [...AI_MODELS]
  .sort((a, b) => b.name.length - a.name.length)
  .map((model) => ({
    id: model.id,
    name: new RegExp(`\\b${phrase(model.name.replace(/\s*\(.*\)$/, ''))}\\b${MODEL_ALIASES[model.id] ?? ''}`, 'i'),
  }));

/** "every single model turned on", "all the models", "all 7 models". */
const EVERY_MODEL =
  /\b(?:all|every(?:\s+single)?)\s+(?:of\s+)?(?:the\s+|your\s+)?(?:\d+\s+)?(?:ai\s+|language\s+)?(?:models?|llms?)\b/i;

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

/** Words that ask for money, not only "a month". */
const MONEY_CUE =
  /\b(?:how\s+much|costs?|costing|price[sd]?|pricing|quote|pay|paying|budget|charge[sd]?|spend|afford|expensive|cheap(?:er)?)\b|\$/i;
const PRICE_CUE = new RegExp(
  `${MONEY_CUE.source}|\\b(?:total|bill(?:ed)?|per\\s+month|a\\s+month|monthly|comes?\\s+to|ballpark|rough\\s+(?:cost|price|figure|number)|calculator\\s+(?:say|says|show|shows|give|gives))\\b`,
  'i',
);
/** Words that name a return on an investment ("roi", "3 year return", "does it pay off"). */
const ROI_NAMED =
  /\b(?:roi|return\s+on|(?:\d+|three)[\s-]*(?:yr|year)s?\s+return|payback|pay\s+(?:for\s+)?itself|pays?\s+off|paid\s+off|pays?\s+(?:it(?:self)?\s+)?back|paid\s+back|worth\s+it)\b/i;
const ROI_CUE = new RegExp(`${ROI_NAMED.source}|\\b(?:save|saves|saving|savings|net\\s+gain)\\b`, 'i');
const CREDIT_CUE =
  /\b(?:uptime|downtime|outages?|service\s+credits?|credits?|sla|availability|went\s+down|was\s+down|offline)\b/i;
const ANNUAL =
  /\b(?:annual(?:ly)?|yearly|per\s+annum|billed\s+(?:by\s+the\s+|per\s+|each\s+|a\s+)?year|pay(?:ing)?\s+(?:for\s+)?(?:a|the|one|1)\s+year|(?:a|one|1)[\s-]+year\s+(?:upfront|up\s+front|in\s+advance|contract|commitment|plan)|upfront|up\s+front)\b/i;
/** Both billing cycles set side by side ("monthly vs annual", "go annual or stay monthly"). */
const BOTH_CYCLES =
  /\bmonthly\b[^?.!]{0,30}\b(?:vs\.?|versus|or|compared\s+(?:to|with))\s+(?:\w+\s+){0,2}?(?:annual\w*|yearly)\b|\b(?:annual\w*|yearly)\b[^?.!]{0,30}\b(?:vs\.?|versus|or|compared\s+(?:to|with))\s+(?:\w+\s+){0,2}?monthly\b/i;
/** The pricing calculator's savings estimate (hours and dollars a month), not the ROI of an agent. */
const SAVINGS_ESTIMATE =
  /\b(?:time\s*\/\s*money\s+savings?|(?:your|the)\s+(?:savings\s+)?estimate\s+(?:claims?|says?|shows?|gives?)|time[\s-]+savings?|savings?\s+(?:estimate|thing|calculator|tool|number|figure)|hours?\s+saved|estimated\s+savings?|save\s+in\s+time|time\s+(?:we|you)(?:'d|\s+would)?\s+save|how\s+much\s+time)\b|\bhow\s+many\s+hours\b[^?.!]{0,40}\bsave\b|\b(?:calculator|pricing\s+page|site|page|estimate)\s+(?:\w+\s+){0,2}?(?:says?|thinks?|reckons?|estimates?)\s+(?:we|i|they)(?:'d|'ll)?\s+(?:would\s+|will\s+|could\s+|might\s+)?save\b|\btime[\s-]+saved\b|\b(?:pricing\s+page|calculator|site|page)\s+(?:says?|mentions?|shows?|has)\s+(?:something\s+)?(?:about\s+)?savings?\b|\bdoes\s+it\s+say\s+(?:we|i|they)(?:'d|\s+would|\s+will|\s+could)?\s+save\b|\b(?:plan|it|threoai)\s+saves?\s+(?:us\s+|you\s+)?time\b|\b(?:pricing\s+page|calculator)\s+(?:\w+\s+){0,2}?estimates?\b/i;
/** Paying late, said as such or as months after the due date ("if we pay 2 months after that"). */
const LATE_CUE =
  /\b(?:late|overdue|past\s+due|unpaid)\b|\b(?:pay|paying|pays|paid)\s+(?:it\s+)?(?:\d+(?:\.\d+)?|a|one)\s+(?:\w+\s+)?(?:months?|weeks?|days?)\s+after\b/i;
/** Monthly billing chosen: "billed monthly", or "monthly" as a clause of its own ("twelve users, monthly."). */
const MONTHLY =
  /\b(?:billed\s+monthly|monthly\s+billing|month[\s-]+to[\s-]+month|pay(?:ing)?\s+monthly)\b|(?:^|[,;.]\s*)monthly\s*(?=[.,;?!]|$)/i;

const PEOPLE =
  '(?:users?|seats?|people|ppl|pax|persons?|employees?|staff(?:\\s+members)?|members|licen[cs]es?|techs?|technicians|agents?\\s+of\\s+ours|heads|colleagues|fte|of\\s+us|analysts?|workers?|reps|engineers?|devs?|accountants?|clerks?|nurses?|recruiters?|paralegals?|developers?|coordinators?|admins?|administrators?|assistants?|officers?|specialists?|advisers?|advisors?)';

/**
 * The count before a noun ("12 users", "6 senior analysts"); an amount between them ("1 40000 employee") is skipped.
 */
const numberBefore = (text: string, noun: string): number | undefined => {
  const match = new RegExp(
    `(?<![\\d.])(\\d+(?:\\.\\d+)?)\\s*(?:\\$?\\d{4,7}\\s+)?(?:(?!(?:per|each|a|an|every)\\b)[a-z-]+\\s+){0,2}?${noun}\\b`,
    'i',
  ).exec(text);
  return match ? Number(match[1]) : undefined;
};

/** "50 on business": a count standing on a plan's name. */
const ON_PLAN = new RegExp(
  `(?<![\\d.$])(\\d+)\\s+(?:on|using)\\s+(?:the\\s+)?(?:${PLANS.map((plan) => phrase(plan.name)).join('|')})\\b`,
  'i',
);

/** "a team of 10", "a 10-person team", "just me": the people a question counts, as well as "12 users". */
const peopleIn = (text: string): number | undefined => {
  const team = /\b(?:team|group|department|staff|firm|company|business|practice|office|agency|shop|organi[sz]ation|org)\s+of\s+(\d+)\b|\b(\d+)[\s-]+(?:person|people|member|strong)\s+(?:team|group|department)\b/i.exec(text);
  if (team) return Number(team[1] ?? team[2]);
  // "40 of my own staff", "25 of our people".
  const ofOurs = new RegExp(`\\b(\\d+)\\s+of\\s+(?:my|our)\\s+(?:own\\s+)?${PEOPLE}\\b`, 'i').exec(text);
  if (ofOurs) return Number(ofOurs[1]);
  const counted = numberBefore(text, PEOPLE);
  if (counted !== undefined) return counted;
  // "we've got 50 on business": a count that stands on a plan.
  const onPlan = ON_PLAN.exec(text);
  if (onPlan) return Number(onPlan[1]);
  return /\b(?:just|only)\s+me\b|\bmyself\b|\bsolo\b|\bone[\s-]+(?:person|man|woman)\b/i.test(text) ? 1 : undefined;
};

/** "…instead of hr", "rather than the chatbot": the agent set aside is not the one asked about. */
const SET_ASIDE = /\b(?:instead\s+of|rather\s+than|not)\s+(?:the\s+|an?\s+)?[\w-]+(?:\s+agent)?/gi;

const agentsIn = (question: string): Partial<Record<AgentId, number>> => {
  const agents: Partial<Record<AgentId, number>> = {};
  const text = question.replace(SET_ASIDE, ' ');
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

/** The plans a question names, in the order it names them ("on team … up to business": team, then business). */
export const plansIn = (text: string): readonly PlanId[] =>
  PLAN_NAMES.flatMap(({ id, name }) => {
    const found = name.exec(text);
    return found ? [{ id, at: found.index }] : [];
  })
    .sort((a, b) => a.at - b.at)
    .map(({ id }) => id);

/**
 * Models added to the one the calculator starts with ("adding Claude and Gemini", "… on top of the default"): the
 * default model stays selected, as it does in the calculator.
 */
const ADDS_TO_DEFAULT =
  /\b(?:on\s+top\s+of|plus|besides|in\s+addition\s+to|as\s+well\s+as|alongside|with)\s+(?:the\s+)?default\b|\badd(?:s|ing|ed)?\s+(?:on\s+)?(?=[A-Za-z])/i;

/** The models a price question selects: those it names, and the default one when it adds to it. */
/** "every model except gpt native": the models set aside from all of them. */
const modelsExcepted = (text: string): readonly ModelId[] => {
  const except = /\b(?:except(?:\s+for)?|but|apart\s+from|other\s+than|minus|excluding|without)\s+([^.?!,;]+)/i.exec(text);
  return EVERY_MODEL.test(text) && except ? modelsNamed(except[1] ?? '') : [];
};

const modelsSelected = (text: string): readonly ModelId[] => {
  const excepted = modelsExcepted(text);
  if (excepted.length > 0) return MODEL_IDS.filter((id) => !excepted.includes(id));
  const named = modelsNamed(text);
  if (named.length === 0 || named.includes(DEFAULT_MODEL_ID) || !ADDS_TO_DEFAULT.test(text)) return named;
  return MODEL_IDS.filter((id) => id === DEFAULT_MODEL_ID || named.includes(id));
};

const modelsIn = (text: string, plan: PlanId | undefined): number | undefined => {
  const included = PLANS.find((candidate) => candidate.id === (plan ?? 'team'))?.includedModels;
  const extra = /(\d+)\s*(?:extra|additional|more)\s+(?:ai\s+|language\s+)?(?:models?|llms?)\b/i.exec(text);
  if (extra && typeof included === 'number') return included + Number(extra[1]);
  if (EVERY_MODEL.test(text)) return MODEL_IDS.length - modelsExcepted(text).length;
  const total = /(\d+)\s*(?:of\s+(?:the|your)\s+)?(?:different\s+|ai\s+|language\s+)*(?:models?|llms?)\b/i.exec(text);
  if (total) return Number(total[1]);
  const named = modelsSelected(text).length;
  return named > 1 ? named : undefined;
};

const readPrice = (text: string): PriceQuestion | undefined => {
  const plan = plansIn(text)[0];
  const users = peopleIn(text);
  // "Team plan, 8 users, 3 models" asks a price without saying so; "how many searches a month" asks a count.
  if (!PRICE_CUE.test(text) && (plan === undefined || users === undefined)) return undefined;
  if (/\bhow\s+many\b/i.test(text) && !MONEY_CUE.test(text) && users === undefined) return undefined;
  // "how many ai models do we get on team vs business? and what does it cost if we need more" asks what each plan
  // includes and what a model more costs, not a quote.
  if (/\bhow\s+many\s+(?:ai\s+|llm\s+|language\s+)?models\b/i.test(text) && users === undefined) return undefined;
  // "what's the difference besides the price?" asks about everything but the price.
  if (/\b(?:besides|other\s+than|apart\s+from|except(?:\s+for)?|aside\s+from)\s+(?:the\s+)?(?:price|cost)s?\b/i.test(text))
    return undefined;
  // "do u do nonprofit pricing?" asks for a price the site does not name, whatever the head count.
  if (/\b(?:non[\s-]?profit|charit(?:y|ies)|ngo|educational|education|student|academic|government)\s+(?:pricing|prices?|discounts?|rates?|plans?)\b/i.test(text))
    return undefined;
  // "do you bill by tokens?" asks how billing works, not a price to work out.
  if (/\b(?:bill|charge|price)\w*\s+(?:by|per)\s+(?:the\s+)?(?:tokens?|messages?|usage|requests?|calls?|minutes?|queries)\b/i.test(text))
    return undefined;
  const agents = agentsIn(text);
  const hasAgents = Object.keys(agents).length > 0;
  if (plan === undefined && users === undefined && !hasAgents) return undefined;
  // "How much is the HR agent?" is a price the pages state; a worked figure needs a count or a plan.
  if (
    plan === undefined &&
    users === undefined &&
    Object.values(agents).every((quantity) => quantity === 1) &&
    !/\d/.test(text)
  )
    return undefined;
  // "stay monthly vs go annual" asks both: the monthly quote, which states the annual one beside it.
  // Billed monthly and asked what annual would come to: both.
  const billing = BOTH_CYCLES.test(text) || (ANNUAL.test(text) && MONTHLY.test(text))
    ? undefined
    : ANNUAL.test(text)
      ? 'annual'
      : MONTHLY.test(text)
        ? 'monthly'
        : undefined;
  const models = modelsIn(text, plan);
  const named = modelsSelected(text);
  // Two plans named ("on Team … move up to Business", "Team with extra models or Business?"): both are quoted.
  const comparePlan = plansIn(text).find((other) => other !== plan);
  return {
    plan,
    comparePlan,
    users,
    billing,
    models,
    modelIds: named.length > 0 ? named : undefined,
    agents: hasAgents ? agents : undefined,
    savings: SAVINGS_ESTIMATE.test(text),
  };
};

const money = (text: string): number | undefined => {
  const match =
    /\$\s?(\d+(?:\.\d+)?)/.exec(text) ??
    /(\d+(?:\.\d+)?)\s*(?:dollars|usd|bucks)\b/i.exec(text) ??
    /\bowe\s+(?:you\s+|u\s+|threo\s+)?(?:about\s+|around\s+)?(\d{2,7}(?:\.\d+)?)\b/i.exec(text) ??
    // "whats the interest on the 2k": the amount the interest is on.
    /\binterest\s+(?:on|for)\s+(?:the\s+|our\s+|an?\s+|that\s+)?(\d{2,7}(?:\.\d+)?)\b/i.exec(text) ??
    /\b(?:pay|paying|fee|fees|bill|billed|spend|spending|invoice[sd]?)\s+(?:is\s+|of\s+|about\s+|around\s+|roughly\s+|~\s*)?(\d{2,7}(?:\.\d+)?)\b(?!\s*(?:days?|weeks?|years?|months?\s+(?:late|overdue|past|ago))\b)/i.exec(
      text,
    ) ??
    // "an invoice (from u) for 4800", "an invoice … dated jan 15 2027 for 6300"; not "an invoice for 20 seats".
    /\b(?:invoice|bill)\b[^.?!$]{0,60}?\bfor\s+(\d{3,7}(?:\.\d+)?)\b(?!\s+(?:\w+\s+)?(?:seats?|users?|licen[cs]es?|people)\b)/i.exec(
      text,
    ) ??
    /(\d{2,7}(?:\.\d+)?)\s+(?:monthly\s+|a\s+month\s+|per\s+month\s+)?(?:fee|bill|invoice|subscription)\b/i.exec(
      text,
    ) ??
    /(\d{2,7}(?:\.\d+)?)\s*(?:a|per|\/)\s*(?:month|mo)\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
};

const readLateInterest = (text: string): LateInterestQuestion | undefined => {
  if (!LATE_CUE.test(text) || !/\binterest|\bfees?\b|\bpenalt/i.test(text)) return undefined;
  // "a 6000 dollar invoice": the amount before the invoice.
  const invoiced = /(\d{2,7}(?:\.\d+)?)\s*(?:dollars?\s+|usd\s+|bucks\s+)?(?:invoice|bill)/i.exec(text)?.[1];
  const amount = money(text) ?? (invoiced === undefined ? undefined : Number(invoiced));
  // "2.5 months late": the Terms' rule counts a part of a month as a month (lateInterestCents).
  const months = /(?<![\d.])(\d+(?:\.\d+)?)\s*(?:full\s+|whole\s+|calendar\s+)?months?\b/i.exec(text);
  // "2 months and about a week": a part month after the months, which the Terms' rule counts as a whole one.
  const part =
    months === null
      ? null
      : /^\s*(?:and|plus|\+)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?(a|one|\d{1,2}|a\s+few|some)\s+(weeks?|days?)\b/i.exec(
          text.slice((months.index ?? 0) + months[0].length),
        );
  const partCount = part === null ? 0 : /^(?:a|one)$/i.test(part[1] ?? '') ? 1 : /few|some/i.test(part[1] ?? '') ? 3 : Number(part[1]);
  const partMonth = part === null ? 0 : Math.min(0.99, monthsIn(partCount, /^w/i.test(part[2] ?? '') ? 'week' : 'day'));
  // "3 weeks after", "45 days late": weeks or days alone, said in the question's unit (the tool counts the months).
  const short = months === null ? /(?<![\d.])(\d{1,3}|a|one)\s+(weeks?|days?)\b/i.exec(text) : null;
  const late =
    months !== null
      ? { monthsLate: Number(months[1]) + partMonth }
      : short !== null
        ? {
            lateFor: {
              count: /^(?:a|one)$/i.test(short[1] ?? '') ? 1 : Number(short[1]),
              unit: /^w/i.test(short[2] ?? '') ? ('week' as const) : ('day' as const),
            },
          }
        : {};
  // "dated march 1 … if we pay it may 15": the invoice's date and the day it is paid.
  const paying = PAID_ON.exec(text);
  const paidOn = paying === null ? undefined : dateIn(text.slice((paying.index ?? 0) + paying[0].length));
  const invoiceDate = dateIn(text);
  // The payment's year is the invoice's when it names none.
  const dated =
    paidOn?.month !== undefined &&
    invoiceDate?.month !== undefined &&
    (paidOn.month !== invoiceDate.month || paidOn.day !== invoiceDate.day)
      ? {
          invoiceDate: { ...invoiceDate, month: invoiceDate.month },
          paidOn: { ...paidOn, month: paidOn.month, year: paidOn.year ?? invoiceDate.year },
        }
      : {};
  if (amount !== undefined) return { overdueCents: dollars(amount), ...late, ...dated };
  // "our invoice for 20 Business seats … paid 2 months late": the plan's monthly fee is what was overdue.
  const price = readPrice(text);
  return price?.plan === undefined || price.users === undefined ? undefined : { plan: price, ...late };
};

/**
 * A share of the work in words ("say half can be automated", "a quarter of it"); compromise has already written
 * "three quarters" as 0.75. Read as the calculator's automation percentage.
 */
const SHARE = String.raw`half|a\s+quarter|one\s+quarter|0?\.\d+`;
const AUTOMATED_SHARE = new RegExp(
  String.raw`\b(${SHARE})\b[^.?!]{0,30}?\bautomat|\bautomat\w*[^.?!]{0,20}?\b(${SHARE})\b|` +
    // "if the agent took half of that": the share the agent takes on.
    String.raw`\b(?:took|takes?|taking|handled?|handles|handling|covers?|covered)\s+(?:over\s+|on\s+)?(${SHARE})\b|` +
    // "maybe half could go to the bot": the share passed to the agent.
    String.raw`\b(${SHARE})\s+(?:of\s+(?:it|that|them|those)\s+)?(?:could|can|would|might|will)\s+(?:go\s+to|be\s+(?:handled|done|taken|answered)\s+by)\b`,
  'i',
);
const sharePercent = (share: string): number =>
  /^half$/i.test(share) ? 50 : /quarter/i.test(share) ? 25 : Math.round(Number(share) * 100);

/** Hours said for the whole team ("30 hrs a week combined"), though "each" names a salary. */
const COMBINED = /\b(?:combined|in\s+total|total|together|between\s+them|altogether)\b/i;

/** "…and leave everything else on default": the calculator's own starting values, asked for one agent. */
const ON_DEFAULTS = /\b(?:on\s+(?:the\s+)?defaults?|default\s+(?:values|settings|inputs|numbers)|as\s+it\s+starts)\b/i;

const readRoi = (text: string): RoiQuestion | undefined => {
  if (!ROI_CUE.test(text) || (!/\d/.test(text) && !ON_DEFAULTS.test(text))) return undefined;
  const employees = peopleIn(text);
  const hours =
    /(\d+(?:\.\d+)?)\s*(?:team\s+|staff\s+|work\s+|man\s+|person\s+)?(?:hours?|hrs?|h)\b[^.?!]{0,20}?(?:\b(?:a|per|each|every)\s*|\/\s*)(?:week|wk)\b|(\d+(?:\.\d+)?)\s*(?:weekly\s+hours|hours?\s+weekly)/i.exec(
      text,
    );
  const automation = /(\d+(?:\.\d+)?)\s*(?:%|percent)/i.exec(text);
  const automatedShare = AUTOMATED_SHARE.exec(text);
  const cost =
    /(?:salary|salaries|cost(?:s)?|paid|earn(?:s|ing)?|makes?|wage)\D{0,30}?\$?\s?(\d{4,7})\b/i.exec(text) ??
    /\$?\s?(\d{4,7})\b[^.?!]{0,30}?\b(?:salary|a\s+year|per\s+year|annual(?:ly)?|yearly|each|per\s+(?:employee|person|head))|\$?\s?(\d{4,7})\s*\/?\s*(?:yr|year)\b/i.exec(
      text,
    ) ??
    // "6 analysts at 90000", "one 40000 employee": an amount of four digits or more beside the people is their cost.
    new RegExp(
      `${PEOPLE}(?:\\s+in\\s+[\\w-]+)?\\s+(?:at|on|earning|making)\\s+\\$?\\s?(\\d{4,7})\\b|\\$?(\\d{4,7})\\s+(?:a\\s+year\\s+)?${PEOPLE}\\b|\\bat\\s+\\$?\\s?(\\d{4,7})\\b`,
      'i',
    ).exec(text);
  const agents = Object.keys(agentsIn(text)) as AgentId[];
  // "3 reps …, each spends about 10 hours a week": the calculator takes the team's hours.
  const each =
    /\b(?:each|every\s+one|per\s+(?:person|employee|head))\b[^.?!,]{0,25}?\b\d+(?:\.\d+)?\s*(?:hours?|hrs?)\b|\b\d+(?:\.\d+)?\s*(?:hours?|hrs?)\s+(?:a|per|each)\s+week\s+(?:each|apiece|per\s+(?:person|head))\b/i.test(
      text,
    );
  const stated = hours ? Number(hours[1] ?? hours[2]) : undefined;
  const roi: RoiQuestion = {
    agentId: agents[0],
    employees,
    hoursPerWeek:
      stated !== undefined && each && !COMBINED.test(text) && employees !== undefined ? stated * employees : stated,
    automationPercent: automation
      ? Number(automation[1])
      : automatedShare
        ? sharePercent(automatedShare[1] ?? automatedShare[2] ?? automatedShare[3] ?? automatedShare[4] ?? '')
        : undefined,
    annualCostPerEmployee: cost ? Number(cost[1] ?? cost[2] ?? cost[3]) : undefined,
  };
  // "Save" alone may ask what annual billing saves: a scenario needs the ROI named or the work it takes on.
  const scenario = [roi.hoursPerWeek, roi.automationPercent, roi.annualCostPerEmployee].filter(
    (value) => value !== undefined,
  ).length;
  const named = ROI_NAMED.test(text);
  const defaults = roi.agentId !== undefined && ON_DEFAULTS.test(text);
  return (named && (scenario > 0 || roi.employees !== undefined || defaults)) || scenario >= 2 ? roi : undefined;
};

const readCredit = (text: string): ServiceCreditQuestion | undefined => {
  if (!CREDIT_CUE.test(text)) return undefined;
  // Hours or minutes down; days only as days down ("down for 2 full days"), not a month's length ("(30 days)").
  const downtime =
    // "1 hr agent" is the HR agent, not an hour.
    /(\d+(?:\.\d+)?)\s*(?:full\s+|whole\s+|straight\s+)?(hours?|hrs?|h|minutes?|mins?)\b(?![\s-]*agents?\b)/i.exec(text) ??
    /\b(?:down|offline|outage|unavailable|(?:was|were|went|been)\s+out)\s+(?:for\s+)?(?:about\s+|around\s+)?(\d+(?:\.\d+)?)\s*(?:full\s+|whole\s+|straight\s+)?(days?)\b|(\d+(?:\.\d+)?)\s*(?:full\s+|whole\s+|straight\s+)?(days?)\s+(?:of\s+)?(?:downtime|outage|down)\b/i.exec(text);
  const days = /(\d+)[\s-]*days?\s+month/i.exec(text) ?? /\((\d{2})\s*days?\)/i.exec(text);
  // "in october", "for march 2027", "april uptime was", "october 2026 (31 days)": the month measured, for its length
  // and the last day to claim ("may" alone is not a month).
  const named =
    new RegExp(`\\b(?:in|for|during|of|over|last)\\s+${MONTH}\\b`, 'i').exec(text) ??
    new RegExp(`\\b${MONTH}\\s+(?:20\\d\\d|uptime|downtime)\\b`, 'i').exec(text);
  const year = YEAR.exec(text);
  const fee = money(text);
  const agents = agentsIn(text);
  const base = {
    monthlyFeeCents: fee === undefined ? undefined : dollars(fee),
    monthDays: days ? Number(days[1]) : undefined,
    ...(named ? { month: monthNumber(named[1] as string), ...(year ? { year: Number(year[1]) } : {}) } : {}),
    plan: planIn(text),
    users: peopleIn(text),
    models: modelsIn(text, planIn(text)),
    ...(ANNUAL.test(text) ? { billing: 'annual' as const } : {}),
    ...(Object.keys(agents).length > 0 ? { agents } : {}),
  };
  // Each month's uptime ("99.5% in march and 94.2% in april") gets its credit; "does the 99.9% uptime promise
  // cover…" quotes the commitment, not a month measured at it, unless a credit is asked for.
  const asksForCredit = /\bcredits?\b|\bowed?\b|\bcompensat/i.test(text);
  // A second month asked as a bare figure ("98.7%… and what if it had been 99.5") is an uptime too: a decimal between
  // 90 and 100, once another uptime carries its percent sign.
  const figures = [...text.matchAll(/(?<![$\d.,])(\d+(?:\.\d+)?)(\s*(?:%|percent))?/gi)];
  const withSign = figures.some((match) => match[2] !== undefined);
  const [uptimePercent, ...moreUptimePercents] = figures
    .filter((match) => match[2] !== undefined || (withSign && /\.\d/.test(match[1] as string) && Number(match[1]) >= 90))
    .map((match) => Number(match[1]))
    .filter((value) => value >= 50 && value <= 100 && (asksForCredit || value !== UPTIME_TARGET_PERCENT));
  if (uptimePercent !== undefined)
    return { ...base, uptimePercent, ...(moreUptimePercents.length > 0 ? { moreUptimePercents } : {}) };
  if (downtime && /\b(?:down|outage|downtime|offline|unavailable|(?:was|were|went|been)\s+out)\b/i.test(text)) {
    const amount = Number(downtime[1] ?? downtime[3]);
    const unit = (downtime[2] ?? downtime[4] ?? '').toLowerCase();
    return { ...base, downtimeHours: unit.startsWith('m') ? amount / 60 : unit.startsWith('d') ? amount * 24 : amount };
  }
  return undefined;
};

const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const ORDINAL = '(?:st|nd|rd|th)?';
const monthNumber = (name: string): number => MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** "pay it may 15", "paid on 3 june": a payment, then its day. */
const PAID_ON = new RegExp(
  `\\bpa(?:y|id|ying)\\s+(?:it\\s+|them\\s+|the\\s+invoice\\s+)?(?:on\\s+)?(?=${MONTH}\\.?\\s+\\d|\\d{1,2}${ORDINAL}\\s+(?:of\\s+)?${MONTH}\\b)`,
  'i',
);

/** A date in the question: "march 10", "10 march", "the 5th" (day only); its year when said. */
/** A year ("2027"), not an amount ("$2,000", "2000 dollars", "2000 users"). */
const YEAR = /(?<!\$\s?)\b(20\d\d)\b(?!\s*(?:users?|seats?|dollars|usd|bucks|people|employees|hours?)\b)/;

const dateIn = (
  text: string,
): { readonly day: number; readonly month?: number; readonly year?: number } | undefined => {
  const year = YEAR.exec(text);
  const withYear = year ? { year: Number(year[1]) } : {};
  const monthFirst = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})${ORDINAL}\\b`, 'i').exec(text);
  const dayFirst = new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?${MONTH}\\b`, 'i').exec(text);
  if (monthFirst) return { day: Number(monthFirst[2]), month: monthNumber(monthFirst[1] as string), ...withYear };
  if (dayFirst) return { day: Number(dayFirst[1]), month: monthNumber(dayFirst[2] as string), ...withYear };
  const dayOnly = /\b(?:the|on)\s+(\d{1,2})(?:st|nd|rd|th)\b/i.exec(text);
  return dayOnly ? { day: Number(dayOnly[1]) } : undefined;
};

/** Which of the Terms' periods a dated question asks about, by its words; the first that fits. */
const DEADLINE_CUES: readonly (readonly [TermsDeadline, RegExp])[] = [
  ['dataExport', /\bexport\w*|\bget\s+(?:our|my)\s+data\s+(?:out|back)\b/i],
  [
    'nonRenewalNotice',
    /\brenew\w*|\b(?:term|contract|subscription)\s+(?:ends?|expires?|is\s+up)\b.*\bnotice\b|\bnotice\b.*\b(?:term|contract|subscription)\s+(?:ends?|expires?)\b/i,
  ],
  [
    'materialChange',
    /\bchanges?\s+(?:to|in)\s+(?:the\s+|your\s+)?terms\b|\bterms\s+(?:change|update)|\bmaterial\s+change|\bupdated?\s+(?:the\s+|your\s+)?terms\b/i,
  ],
  ['invoiceDispute', /\bdisput\w*\b.*\binvoice|\binvoice\b.*\bdisput\w*|\bcontest\w*\b.*\binvoice/i],
  ['suspension', /\bsuspen\w*|\b(?:shut|cut|switch|turn)\s+(?:us\s+|me\s+)?off\b|\block\s+(?:us|me)\s+out\b/i],
  ['arbitration', /\barbitrat\w*/i],
  [
    'terminationWithoutCause',
    /\bwithout\s+cause\b|\b(?:you|threo)\s+(?:terminat\w*|cancel\w*|drop\w*|end\w*)\s+(?:our|us|the)\b/i,
  ],
  ['paymentDue', /\binvoice\w*\b.*\b(?:due|payable|pay\s+(?:it\s+)?by|deadline)\b|\b(?:due|payable)\b.*\binvoice/i],
];

const readTermsDate = (text: string): TermsDateQuestion | undefined => {
  const deadline = DEADLINE_CUES.find(([, cue]) => cue.test(text))?.[0];
  if (deadline === undefined) return undefined;
  const date = dateIn(text);
  return date === undefined ? undefined : { deadline, ...date };
};

const LIABILITY_CUE =
  /\bliab\w*|\bliability\s+cap\b|\bon\s+the\s+hook\b|\b(?:most|max(?:imum)?)\b[^.?!]{0,30}\b(?:owe|compensat\w*|damages)\b|\b(?:how\s+much|the\s+most|the\s+max(?:imum)?)\s+(?:could|can|would|might)?\s*(?:we|i)\s+(?:could\s+|can\s+|would\s+|might\s+)?(?:even\s+|actually\s+)?(?:claim|get\s+back|recover)\b(?![^.?!]*\b(?:uptime|downtime|outage|down\s+for|credit)\b)(?<!\b(?:uptime|downtime|outage|down\s+for|credit)\b[^]*)/i;
/**
 * "2500 a month", "1000/mo for 6 months", "1500 monthly for the last 6", "1,500/mo the last 8", "2,500/mo for two
 * years", "moved to 3,100/mo four months ago"; a dollar fee for the first or last months ("then $1,078 for the
 * last 7").
 */
const FEE_PERIOD =
  /\$?\s?(?<fee>\d{2,7}(?:\.\d+)?)\s*(?:(?:\/\s*)?mo\b|\/\s*month\b|(?<=\d{3}(?:\.\d+)?\s*)month\b|(?:a|per|each|every)\s+month\b|monthly\b|a\s+mo\b|(?<=(?:\$\s?\d{2,7}|\d{3,7})(?:\.\d+)?)(?=\s+for\s+(?:the\s+|our\s+)?(?:first|last|next|past)\s+\d)|(?=\s+for\s+\d{1,2}\s+months?\b))(?:\s+(?:for\s+(?:the\s+|our\s+)?|(?:the|our)\s+(?=(?:first|last|next|past)\s))(?:(?:first|last|next|past)\s+(?<edge>\d{1,2})(?:\s+months?)?|(?<count>\d{1,2})\s+(?<unit>months?|years?))\b|\s+(?<ago>\d{1,2})\s+months?\s+ago\b)?/gi;
/** "first 6 at $1,800/mo, next 8 at $2,100, last 4 at $2,600": months, then the fee paid for them. */
const FEE_STEP =
  /\b(?:first|next|last|past|final|following|then(?:\s+the\s+next)?|after\s+that)\s+(?<months>\d{1,2})\b\s*(?:months?\s+)?(?:(?:at|@|on|paying|we\s+paid|paid|was|were)\s+|[:=]\s*)?\$?\s?(?<fee>\d{3,7}(?:\.\d+)?)(?!\s*(?:months?|users?|seats?|hours?|%))\b/gi;
const readLiabilityCap = (text: string): LiabilityCapQuestion | undefined => {
  if (!LIABILITY_CUE.test(text)) return undefined;
  const stepMatches = [...text.matchAll(FEE_STEP)];
  const steps: FeePeriod[] = stepMatches.map((step) => ({
    monthlyFeeCents: dollars(Number(step.groups?.fee)),
    months: Number(step.groups?.months),
  }));
  const matches = [...text.matchAll(FEE_PERIOD)];
  const feePeriods: FeePeriod[] = matches.map((match, index) => {
    // "the first 5 months we paid 900/mo": the months said before the fee, since the fee before it.
    const previous = matches[index - 1];
    const before = text.slice(previous === undefined ? 0 : (previous.index ?? 0) + previous[0].length, match.index);
    const monthsBefore = /\b(?:first|last|past|next)\s+(\d{1,2})\s+months?\b[^$\d]{0,30}$/i.exec(before)?.[1];
    const { fee, edge, count, unit, ago } = match.groups ?? {};
    const counted = count === undefined ? undefined : Number(count) * (/^y/i.test(unit ?? '') ? 12 : 1);
    const months = edge ?? counted ?? ago ?? monthsBefore;
    return { monthlyFeeCents: dollars(Number(fee)), ...(months === undefined ? {} : { months: Number(months) }) };
  });
  // Two or more steps ("first 6 at …, next 8 at …") say every fee with its months, with any fee said the other way
  // round between them ("first 8 months we paid 900/mo, then 1,200 for 5 months, last 7 months 1,650"), in order.
  const within = (at: number, match: RegExpMatchArray): boolean =>
    at >= (match.index ?? 0) && at < (match.index ?? 0) + match[0].length;
  const between = matches.flatMap((match, index) => {
    const period = feePeriods[index];
    const at = match.index ?? 0;
    const overlaps = stepMatches.some((step) => within(at, step) || within(step.index ?? 0, match));
    return period?.months !== undefined && !overlaps ? [{ at, period }] : [];
  });
  const periods =
    steps.length >= 2
      ? [...stepMatches.map((step, index) => ({ at: step.index ?? 0, period: steps[index] as FeePeriod })), ...between]
          .sort((a, b) => a.at - b.at)
          .map(({ period }) => period)
      : feePeriods;
  // "been a customer 7 months paying 560/mo": one fee for the months so far.
  // "been a customer 7 months", "we signed 8 months ago".
  const tenure =
    /\b(?:customers?|clients?|with\s+(?:you|threo|u)|subscribed|signed\s+up|on\s+(?:the\s+)?(?:platform|threo))\s+(?:for\s+)?(\d{1,2})\s+months?\b/i.exec(
      text,
    ) ??
    /\b(?:signed(?:\s+up)?|joined|started|subscribed|onboarded)\s+(?:with\s+(?:you|threo|u)\s+)?(?:about\s+|around\s+)?(\d{1,2})\s+months?\s+ago\b/i.exec(
      text,
    );
  // "2k/mo for our first 6 months then 2.5k/mo since, 14 months in total", "we're 18 months in", "8 months in at
  // 2,100/mo", "18 months into the contract", or a tenure: the months of fees so far, which the last fee fills.
  const total =
    /\b(\d{1,3})\s+months?\s+(?:in\s+total|in\s+all|altogether|total|in(?=\s*(?:[.,;:!?]|$|at\b|paying\b|on\b))|into\s+(?:the|our)\s+(?:contract|subscription|term)\b)/i.exec(
      text,
    ) ?? tenure;
  const totalMonths = total ? { totalMonths: Number(total[1]) } : {};
  if (periods.length > 0) return { periods, ...totalMonths };
  // "On Business with 20 users and an HR agent for 14 months": the plan's monthly fee, by the pricing domain.
  const price = readPrice(text);
  if (price?.plan === undefined || price.users === undefined) return undefined;
  // "20 users on team for 6 months then moved to business … for the last 6": each plan for its own months.
  const change = /\b(?:then|moved|switched|upgraded|downgraded|changed)\b/i.exec(text);
  if (price.comparePlan !== undefined && change) {
    const plans = [text.slice(0, change.index), text.slice(change.index)].map((segment) => {
      const months = /\bfor\s+(?:the\s+(?:first|last|past|next)\s+)?(\d{1,2})(?:\s+months?\b|(?=\s*(?:[,.;)]|$)))/i.exec(segment);
      const own = readPrice(segment);
      return {
        ...price,
        plan: planIn(segment),
        comparePlan: undefined,
        users: peopleIn(segment) ?? price.users,
        models: own?.models ?? price.models,
        agents: own?.agents ?? price.agents,
        ...(months ? { months: Number(months[1]) } : {}),
      };
    });
    if (plans.every((each) => each.plan !== undefined)) return { periods: [], plans, ...totalMonths };
  }
  const months = /\bfor\s+(?:the\s+(?:last|past)\s+)?(\d+)\s*months?\b/i.exec(text);
  return { periods: [], plans: [{ ...price, ...(months ? { months: Number(months[1]) } : {}) }], ...totalMonths };
};

/** Whether a question asks something a tool works out (for a part of a question already answered by one). */
export const asksForFigure = (text: string): boolean =>
  PRICE_CUE.test(text) ||
  ROI_CUE.test(text) ||
  CREDIT_CUE.test(text) ||
  LATE_CUE.test(text) ||
  LIABILITY_CUE.test(text) ||
  readTermsDate(text) !== undefined ||
  /\bwhen\b|\bwhat\s+date\b|\bover\s+a\s+year\b|\b(?:last|latest|final)\s+(?:date|day)\b|\bdeadline\b|\bhow\s+many\s+days\b/i.test(text);

/** The worked figure a question asks for, or undefined when it asks none (it is then searched). */
export const readFigureQuestion = (text: string): FigureQuestion | undefined => {
  const date = readTermsDate(text);
  if (date !== undefined) return { tool: 'termsDate', args: date };
  const cap = readLiabilityCap(text);
  if (cap !== undefined) return { tool: 'liabilityCap', args: cap };
  const late = readLateInterest(text);
  if (late !== undefined) return { tool: 'lateInterest', args: late };
  const credit = readCredit(text);
  if (credit !== undefined) return { tool: 'serviceCredit', args: credit };
  // The pricing calculator's savings estimate asked of a plan is the price tool's; an ROI named is the ROI tool's
  // ("run the roi … hr team of 10 … the time saved").
  const roi =
    SAVINGS_ESTIMATE.test(text) && planIn(text) !== undefined && !ROI_NAMED.test(text) ? undefined : readRoi(text);
  if (roi !== undefined && !(PRICE_CUE.test(text) && !ROI_CUE.test(text))) return { tool: 'roi', args: roi };
  const price = readPrice(text);
  return price === undefined ? undefined : { tool: 'price', args: price };
};

/**
 * A due date asked beside another of the Terms' dates ("when's it due", "how many days do we have to pay it"), not
 * "overdue".
 */
// "when's it due", "pay it by", "have to pay", "the latest we can pay it without interest".
const ALSO_DUE =
  /\bdue\b|\bpay\s+(?:it\s+)?by\b|\b(?:have|get)\s+to\s+pay\b|\b(?:latest|last\s+day)\b[^.?!]{0,30}\bpay\b|\bpay\s+(?:it\s+)?without\s+(?:any\s+)?(?:interest|penalt\w*|late\s+fees?)\b/i;

/**
 * Every figure a question asks: a Terms date may come with the late interest on the same invoice ("when's it due, and
 * if we pay a month late how much interest?").
 */
export const readFigureQuestions = (text: string): readonly FigureQuestion[] => {
  const first = readFigureQuestion(text);
  if (first === undefined) return [];
  const late = first.tool === 'termsDate' ? readLateInterest(text) : undefined;
  // "till when can we ask for a data export? also whats the max u'd be liable for": the liability cap too.
  const cap = first.tool === 'termsDate' ? readLiabilityCap(text) : undefined;
  // "when's it due and what's the last day we can dispute it": the due date too.
  const due =
    first.tool === 'termsDate' && first.args.deadline !== 'paymentDue' && ALSO_DUE.test(text)
      ? [{ tool: 'termsDate' as const, args: { ...first.args, deadline: 'paymentDue' as const } }]
      : [];
  return [
    ...due,
    first,
    ...(late === undefined ? [] : [{ tool: 'lateInterest' as const, args: late }]),
    ...(cap === undefined ? [] : [{ tool: 'liabilityCap' as const, args: cap }]),
  ];
};
