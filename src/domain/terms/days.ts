// Calendar arithmetic for the Terms' notice periods, on epoch milliseconds (time always comes in as an
// argument). Public API: DAY_MS, HOUR_MS, addDays(ms, days), isWithinDays(fromMs, toMs, days),
// monthsBetween(fromMs, toMs).
// A "day" is 24 hours of UTC time: notice periods are counted from the moment of notice, so no time zone or
// daylight-saving rule is involved.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const addDays = (ms: number, days: number): number => ms + days * DAY_MS;

/** True when `toMs` is not before `fromMs` and at most `days` days after it (the last moment counts). */
export const isWithinDays = (fromMs: number, toMs: number, days: number): boolean =>
  toMs >= fromMs && toMs <= addDays(fromMs, days);

/**
 * Calendar months from `fromMs` to `toMs` (October 1 to December 1: 2), a part month after the whole ones as its days
 * over 30, to the hundredth, between 0.01 and 0.99 (October 1 to December 16: 2.5). Not negative.
 */
export const monthsBetween = (fromMs: number, toMs: number): number => {
  if (toMs <= fromMs) return 0;
  const from = new Date(fromMs);
  const monthsOn = (months: number): number =>
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate());
  const to = new Date(toMs);
  let whole = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (monthsOn(whole) > toMs) whole -= 1;
  const rest = (toMs - monthsOn(whole)) / DAY_MS;
  return rest <= 0 ? whole : whole + Math.min(0.99, Math.max(0.01, Math.round((rest / 30) * 100) / 100));
};
