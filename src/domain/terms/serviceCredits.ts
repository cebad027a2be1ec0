// The uptime commitment and service credits of the Terms of Service (TERMS-22, TERMS-23). Public API:
//   UPTIME_TARGET_PERCENT, SERVICE_CREDIT_BANDS, SERVICE_CREDIT_CLAIM_DAYS, monthlyUptimePercent(downtimeMs,
//   monthMs), serviceCreditPercent(uptime), serviceCreditCents(monthlyFeeCents, uptime),
//   serviceCreditClaimDeadline(monthEndMs), isServiceCreditClaimTimely(monthEndMs, claimMs).
//
// Band edges. The spec writes the bands to one decimal (99.0–99.8 %, 95.0–98.9 %, below 95 %) under a 99.9 %
// target, which leaves gaps such as 99.85 % or 98.95 %. We read each band as running up to the next one:
//   uptime ≥ 99.9 → 0 %;  99.0 ≤ uptime < 99.9 → 5 %;  95.0 ≤ uptime < 99.0 → 10 %;  uptime < 95.0 → 25 %.
// So every uptime below the target earns a credit, no uptime falls in two bands, and 99.85 → 5 %, 98.95 → 10 %.
// An uptime that is not a number earns no credit (there is nothing to measure); values outside 0–100 are clamped.
import { percentOf, type Cents } from '../pricing/money';
import { addDays, isWithinDays } from './days';

export const UPTIME_TARGET_PERCENT = 99.9;

/** From the highest band down: an uptime at or above `minUptime` (and below the band above) earns `creditPercent`. */
export const SERVICE_CREDIT_BANDS: readonly { readonly minUptime: number; readonly creditPercent: number }[] = [
  { minUptime: UPTIME_TARGET_PERCENT, creditPercent: 0 },
  { minUptime: 99.0, creditPercent: 5 },
  { minUptime: 95.0, creditPercent: 10 },
  { minUptime: 0, creditPercent: 25 },
];

/** Claims must be filed within 30 days (counted from the end of the calendar month the credit is for). */
export const SERVICE_CREDIT_CLAIM_DAYS = 30;

/**
 * Uptime of a month in percent, from its downtime and its length (both in ms). Rounded to a millionth of a
 * percent so that binary noise cannot push an exact 99.9 % below the target.
 */
export const monthlyUptimePercent = (downtimeMs: number, monthMs: number): number => {
  const down = Math.min(Math.max(downtimeMs, 0), monthMs);
  return Math.round(((monthMs - down) / monthMs) * 100 * 1e6) / 1e6;
};

export const serviceCreditPercent = (uptime: number): number => {
  if (Number.isNaN(uptime)) return 0;
  const clamped = Math.min(Math.max(uptime, 0), 100);
  // The lowest band starts at 0, so after clamping some band always matches.
  const band = SERVICE_CREDIT_BANDS.find(
    (candidate) => clamped >= candidate.minUptime,
  ) as (typeof SERVICE_CREDIT_BANDS)[number];
  return band.creditPercent;
};

/** The credit on a month's fee, in cents (rounded once, money.ts). */
export const serviceCreditCents = (monthlyFeeCents: Cents, uptime: number): Cents =>
  percentOf(monthlyFeeCents, serviceCreditPercent(uptime));

/** The last day to claim a month's credit: the Terms' claim period after the month's last day. */
export const serviceCreditClaimDeadline = (monthEndMs: number): number =>
  addDays(monthEndMs, SERVICE_CREDIT_CLAIM_DAYS);

export const isServiceCreditClaimTimely = (monthEndMs: number, claimMs: number): boolean =>
  isWithinDays(monthEndMs, claimMs, SERVICE_CREDIT_CLAIM_DAYS);
