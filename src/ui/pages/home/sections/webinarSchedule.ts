// When the webinar happens, as the banner shows it, and whether it is over. The dates are content (site
// configuration, HOME-4, HOME-5); these helpers only read them, with the time passed in.

export interface WebinarWhen {
  /** "Oct 30, 2027, 11:30am ET": the event's wall-clock date and time where it is announced, with its year so that
   * a visitor never reads a date of a year gone by as this year's. */
  readonly label: string;
  /** The start as given, for <time dateTime>. */
  readonly dateTime: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** An ISO start with its own UTC offset: "2027-10-30T11:30:00-04:00" (date, hour, minute kept). */
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?[+-]\d{2}:\d{2}$/;

const label = (year: number, month: number, day: number, hour: number, minute: number, zoneLabel: string): string =>
  `${MONTHS[month - 1] ?? ''} ${day}, ${year}, ${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'} ${zoneLabel}`;

/**
 * The start in the event's time zone, in the spec's form with the year ("Oct 30, 2027, 11:30am ET"), converted with
 * Intl. The same in Node and every browser, whatever the visitor's own zone. Undefined when the date does not parse.
 */
export const webinarWhenInZone = (startsAt: string, timeZone: string, zoneLabel: string): WebinarWhen | undefined => {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((item) => item.type === type)?.value ?? Number.NaN);
  return { label: label(part('year'), part('month'), part('day'), part('hour'), part('minute'), zoneLabel), dateTime: startsAt };
};

/**
 * The start as the banner shows it. A start written with an offset is the event's own wall-clock time (the site
 * configuration writes it so, and a test holds the configured offset to the event's zone): it is read as written.
 * That keeps Intl out of the home page's hydration, where its first use costs tens of milliseconds on a phone (ICU
 * and time-zone data). Any other form (a UTC time) is converted by `webinarWhenInZone`.
 */
export const webinarWhen = (startsAt: string, timeZone: string, zoneLabel: string): WebinarWhen | undefined => {
  const written = WITH_OFFSET.exec(startsAt);
  if (!written || Number.isNaN(Date.parse(startsAt))) return webinarWhenInZone(startsAt, timeZone, zoneLabel);
  const [year, month, day, hour, minute] = written.slice(1).map(Number) as [number, number, number, number, number];
  return { label: label(year, month, day, hour, minute, zoneLabel), dateTime: startsAt };
};

/** True once the event's end has passed; an end that does not parse never ends the banner early. */
export const isWebinarOver = (endsAt: string, now: number): boolean => {
  const end = Date.parse(endsAt);
  return !Number.isNaN(end) && now >= end;
};

/** Milliseconds until the end, when the page could still be open then (setTimeout's limit); else undefined. */
export const msUntilEnd = (endsAt: string, now: number): number | undefined => {
  const remaining = Date.parse(endsAt) - now;
  return Number.isFinite(remaining) && remaining > 0 && remaining <= 2_147_483_647 ? remaining : undefined;
};
