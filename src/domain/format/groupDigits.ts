// Whole numbers as people in the US write them: "1,234,567". Written out rather than through Intl.NumberFormat:
// the first Intl formatter a page creates costs 15–40 ms of ICU set-up in Chromium, a long task inside hydration
// on every page that shows a price, a count or a date (docs/decisions.md, "No Intl on the way to the first
// render"). Tests hold the output equal to Intl's en-US output. Public API: formatCount(value), groupDigits(digits).
import { roundHalfAwayFromZero } from './roundHalfAwayFromZero';

/** "1234567" → "1,234,567": a string of digits grouped by threes from the right. */
export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number in en-US ("12,500", "-3"); a fraction is rounded by the site's one rule first. */
export const formatCount = (value: number): string => {
  const whole = roundHalfAwayFromZero(value);
  return `${whole < 0 ? '-' : ''}${groupDigits(String(Math.abs(whole)))}`;
};
