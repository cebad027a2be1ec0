// Calendar arithmetic for the Terms' notice periods, on epoch milliseconds (time always comes in as an
// argument). Public API: DAY_MS, HOUR_MS, addDays(ms, days), isWithinDays(fromMs, toMs, days).
// A "day" is 24 hours of UTC time: notice periods are counted from the moment of notice, so no time zone or
// daylight-saving rule is involved.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const addDays = (ms: number, days: number): number => ms + days * DAY_MS;

/** True when `toMs` is not before `fromMs` and at most `days` days after it (the last moment counts). */
export const isWithinDays = (fromMs: number, toMs: number, days: number): boolean =>
  toMs >= fromMs && toMs <= addDays(fromMs, days);
