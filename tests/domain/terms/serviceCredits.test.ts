import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SERVICE_CREDIT_BANDS,
  SERVICE_CREDIT_CLAIM_DAYS,
  UPTIME_TARGET_PERCENT,
  isServiceCreditClaimTimely,
  serviceCreditClaimDeadline,
  monthlyUptimePercent,
  serviceCreditCents,
  serviceCreditPercent,
} from '../../../src/domain/terms/serviceCredits';
import { DAY_MS } from '../../../src/domain/terms/days';

describe('service credits (TERMS-22, TERMS-23)', () => {
  it('target 99.9 % monthly uptime, claims within 30 days', () => {
    expect(UPTIME_TARGET_PERCENT).toBe(99.9);
    expect(SERVICE_CREDIT_CLAIM_DAYS).toBe(30);
    expect(SERVICE_CREDIT_BANDS.map((band) => [band.minUptime, band.creditPercent])).toEqual([
      [99.9, 0],
      [99.0, 5],
      [95.0, 10],
      [0, 25],
    ]);
  });

  it.each([
    [100, 0],
    [99.95, 0],
    [99.9, 0],
    [99.89, 5],
    [99.85, 5],
    [99.8, 5],
    [99.5, 5],
    [99.0, 5],
    [98.99, 10],
    [98.95, 10],
    [98.9, 10],
    [97, 10],
    [95.0, 10],
    [94.99, 25],
    [50, 25],
    [0, 25],
    [-3, 25],
    [120, 0],
    [Number.NaN, 0],
  ])('uptime %d %% earns a %d %% credit', (uptime, credit) => {
    expect(serviceCreditPercent(uptime)).toBe(credit);
  });

  it('never lowers the credit when uptime gets worse', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 110, noNaN: true }),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (a, b) => {
          const [worse, better] = a < b ? [a, b] : [b, a];
          expect(serviceCreditPercent(worse)).toBeGreaterThanOrEqual(serviceCreditPercent(better));
        },
      ),
    );
  });

  it('gives a credit for every uptime below the target and none at or above it', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (uptime) => {
        expect(serviceCreditPercent(uptime) > 0).toBe(uptime < 99.9);
      }),
    );
  });

  it('turns the credit into cents of the monthly fee', () => {
    expect(serviceCreditCents(100_000, 99.5)).toBe(5000);
    expect(serviceCreditCents(100_000, 97)).toBe(10_000);
    expect(serviceCreditCents(100_000, 90)).toBe(25_000);
    expect(serviceCreditCents(100_000, 99.95)).toBe(0);
    expect(serviceCreditCents(999, 99.5)).toBe(50);
  });

  it('measures a month’s uptime from its downtime', () => {
    const month = 30 * DAY_MS;
    expect(monthlyUptimePercent(0, month)).toBe(100);
    expect(monthlyUptimePercent(month * 0.001, month)).toBe(99.9);
    expect(monthlyUptimePercent(43.2 * 60_000, month)).toBe(99.9);
    expect(monthlyUptimePercent(month / 2, month)).toBe(50);
    expect(monthlyUptimePercent(2 * month, month)).toBe(0);
    expect(monthlyUptimePercent(-5, month)).toBe(100);
    expect(serviceCreditPercent(monthlyUptimePercent(43.2 * 60_000, month))).toBe(0);
    expect(serviceCreditPercent(monthlyUptimePercent(43.3 * 60_000, month))).toBe(5);
  });

  it('accepts claims filed within 30 days of the end of the month', () => {
    const monthEnd = Date.UTC(2025, 8, 30, 23, 59, 59);
    expect(isServiceCreditClaimTimely(monthEnd, monthEnd)).toBe(true);
    expect(isServiceCreditClaimTimely(monthEnd, monthEnd + 30 * DAY_MS)).toBe(true);
    expect(isServiceCreditClaimTimely(monthEnd, monthEnd + 30 * DAY_MS + 1)).toBe(false);
    expect(isServiceCreditClaimTimely(monthEnd, monthEnd - 1)).toBe(false);
  });

  it("puts the last day to claim 30 days after the month's last day (October's by November 30)", () => {
    const octoberEnd = Date.UTC(2026, 9, 31);
    expect(serviceCreditClaimDeadline(octoberEnd)).toBe(Date.UTC(2026, 10, 30));
    expect(isServiceCreditClaimTimely(octoberEnd, serviceCreditClaimDeadline(octoberEnd))).toBe(true);
  });
});
