// The relative phrase of a publish date ("3 weeks ago"), with date-fns: loaded on its own (PublishedTime imports it
// after hydration), so no page's first render waits for the library (QUAL-9).
import { formatDistance, parseISO } from 'date-fns';

/** "3 weeks ago", measured from `nowMs` (the clock service), for display after hydration only. */
export const formatRelativeDate = (isoDate: string, nowMs: number): string => {
  const day = parseISO(isoDate.slice(0, 10));
  return Number.isNaN(day.getTime()) ? isoDate : formatDistance(day, new Date(nowMs), { addSuffix: true });
};
