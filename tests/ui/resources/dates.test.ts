// The full date of the content pages, written without date-fns (QUAL-9), prints what date-fns's
// format(parseISO(day), 'MMMM dd, yyyy') printed for every calendar day, and the text itself for anything else.
import { format, parseISO } from 'date-fns';
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

  it('writes the relative phrase as date-fns does, from the clock it is given', () => {
    expect(formatRelativeDate('2026-10-25', Date.parse('2026-11-22T10:00:00Z'))).toBe('28 days ago');
    expect(formatRelativeDate('soon', 0)).toBe('soon');
  });
});
