// Money as whole US cents, with the site's ONE rounding rule. Public API:
//   type Cents; dollars(n) → Cents; roundHalfAwayFromZero(x); scaleCents(cents, numerator, denominator);
//   percentOf(cents, percent); centsToDollars(cents); formatUsd(cents, { cents?: boolean }).
// Every price, quote line and ROI figure is an integer number of cents. A fractional result (a discount, a 1.1 ×
// year-one cost) is rounded exactly once, by the one rule, half away from zero, so -0.5 ¢ → -1 ¢ and 0.5 ¢ → 1 ¢.
import { groupDigits } from '../format/groupDigits';
import { roundHalfAwayFromZero } from '../format/roundHalfAwayFromZero';

/** An integer amount of US cents. */
export type Cents = number;

/** The rounding rule (src/domain/format/roundHalfAwayFromZero.ts): nearest integer, halves away from zero. */
export { roundHalfAwayFromZero };

/** Whole dollars (or a dollar amount with cents, e.g. 12.34) as cents. */
export const dollars = (amount: number): Cents => roundHalfAwayFromZero(amount * 100);

/** cents × numerator / denominator, rounded once by the rule above (e.g. 1.1 × year 1 = scaleCents(y1, 11, 10)). */
export const scaleCents = (amount: Cents, numerator: number, denominator: number): Cents =>
  roundHalfAwayFromZero((amount * numerator) / denominator);

/** `percent` % of an amount, rounded once. */
export const percentOf = (amount: Cents, percent: number): Cents => scaleCents(amount, percent, 100);

/** Cents as a dollar number, for display and structured data only (never for further arithmetic). */
export const centsToDollars = (amount: Cents): number => amount / 100;

/**
 * "$1,234" or, with `{ cents: true }`, "$1,234.50" (negative: "-$1,234"), exactly as Intl's en-US currency format
 * writes them, without its ICU set-up cost in the browser (groupDigits.ts). Whole-dollar display rounds by the same
 * rule, so formatting never disagrees with the arithmetic.
 */
export const formatUsd = (amount: Cents, options: { readonly cents?: boolean } = {}): string => {
  if (options.cents === true) {
    const cents = roundHalfAwayFromZero(amount);
    const magnitude = Math.abs(cents);
    const fraction = String(magnitude % 100).padStart(2, '0');
    return `${cents < 0 ? '-' : ''}$${groupDigits(String(Math.floor(magnitude / 100)))}.${fraction}`;
  }
  const whole = roundHalfAwayFromZero(centsToDollars(amount));
  return `${whole < 0 ? '-' : ''}$${groupDigits(String(Math.abs(whole)))}`;
};
