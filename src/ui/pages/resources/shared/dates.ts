// How the content pages write dates (BLOG-15: the full date in the format 'MMMM dd, yyyy').
// The calendar date is read as written ("2026-11-10" → November 10, 2026) so the server and every browser,
// whatever its time zone, print the same day, and hydration matches.
import { format, formatDistance, parseISO } from 'date-fns';

export const FULL_DATE_FORMAT = 'MMMM dd, yyyy';

const calendarDay = (isoDate: string): Date => parseISO(isoDate.slice(0, 10));

export const formatFullDate = (isoDate: string): string => {
  const day = calendarDay(isoDate);
  return Number.isNaN(day.getTime()) ? isoDate : format(day, FULL_DATE_FORMAT);
};

/** "3 weeks ago", measured from `nowMs` (the clock service), for display after hydration only. */
export const formatRelativeDate = (isoDate: string, nowMs: number): string => {
  const day = calendarDay(isoDate);
  return Number.isNaN(day.getTime()) ? isoDate : formatDistance(day, new Date(nowMs), { addSuffix: true });
};

/** The date as a `<time dateTime>` value. */
export const machineDate = (isoDate: string): string => isoDate.slice(0, 10);
