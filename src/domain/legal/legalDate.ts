// A legal document's date as people read it: "2025-09-15" → "September 15, 2025". The ISO date is read as a
// calendar day, so the server and every browser, in any time zone, show the same day. Written out rather than
// through Intl.DateTimeFormat, whose first use costs tens of milliseconds of ICU set-up inside hydration
// (docs/decisions.md, "No Intl on the way to the first render"); a test holds it equal to Intl's en-US long date.
// Public API: formatLegalDate(isoDate).

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** Days in a month of the Gregorian calendar (month 1–12). */
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The date in words, or the text unchanged when it is not a real YYYY-MM-DD date. */
export const formatLegalDate = (isoDate: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthName = MONTHS[month - 1];
  if (monthName === undefined || day < 1 || day > daysInMonth(year, month)) return isoDate;
  return `${monthName} ${day}, ${year}`;
};
