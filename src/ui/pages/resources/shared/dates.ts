// How the content pages write dates (BLOG-15: the full date in the format 'MMMM dd, yyyy').
// The calendar date is read as written ("2026-11-10" → November 10, 2026) so the server and every browser,
// whatever its time zone, print the same day, and hydration matches. The full date is written here, without a
// library: every list and article renders it on its first view; the relative phrase, also written without one,
// loads once the article has hydrated (relativeDate.ts; QUAL-9).

export const FULL_DATE_FORMAT = 'MMMM dd, yyyy';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The calendar day of "yyyy-mm-dd…", or undefined when it is not a real date. */
export const calendarDay = (
  isoDate: string,
): { readonly year: number; readonly month: number; readonly day: number } | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.slice(0, 10));
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls an impossible day over (February 30 → March 2): such a date is not one.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
};

/** 'MMMM dd, yyyy' ("November 05, 2026"); the text itself when it is not a calendar date. */
export const formatFullDate = (isoDate: string): string => {
  const day = calendarDay(isoDate);
  return day ? `${MONTHS[day.month - 1]} ${String(day.day).padStart(2, '0')}, ${String(day.year).padStart(4, '0')}` : isoDate;
};

/** The date as a `<time dateTime>` value. */
export const machineDate = (isoDate: string): string => isoDate.slice(0, 10);
