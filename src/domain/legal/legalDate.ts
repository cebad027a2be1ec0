// A legal document's date as people read it: "2025-09-15" → "September 15, 2025". The ISO date is read as a UTC
// calendar day and formatted in UTC, so the server and every browser, in any time zone, show the same day.
// Public API: formatLegalDate(isoDate).

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The date in words, or the text unchanged when it is not a YYYY-MM-DD date. */
export const formatLegalDate = (isoDate: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate;
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : LONG_DATE.format(time);
};
