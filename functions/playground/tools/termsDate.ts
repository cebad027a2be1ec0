// The Terms' dates tool: a date worked out from a period the Terms of Service set (an invoice's due date, the
// earliest suspension after a notice of non-payment, when a material change takes effect, the last day to give
// notice of non-renewal, the end of the data export window, when arbitration may start, the last day to dispute an
// invoice), each by the terms domain's own function, with the rule and the date it gives in a line.
import { addDays, DAY_MS } from '../../../src/domain/terms/days';
import {
  dataExportDeadline,
  DATA_EXPORT_WINDOW_DAYS,
  INFORMAL_DISPUTE_RESOLUTION_DAYS,
  MATERIAL_CHANGE_NOTICE_DAYS,
  materialChangeEffectiveFrom,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
  terminationWithoutCauseEffectiveFrom,
} from '../../../src/domain/terms/obligations';
import {
  earliestSuspension,
  INVOICE_DISPUTE_DAYS,
  NON_RENEWAL_NOTICE_DAYS,
  nonRenewalNoticeDeadline,
  PAYMENT_TERMS_DAYS,
  paymentDueDate,
  SUSPENSION_NOTICE_DAYS,
} from '../../../src/domain/terms/payment';
import { pathOf } from '../../../src/domain/site/routes';
import type { FigureAnswer, FigureLink } from './figureAnswer';

export const TERMS_DEADLINES = ['paymentDue', 'suspension', 'materialChange', 'nonRenewalNotice', 'dataExport', 'terminationWithoutCause', 'arbitration', 'invoiceDispute'] as const;
export type TermsDeadline = (typeof TERMS_DEADLINES)[number];

export interface TermsDateQuestion {
  readonly deadline: TermsDeadline;
  /** The day of the month the period runs from (or, for non-renewal, the day the term ends). */
  readonly day: number;
  /** 1–12; without it, only the day of the month is known ("the 5th"). */
  readonly month?: number;
  /** The year said, or the current one. */
  readonly year?: number;
}

interface Rule {
  readonly compute: (ms: number) => number;
  readonly section: string;
  readonly label: string;
  /** The rule in the Terms' words, then the given date and the date it gives. */
  readonly sentence: (from: string, to: string) => string;
}

const RULES: Readonly<Record<TermsDeadline, Rule>> = {
  paymentDue: {
    compute: paymentDueDate,
    section: 'fees-invoicing-and-payment',
    label: 'Fees, Invoicing and Payment',
    sentence: (from, to) => `Invoices are payable within ${PAYMENT_TERMS_DAYS} days of the invoice date, so an invoice dated ${from} is due by ${to}.`,
  },
  suspension: {
    compute: earliestSuspension,
    section: 'fees-invoicing-and-payment',
    label: 'Fees, Invoicing and Payment',
    sentence: (from, to) => `If a payment remains overdue, the platform may be suspended only after ${SUSPENSION_NOTICE_DAYS} days' written notice: with notice on ${from}, ${to} at the earliest.`,
  },
  materialChange: {
    compute: materialChangeEffectiveFrom,
    section: 'changes-to-these-terms',
    label: 'Changes to These Terms',
    sentence: (from, to) => `Material changes take effect ${MATERIAL_CHANGE_NOTICE_DAYS} days after we notify you, so a change notified on ${from} takes effect on ${to}. If you do not accept it, you may terminate before then.`,
  },
  nonRenewalNotice: {
    compute: nonRenewalNoticeDeadline,
    section: 'fees-invoicing-and-payment',
    label: 'Fees, Invoicing and Payment',
    sentence: (from, to) => `Subscriptions renew automatically unless notice of non-renewal is given at least ${NON_RENEWAL_NOTICE_DAYS} days before the end of the term: for a term ending ${from}, give notice by ${to}.`,
  },
  dataExport: {
    compute: dataExportDeadline,
    section: 'term-and-termination',
    label: 'Term and Termination',
    sentence: (from, to) => `After termination you have a ${DATA_EXPORT_WINDOW_DAYS}-day data export window: for a contract ended ${from}, ask for the export by ${to}. After that, your data may be deleted.`,
  },
  terminationWithoutCause: {
    compute: terminationWithoutCauseEffectiveFrom,
    section: 'term-and-termination',
    label: 'Term and Termination',
    sentence: (from, to) => `Threo may terminate without cause with ${TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS} days' notice: notice on ${from} ends the contract on ${to}, and prepaid fees for the time after it are refunded.`,
  },
  arbitration: {
    compute: (ms) => addDays(ms, INFORMAL_DISPUTE_RESOLUTION_DAYS),
    section: 'dispute-resolution',
    label: 'Dispute Resolution',
    sentence: (from, to) => `A dispute is first worked on informally for ${INFORMAL_DISPUTE_RESOLUTION_DAYS} days from its written notice: notice on ${from}, arbitration from ${to} if it is not resolved.`,
  },
  invoiceDispute: {
    compute: (ms) => addDays(ms, INVOICE_DISPUTE_DAYS),
    section: 'fees-invoicing-and-payment',
    label: 'Fees, Invoicing and Payment',
    sentence: (from, to) => `An invoice must be disputed within ${INVOICE_DISPUTE_DAYS} days of its date: for an invoice dated ${from}, by ${to}.`,
  },
};

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const ordinal = (day: number): string => `${day}${day >= 11 && day <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;

/** "March 10" with a month, "March 10, 2027" with its year too; "the 5th" (a 30-day month assumed) without. */
export const written = (ms: number, withMonth: boolean, withYear = false): string => {
  const date = new Date(ms);
  if (!withMonth) return `the ${ordinal(date.getUTCDate())}`;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}${withYear ? `, ${date.getUTCFullYear()}` : ''}`;
};

export const termsDate = (question: TermsDateQuestion, now: Date = new Date()): FigureAnswer | undefined => {
  const rule = RULES[question.deadline];
  const year = question.year ?? now.getUTCFullYear();
  // Without a month, a month of 31 days stands in: "notice on the 5th" gives "the 15th".
  const month = question.month ?? 1;
  if (question.day < 1 || question.day > 31 || month < 1 || month > 12) return undefined;
  const from = Date.UTC(year, month - 1, question.day);
  if (new Date(from).getUTCDate() !== question.day) return undefined;
  const withMonth = question.month !== undefined;
  const to = rule.compute(from);
  // Without a month, a date in the next month is said as the days it is away.
  const sameMonth = new Date(to).getUTCMonth() === new Date(from).getUTCMonth();
  const days = Math.round(Math.abs(to - from) / DAY_MS);
  // A year the question names is said with both dates ("dated March 3, 2027 is due by April 2, 2027").
  const withYear = withMonth && question.year !== undefined;
  const target =
    withMonth || sameMonth ? written(to, withMonth, withYear) : `${days} days ${to > from ? 'later' : 'earlier'}`;
  const link: FigureLink = { label: `Terms of Service: ${rule.label}`, href: `${pathOf('terms')}#${rule.section}` };
  return { text: rule.sentence(written(from, withMonth, withYear), target), links: [link] };
};
