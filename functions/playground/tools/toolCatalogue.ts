// The playground's tools, one registry for both answerers: the embedded answerer calls them with what it read from
// the question (readFigureQuestion.ts); a configured model is offered them as OpenAI-compatible functions and its
// arguments are decoded with io-ts before the same functions run, so every figure comes from the domain.
import * as t from 'io-ts';
import { AGENT_IDS, type AgentId } from '../../../src/domain/pricing/agents';
import { PLAN_IDS } from '../../../src/domain/pricing/plans';
import { type FigureAnswer } from './figureAnswer';
import { lateInterest } from './lateInterest';
import { priceQuote } from './priceQuote';
import type { FigureQuestion } from './readFigureQuestion';
import { roiScenario } from './roiScenario';
import { serviceCredit } from './serviceCredit';
import { liabilityCap } from './liabilityCap';
import { TERMS_DEADLINES, termsDate } from './termsDate';

const literals = <T extends string>(values: readonly T[]) =>
  t.union(values.map((value) => t.literal(value)) as unknown as [t.LiteralC<T>, t.LiteralC<T>, ...t.LiteralC<T>[]]);
const optional = <C extends t.Props>(props: C) => t.partial(props);

const PriceArgs = optional({
  plan: literals(PLAN_IDS),
  users: t.number,
  billing: literals(['monthly', 'annual'] as const),
  models: t.number,
  agents: t.array(t.type({ agent: literals(AGENT_IDS), quantity: t.number })),
});
const RoiArgs = optional({
  agent: literals(AGENT_IDS),
  employees: t.number,
  annualCostPerEmployee: t.number,
  hoursPerWeek: t.number,
  automationPercent: t.number,
});
const LateArgs = t.intersection([t.type({ overdueUsd: t.number }), t.partial({ monthsLate: t.number })]);
const CapArgs = t.type({
  periods: t.array(t.intersection([t.type({ monthlyFeeUsd: t.number }), t.partial({ months: t.number })])),
});
const DateArgs = t.intersection([
  t.type({ deadline: literals(TERMS_DEADLINES), day: t.number }),
  t.partial({ month: t.number, year: t.number }),
]);
const CreditArgs = optional({
  uptimePercent: t.number,
  downtimeHours: t.number,
  monthDays: t.number,
  monthlyFeeUsd: t.number,
  plan: literals(PLAN_IDS),
  users: t.number,
  billing: literals(['monthly', 'annual'] as const),
});

/** One tool: its name and description for the model, its parameters as JSON Schema, and how its arguments run. */
export interface PlaygroundTool {
  readonly name: FigureQuestion['tool'];
  readonly description: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  /** The answer for the model's arguments (JSON text), or undefined when they are not this tool's. */
  readonly run: (argumentsJson: string) => FigureAnswer | undefined;
}

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

const decoded = <A>(codec: t.Decoder<unknown, A>, json: string): A | undefined => {
  const result = codec.decode(parse(json));
  return result._tag === 'Right' ? result.right : undefined;
};

const number = (description: string) => ({ type: 'number', description });

