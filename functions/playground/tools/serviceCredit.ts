// The service-credit tool: the credit the Terms of Service give for a month's uptime, from the terms domain's own
// bands (serviceCreditPercent, serviceCreditCents), on a monthly fee when one is known; an outage in hours becomes
// an uptime over the month (monthlyUptimePercent).
import type { AgentId } from '../../../src/domain/pricing/agents';
import type { BillingCycle } from '../../../src/domain/pricing/calculator';
import { type Cents } from '../../../src/domain/pricing/money';
import type { PlanId } from '../../../src/domain/pricing/plans';
import {
  monthlyUptimePercent,
  SERVICE_CREDIT_CLAIM_DAYS,
  serviceCreditCents,
  serviceCreditClaimDeadline,
  serviceCreditPercent,
  UPTIME_TARGET_PERCENT,
} from '../../../src/domain/terms/serviceCredits';
import { pathOf } from '../../../src/domain/site/routes';
import { usd, type FigureAnswer } from './figureAnswer';
import { MONTHS, written } from './termsDate';
import { monthlyFeeOf } from './priceQuote';

export interface ServiceCreditQuestion {
  /** The month's uptime in percent… */
  readonly uptimePercent?: number;
  /** …and other months' uptimes, each credited on the same fee. */
  readonly moreUptimePercents?: readonly number[];
  /** …or its downtime in hours over a month of `monthDays` days (the named month's, or 30 when not said). */
  readonly downtimeHours?: number;
  readonly monthDays?: number;
  /** The month named (1–12) and its year (the current one when not said): its length and its claim deadline. */
  readonly month?: number;
  readonly year?: number;
  readonly monthlyFeeCents?: Cents;
  /** Or the fee of a plan for a number of users (the pricing domain's quote). */
  readonly plan?: PlanId;
  readonly users?: number;
  /** AI models on that plan, its included ones with the extra ones ("40 seats on Business with 5 models"). */
  readonly models?: number;
  /** AI agents on that plan, part of its monthly fee. */
  readonly agents?: Partial<Readonly<Record<AgentId, number>>>;
  /** How that plan is billed: an annual subscription's monthly fee is the discounted one (monthly when not said). */
  readonly billing?: BillingCycle;
}

const feeOf = ({ monthlyFeeCents, plan, users, models, agents, billing }: ServiceCreditQuestion): Cents | undefined =>
  monthlyFeeCents ?? monthlyFeeOf({ plan, users, models, agents, billing });

const HOUR_MS = 3_600_000;
export const DEFAULT_MONTH_DAYS = 30;
const TERMS_SECTION = `${pathOf('terms')}#service-levels-and-service-credits`;

const percent = (value: number): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}%`;
/**
 * A worked-out uptime to two decimals, cut rather than rounded, so it is never shown above what it is (99.897 % as
 * 99.89 %, not 99.90 %).
 */
const workedUptime = (value: number): string => percent(Math.floor(value * 100) / 100);

/** The named month's last day (UTC), in the year said or the current one. */
const monthEndOf = ({ month, year }: ServiceCreditQuestion, now: Date): number | undefined =>
  month === undefined ? undefined : Date.UTC(year ?? now.getUTCFullYear(), month, 0);

export const serviceCredit = (question: ServiceCreditQuestion, now: Date = new Date()): FigureAnswer | undefined => {
  const { moreUptimePercents = [], ...first } = question;
  if (moreUptimePercents.length > 0) {
    const months = [first, ...moreUptimePercents.map((uptimePercent) => ({ ...first, uptimePercent }))].map(creditFor);
    if (months.some((month) => month === undefined)) return undefined;
    return {
      text: `${months.map((month) => month?.credit).join(' ')} ${claimText('each')}`,
      links: [{ label: 'Terms of Service: service credits', href: TERMS_SECTION }],
    };
  }
  const monthEnd = monthEndOf(first, now);
  const month = creditFor({
    ...first,
    monthDays: first.monthDays ?? (monthEnd === undefined ? undefined : new Date(monthEnd).getUTCDate()),
  });
  return month === undefined
    ? undefined
    : {
        text: month.due ? `${month.credit} ${claimText('it', monthEnd)}` : month.credit,
        links: [{ label: 'Terms of Service: service credits', href: TERMS_SECTION }],
      };
};

/** The claim period, and its last day when the month is named ("for October, by November 30"). */
const claimText = (which: 'it' | 'each', monthEnd?: number): string => {
  const by =
    monthEnd === undefined
      ? ''
      : `: for ${MONTHS[new Date(monthEnd).getUTCMonth()]}, by ${written(serviceCreditClaimDeadline(monthEnd), true)}`;
  return `Claim ${which} within ${SERVICE_CREDIT_CLAIM_DAYS} days of the month's end${by}; credits go on future invoices and have no cash value.`;
};

/** One month's credit, in a sentence; `due` is false when the month met the commitment. */
const creditFor = (question: ServiceCreditQuestion): { readonly credit: string; readonly due: boolean } | undefined => {
  const days = question.monthDays ?? DEFAULT_MONTH_DAYS;
  const uptime =
    question.uptimePercent ??
    (question.downtimeHours === undefined
      ? undefined
      : monthlyUptimePercent(question.downtimeHours * HOUR_MS, days * 24 * HOUR_MS));
  if (uptime === undefined) return undefined;
  const credit = serviceCreditPercent(uptime);
  const from =
    question.uptimePercent === undefined
      ? `${question.downtimeHours} hours down in a ${days}-day month is ${workedUptime(uptime)} uptime, which`
      : `An uptime of ${percent(uptime)}`;
  const fee = feeOf(question);
  const amount =
    fee === undefined || credit === 0
      ? ''
      : `: ${credit}% × ${usd(fee)} = ${usd(serviceCreditCents(fee, uptime))} off a future invoice`;
  return credit === 0
    ? { credit: `${from} meets the ${percent(UPTIME_TARGET_PERCENT)} uptime commitment, so no service credit is due.`, due: false }
    : {
        credit: `${from} is below the ${percent(UPTIME_TARGET_PERCENT)} commitment, so the Terms give a service credit of ${credit}% of that month's fee${amount}.`,
        due: true,
      };
};
