import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount, groupDigits } from '../../../src/domain/format/groupDigits';

describe('whole numbers as written in en-US', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['1234567', '1,234,567'],
    ['100000', '100,000'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupDigits(digits)).toBe(grouped);
  });

  it.each([
    [2.5, '3'],
    [-2.5, '-3'],
    [-0.4, '0'],
    [12_500, '12,500'],
  ])('rounds %d half away from zero and writes %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('writes any safe integer exactly as Intl.NumberFormat en-US does', () => {
    // Intl is the oracle: the formatter is written out only to spare the browser ICU's set-up.
    const intl = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatCount(value)).toBe(intl.format(value));
      }),
      { numRuns: 2000 },
    );
  });
});
