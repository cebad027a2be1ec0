// The relative phrase of a publish date ("3 weeks ago"): date-fns's formatDistance(day, now, { addSuffix: true }) in
// English, its rules written out here rather than the library brought to every article's first view for one phrase
// (docs/decisions.md, "The full date without date-fns"). A property test holds them to date-fns for any day and any
// clock (tests/ui/resources/dates.test.ts). Loaded on its own, once the article has hydrated (PublishedTime; QUAL-9).
import { calendarDay } from './dates';

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;

/** "1 day", "3 days": `other` with # in place of the count. */
const count = (n: number, one: string, other: string): string => (n === 1 ? one : other.replace('#', String(n)));

/** How far local time is from UTC at that moment, in ms, to the millisecond (date-fns's own measure). */
const utcOffset = (date: Date): number => {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
};

/**
 * Whole months from `earlier` to `later`, at least 60 days apart, counted as date-fns's differenceInMonths counts
 * them (a later day at the end of February counts as the 30th). Its rule for a last month that ends a month cannot
 * apply this far apart, where calendar months differ by two or more, and is left out.
 */
const wholeMonths = (later: Date, earlier: Date): number => {
  const difference = (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth();
  const working = new Date(later.getTime());
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30);
  working.setMonth(working.getMonth() - difference);
  return difference - Number(working < earlier);
};

/** The distance between two moments in words, without its direction. */
const distance = (earlier: Date, later: Date): string => {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const minutes = Math.round((seconds - (utcOffset(later) - utcOffset(earlier)) / 1000) / 60);
  if (minutes < 2) return minutes === 0 ? 'less than a minute' : count(minutes, '1 minute', '# minutes');
  if (minutes < 45) return `${minutes} minutes`;
  if (minutes < 90) return 'about 1 hour';
  if (minutes < MINUTES_IN_DAY) return `about ${Math.round(minutes / 60)} hours`;
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return '1 day';
  if (minutes < MINUTES_IN_MONTH) return `${Math.round(minutes / MINUTES_IN_DAY)} days`;
  if (minutes < MINUTES_IN_MONTH * 2) return count(Math.round(minutes / MINUTES_IN_MONTH), 'about 1 month', 'about # months');
  const months = wholeMonths(later, earlier);
  if (months < 12) return count(Math.round(minutes / MINUTES_IN_MONTH), '1 month', '# months');
  const years = Math.trunc(months / 12);
  const rest = months % 12;
  if (rest < 3) return count(years, 'about 1 year', 'about # years');
  if (rest < 9) return count(years, 'over 1 year', 'over # years');
  return count(years + 1, 'almost 1 year', 'almost # years');
};

/** "3 weeks ago" ("in 2 days" for a day still to come), measured from `nowMs` (the clock service); the text itself
 * when it does not start with a calendar date. For display after hydration only. */
export const formatRelativeDate = (isoDate: string, nowMs: number): string => {
  const parts = calendarDay(isoDate);
  if (!parts) return isoDate;
  const day = new Date(0);
  day.setFullYear(parts.year, parts.month - 1, parts.day);
  day.setHours(0, 0, 0, 0);
  const now = new Date(nowMs);
  return day > now ? `in ${distance(now, day)}` : `${distance(day, now)} ago`;
};
