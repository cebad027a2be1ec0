// The full date of the content pages, written without date-fns (QUAL-9), prints what date-fns's
// format(parseISO(day), 'MMMM dd, yyyy') printed for every calendar day, and the text itself for anything else.
import { format, formatDistance, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFullDate, FULL_DATE_FORMAT } from '../../../src/ui/pages/resources/shared/dates';
import { formatRelativeDate } from '../../../src/ui/pages/resources/shared/relativeDate';

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

describe('the full date of a content page', () => {
  it('prints any calendar day as date-fns did [BLOG-15]', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const day = isoDay(date);
        expect(formatFullDate(day)).toBe(format(parseISO(day), FULL_DATE_FORMAT));
      }),
    );
  });

  it('reads the calendar day of a full timestamp as written', () => {
    expect(formatFullDate('2026-11-05T23:30:00-08:00')).toBe('November 05, 2026');
  });

  it.each(['not a date', '2026-02-30', '2026-13-01', '', '26-11-05'])('prints %j as it is, not being a calendar day', (text) => {
    expect(formatFullDate(text)).toBe(text);
  });

  // A time zone with daylight saving time of an hour, one of half an hour, one without, and UTC: the phrase counts
  // minutes net of the zone's offset change, as date-fns does.
  it.each(['UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu'])(
    'writes the relative phrase as date-fns’s formatDistance with its suffix, for any day and clock, in %s [QUAL-9]',
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        // The zone is in force (a zone without DST keeps one offset all year).
        if (zone === 'America/New_York') expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(300);
        const moment = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true });
        // Days near the clock too: minutes, hours and days apart, either way.
        const near = fc
          .tuple(moment, fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }))
          .map(([now, minutes]) => [new Date(now.getTime() + minutes * 60_000), now] as const);
        // A day near a month's end and a clock whole months away, give or take two days: where a year turns "about",
        // "over" or "almost", and where February's end counts as its 30th.
        const monthsAway = fc
          .tuple(
            fc.integer({ min: 1995, max: 2055 }),
            fc.integer({ min: 0, max: 11 }),
            fc.integer({ min: 26, max: 31 }),
            fc.integer({ min: -40, max: 40 }),
            fc.integer({ min: -2 * 24 * 60, max: 2 * 24 * 60 }),
          )
          .map(([year, month, date, months, minutes]) => {
            const day = new Date(year, month, date);
            const now = new Date(year, month + months, date);
            return [day, new Date(now.getTime() + minutes * 60_000)] as const;
          });
        fc.assert(
          fc.property(fc.oneof(fc.tuple(moment, moment), near, monthsAway), ([dayDate, now]) => {
            const day = `${String(dayDate.getFullYear()).padStart(4, '0')}-${String(dayDate.getMonth() + 1).padStart(2, '0')}-${String(dayDate.getDate()).padStart(2, '0')}`;
            expect(formatRelativeDate(day, now.getTime())).toBe(
              formatDistance(parseISO(day), now, { addSuffix: true }),
            );
          }),
          { numRuns: 3000 },
        );
      } finally {
        process.env.TZ = before;
      }
    },
  );

  it('writes the relative phrase as date-fns does, from the clock it is given', () => {
    expect(formatRelativeDate('2026-10-25', Date.parse('2026-11-22T10:00:00Z'))).toBe('28 days ago');
    expect(formatRelativeDate('soon', 0)).toBe('soon');
  });
});
