// When the webinar happens, as the banner shows it, and whether it is over. The dates are content (site
// configuration, DECISIONS.md "Webinar banner"); these helpers only read them, with the time passed in.

export interface WebinarWhen {
  /** "Oct 30, 11:30am ET": the event's wall-clock time where it is announced. */
  readonly label: string;
  /** The start as given, for <time dateTime>. */
  readonly dateTime: string;
}

/**
 * The start in the event's time zone, in the spec's form ("Oct 30, 11:30am ET"). The same in Node and every
 * browser, whatever the visitor's own zone, so the prerendered text hydrates unchanged. Undefined when the
 * configured date does not parse.
 */
export const webinarWhen = (startsAt: string, timeZone: string, zoneLabel: string): WebinarWhen | undefined => {
  const start = Date.parse(startsAt);
  if (Number.isNaN(start)) return undefined;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(start);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((item) => item.type === type)?.value ?? '';
  return {
    label: `${part('month')} ${part('day')}, ${part('hour')}:${part('minute')}${part('dayPeriod').toLowerCase()} ${zoneLabel}`,
    dateTime: startsAt,
  };
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