export const PLAYGROUND_TOOLS: readonly PlaygroundTool[] = [
  {
    name: 'price',
    description:
      "Works out a price with the pricing calculator's own rules: plan, users, billing cycle, AI models and AI agents. Use it for any question about what something costs.",
    parameters: {
      type: 'object',
      properties: {
        plan: { type: 'string', enum: PLAN_IDS },
        users: number('Number of users (seats)'),
        billing: { type: 'string', enum: ['monthly', 'annual'] },
        models: number('How many AI models in all'),
        agents: {
          type: 'array',
          items: {
            type: 'object',
            properties: { agent: { type: 'string', enum: AGENT_IDS }, quantity: { type: 'number' } },
            required: ['agent', 'quantity'],
          },
        },
      },
    },
    run: (json) => {
      const args = decoded(PriceArgs, json);
      if (args === undefined) return undefined;
      const agents =
        args.agents === undefined
          ? undefined
          : (Object.fromEntries(args.agents.map(({ agent, quantity }) => [agent, quantity])) as Partial<
              Record<AgentId, number>
            >);
      return priceQuote({ plan: args.plan, users: args.users, billing: args.billing, models: args.models, agents });
    },
  },
  {
    name: 'roi',
    description:
      "Works out the three-year ROI of an AI agent with the ROI calculator's own rules. Missing inputs take the calculator's defaults.",
    parameters: {
      type: 'object',
      properties: {
        agent: { type: 'string', enum: AGENT_IDS },
        employees: number('Employees doing the task'),
        annualCostPerEmployee: number('Annual cost per employee in US dollars'),
        hoursPerWeek: number("The team's total hours a week on the task"),
        automationPercent: number('Share of those hours the agent automates, in percent'),
      },
    },
    run: (json) => {
      const args = decoded(RoiArgs, json);
      if (args === undefined) return undefined;
      const { agent, ...rest } = args;
      return roiScenario({ ...rest, agentId: agent });
    },
  },
  {
    name: 'serviceCredit',
    description:
      "Works out the service credit the Terms of Service give for a month's uptime (or downtime in hours), optionally on a monthly fee or a plan's fee.",
    parameters: {
      type: 'object',
      properties: {
        uptimePercent: number("The month's uptime in percent"),
        downtimeHours: number('Hours of downtime in the month'),
        monthDays: number('Days in the month (30 when not said)'),
        monthlyFeeUsd: number('The monthly fee in US dollars'),
        plan: { type: 'string', enum: PLAN_IDS },
        users: number('Users on that plan'),
        billing: { type: 'string', enum: ['monthly', 'annual'] },
      },
    },
    run: (json) => {
      const args = decoded(CreditArgs, json);
      if (args === undefined) return undefined;
      const { monthlyFeeUsd, ...rest } = args;
      return serviceCredit({
        ...rest,
        monthlyFeeCents: monthlyFeeUsd === undefined ? undefined : Math.round(monthlyFeeUsd * 100),
      });
    },
  },
  {
    name: 'lateInterest',
    description: 'Works out the late-payment interest the Terms of Service charge on an overdue invoice.',
    parameters: {
      type: 'object',
      properties: {
        overdueUsd: number('The overdue amount in US dollars'),
        monthsLate: number('Months overdue (a part month counts as one)'),
      },
      required: ['overdueUsd'],
    },
    run: (json) => {
      const args = decoded(LateArgs, json);
      return args === undefined
        ? undefined
        : lateInterest({ overdueCents: Math.round(args.overdueUsd * 100), monthsLate: args.monthsLate });
    },
  },
  {
    name: 'liabilityCap',
    description:
      'Works out the liability cap of the Terms of Service (the fees of the 12 months before the claim) from the monthly fees paid, oldest first.',
    parameters: {
      type: 'object',
      properties: {
        periods: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              monthlyFeeUsd: number('The monthly fee in US dollars'),
              months: number('Months at that fee'),
            },
            required: ['monthlyFeeUsd'],
          },
        },
      },
      required: ['periods'],
    },
    run: (json) => {
      const args = decoded(CapArgs, json);
      return args === undefined
        ? undefined
        : liabilityCap({
            periods: args.periods.map(({ monthlyFeeUsd, months }) => ({
              monthlyFeeCents: Math.round(monthlyFeeUsd * 100),
              months,
            })),
          });
    },
  },
  {
    name: 'termsDate',
    description:
      "Works out a date from a period the Terms of Service set: an invoice's due date (paymentDue), the earliest suspension after a notice of non-payment, when a material change takes effect, the last day to give notice of non-renewal (from the term's end), the end of the data export window, termination without cause, arbitration, the last day to dispute an invoice.",
    parameters: {
      type: 'object',
      properties: {
        deadline: { type: 'string', enum: TERMS_DEADLINES },
        day: number('Day of the month of the given date'),
        month: number('Month of the given date, 1-12'),
        year: number('Year of the given date'),
      },
      required: ['deadline', 'day'],
    },
    run: (json) => {
      const args = decoded(DateArgs, json);
      return args === undefined ? undefined : termsDate(args);
    },
  },
];

/** Runs the tool a question asks for with the values read from it. */
export const runFigureQuestion = (question: FigureQuestion): FigureAnswer | undefined => {
  switch (question.tool) {
    case 'price':
      return priceQuote(question.args);
    case 'roi':
      return roiScenario(question.args);
    case 'serviceCredit':
      return serviceCredit(question.args);
    case 'lateInterest':
      return lateInterest(question.args);
    case 'liabilityCap':
      return liabilityCap(question.args);
    case 'termsDate':
      return termsDate(question.args);
  }
};
