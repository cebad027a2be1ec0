import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToDollars, dollars, formatUsd, percentOf, roundHalfAwayFromZero, scaleCents } from '../../../src/domain/pricing/money';

describe('the rounding rule', () => {
  it.each([
    [0.5, 1],
    [1.5, 2],
    [2.4999, 2],
    [-0.5, -1],
    [-1.5, -2],
    [-2.4999, -2],
    [-0.4, 0],
    [0, 0],
    [922_679.999_999_999_9, 922_680],
    [7, 7],
  ])('rounds %d half away from zero to %d', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('keeps every safe integer as it is, to the last digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(roundHalfAwayFromZero(value)).toBe(value === 0 ? 0 : value);
      }),
    );
    expect(roundHalfAwayFromZero(-5_175_456_887_512_123)).toBe(-5_175_456_887_512_123);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
    expect(Object.is(roundHalfAwayFromZero(-0), 0)).toBe(true);
  });

  it('is symmetric around zero and within half a unit of its input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const rounded = roundHalfAwayFromZero(value);
        expect(Number.isInteger(rounded)).toBe(true);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundHalfAwayFromZero(-value) + rounded).toBe(0);
      }),
    );
  });
});

describe('money helpers', () => {
  it('turn dollars into whole cents', () => {
    expect(dollars(699)).toBe(69_900);
    expect(dollars(12.34)).toBe(1234);
    expect(dollars(12.345)).toBe(1235);
    expect(dollars(0.1 + 0.2)).toBe(30);
  });

  it('scale and take percentages with one rounding', () => {
    expect(scaleCents(838_800, 11, 10)).toBe(922_680);
    expect(scaleCents(15, 9, 10)).toBe(14);
    expect(scaleCents(5, 1, 2)).toBe(3);
    expect(percentOf(15_000, 10)).toBe(1500);
    expect(percentOf(5, 10)).toBe(1);
    expect(percentOf(4, 10)).toBe(0);
  });

  it('convert cents to dollars for display', () => {
    expect(centsToDollars(69_900)).toBe(699);
    expect(centsToDollars(1)).toBe(0.01);
  });

  it.each([
    [69_900, false, '$699'],
    [123_456_789, false, '$1,234,568'],
    [150, false, '$2'],
    [-150, false, '-$2'],
    [69_900, true, '$699.00'],
    [123_450, true, '$1,234.50'],
    [5, true, '$0.05'],
  ])('formats %i cents (with cents: %s) as %s', (cents, withCents, expected) => {
    expect(formatUsd(cents, { cents: withCents })).toBe(expected);
  });

  it('formats whole dollars by default', () => {
    expect(formatUsd(3000)).toBe('$30');
  });

  // Intl is the oracle: the formatter is written out only to spare the browser ICU's set-up (groupDigits.ts).
  const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const intlCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it('writes any whole number of cents exactly as Intl en-US currency does, with and without cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (cents) => {
        expect(formatUsd(cents)).toBe(intlWhole.format(roundHalfAwayFromZero(cents / 100)));
        expect(formatUsd(cents, { cents: true })).toBe(intlCents.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([0, 1, 49, 50, 99, 100, 999_999, 100_000_000, -1, -50, -99_999])('writes %i cents as Intl does at the edges of rounding and grouping', (cents) => {
    expect(formatUsd(cents)).toBe(intlWhole.format(roundHalfAwayFromZero(cents / 100)));
    expect(formatUsd(cents, { cents: true })).toBe(intlCents.format(cents / 100));
  });
});
