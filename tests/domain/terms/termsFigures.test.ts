import { describe, expect, it } from 'vitest';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DATA_RECOVERY_TARGET_HOURS,
  DAY_MS,
  FORCE_MAJEURE_TERMINATION_DAYS,
  HOUR_MS,
  INCIDENT_NOTICE_HOURS,
  INFORMAL_DISPUTE_RESOLUTION_DAYS,
  INVOICE_DISPUTE_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  LIABILITY_CAP_MONTHS,
  MATERIAL_CHANGE_NOTICE_DAYS,
  MINIMUM_AGE_YEARS,
  NON_RENEWAL_NOTICE_DAYS,
  PAYMENT_TERMS_DAYS,
  PLATFORM_RESTORATION_TARGET_HOURS,
  PRICE_INCREASE_NOTICE_DAYS,
  SUPPORT_RESPONSE_HOURS,
  SUPPORT_TIERS,
  SUSPENSION_NOTICE_DAYS,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
  TERMS_METADATA,
  addDays,
  dataExportDeadline,
  earliestSuspension,
  isDataExportOpen,
  isInvoiceDisputeTimely,
  isWithinDays,
  lateInterestCents,
  liabilityCapCents,
  materialChangeEffectiveFrom,
  mayStartArbitration,
  mayTerminateForForceMajeure,
  meetsMinimumAge,
  monthsBetween,
  nonRenewalNoticeDeadline,
  paymentDueDate,
  priceIncreaseEffectiveFrom,
  responseHours,
  terminationWithoutCauseEffectiveFrom,
} from '../../../src/domain/terms';

const T0 = Date.UTC(2025, 8, 15);

describe('the figures of the Terms (TERMS-5, TERMS-9, TERMS-15, TERMS-16, TERMS-25, TERMS-26, TERMS-27, TERMS-28, TERMS-29, TERMS-30, TERMS-31, TERMS-32, TERMS-33)', () => {
  it.each([
    ['payment terms', PAYMENT_TERMS_DAYS, 30],
    ['late interest % per month', LATE_INTEREST_PERCENT_PER_MONTH, 1.5],
    ['suspension notice days', SUSPENSION_NOTICE_DAYS, 10],
    ['invoice dispute days', INVOICE_DISPUTE_DAYS, 60],
    ['non-renewal notice days', NON_RENEWAL_NOTICE_DAYS, 30],
    ['price-increase notice days', PRICE_INCREASE_NOTICE_DAYS, 30],
    ['liability cap months', LIABILITY_CAP_MONTHS, 12],
    ['force majeure days', FORCE_MAJEURE_TERMINATION_DAYS, 60],
    ['informal dispute days', INFORMAL_DISPUTE_RESOLUTION_DAYS, 30],
    ['material change notice days', MATERIAL_CHANGE_NOTICE_DAYS, 30],
    ['termination without cause notice days', TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS, 30],
    ['data export days', DATA_EXPORT_WINDOW_DAYS, 30],
    ['restoration hours', PLATFORM_RESTORATION_TARGET_HOURS, 4],
    ['data recovery hours', DATA_RECOVERY_TARGET_HOURS, 24],
    ['incident notice hours', INCIDENT_NOTICE_HOURS, 2],
    ['minimum age', MINIMUM_AGE_YEARS, 18],
  ])('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('carry the metadata of version 1.2', () => {
    expect(TERMS_METADATA).toMatchObject({ title: 'Terms of Service', version: '1.2', dateModified: '2025-09-15', category: 'legal', slug: 'terms-of-service' });
    expect(TERMS_METADATA.description.length).toBeGreaterThan(20);
  });
});

// Covers: TERMS-24
describe('support response times', () => {
  it.each([
    ['enterprise', 'critical', 4],
    ['enterprise', 'standard', 24],
    ['professional', 'critical', 24],
    ['professional', 'standard', 48],
    ['standard', 'critical', 48],
    ['standard', 'standard', 48],
  ] as const)('%s tier, %s request: %i hours', (tier, priority, hours) => {
    expect(responseHours(tier, priority)).toBe(hours);
    expect(SUPPORT_RESPONSE_HOURS[tier][priority]).toBe(hours);
  });

  it('names the three tiers', () => {
    expect(SUPPORT_TIERS).toEqual([
      { id: 'enterprise', name: 'Enterprise' },
      { id: 'professional', name: 'Professional' },
      { id: 'standard', name: 'Standard' },
    ]);
  });
});

describe('day arithmetic', () => {
  it('counts days of 24 hours', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
    expect(addDays(T0, 2)).toBe(T0 + 2 * 86_400_000);
    expect(addDays(T0, -1)).toBe(T0 - 86_400_000);
  });

  it('includes both ends of a window and nothing outside it', () => {
    expect(isWithinDays(T0, T0, 1)).toBe(true);
    expect(isWithinDays(T0, T0 + DAY_MS, 1)).toBe(true);
    expect(isWithinDays(T0, T0 + DAY_MS + 1, 1)).toBe(false);
    expect(isWithinDays(T0, T0 - 1, 1)).toBe(false);
  });

  it('counts calendar months, a part month after the whole ones as a share of 30 days', () => {
    expect(monthsBetween(Date.UTC(2026, 9, 1), Date.UTC(2026, 11, 1))).toBe(2);
    expect(monthsBetween(Date.UTC(2026, 9, 1), Date.UTC(2026, 11, 16))).toBe(2.5);
    expect(monthsBetween(Date.UTC(2026, 11, 20), Date.UTC(2027, 0, 5))).toBe(0.53);
    expect(monthsBetween(Date.UTC(2026, 9, 1), Date.UTC(2026, 9, 1))).toBe(0);
    expect(monthsBetween(Date.UTC(2026, 9, 2), Date.UTC(2026, 9, 1))).toBe(0);
  });
});

describe('payment', () => {
  it('is due 30 days after the invoice', () => {
    expect(paymentDueDate(T0)).toBe(T0 + 30 * DAY_MS);
  });

  it.each([
    [100_000, 1, 1500],
    [100_000, 2, 3000],
    [100_000, 0.5, 1500],
    [100_000, 1.2, 3000],
    [100_000, 0, 0],
    [100_000, -1, 0],
    [333, 1, 5],
  ])('charges simple interest on %i cents for %d months: %i cents', (amount, months, interest) => {
    expect(lateInterestCents(amount, months)).toBe(interest);
  });

  it('allows suspension 10 days after notice', () => {
    expect(earliestSuspension(T0)).toBe(T0 + 10 * DAY_MS);
  });

  it('accepts invoice disputes for 60 days', () => {
    expect(isInvoiceDisputeTimely(T0, T0 + 60 * DAY_MS)).toBe(true);
    expect(isInvoiceDisputeTimely(T0, T0 + 60 * DAY_MS + 1)).toBe(false);
  });

  it('needs non-renewal notice 30 days before renewal, and announces price increases 30 days ahead', () => {
    expect(nonRenewalNoticeDeadline(T0)).toBe(T0 - 30 * DAY_MS);
    expect(priceIncreaseEffectiveFrom(T0)).toBe(T0 + 30 * DAY_MS);
  });
});

describe('obligations', () => {
  it('cap liability at the fees of the last 12 months', () => {
    const fees = Array.from({ length: 15 }, (_, i) => (i + 1) * 100); // 100..1500
    expect(liabilityCapCents(fees)).toBe(fees.slice(3).reduce((a, b) => a + b, 0));
    expect(liabilityCapCents([500, 700])).toBe(1200);
    expect(liabilityCapCents([])).toBe(0);
  });

  it('allow termination only for force majeure lasting over 60 days', () => {
    expect(mayTerminateForForceMajeure(60)).toBe(false);
    expect(mayTerminateForForceMajeure(61)).toBe(true);
  });

  it('allow arbitration after 30 days of informal resolution', () => {
    expect(mayStartArbitration(T0, T0 + 30 * DAY_MS - 1)).toBe(false);
    expect(mayStartArbitration(T0, T0 + 30 * DAY_MS)).toBe(true);
  });

  it('make changes and terminations effective 30 days after notice', () => {
    expect(materialChangeEffectiveFrom(T0)).toBe(T0 + 30 * DAY_MS);
    expect(terminationWithoutCauseEffectiveFrom(T0)).toBe(T0 + 30 * DAY_MS);
  });

  it('keep the data export open for 30 days after termination', () => {
    expect(dataExportDeadline(T0)).toBe(T0 + 30 * DAY_MS);
    expect(isDataExportOpen(T0, T0 + 30 * DAY_MS)).toBe(true);
    expect(isDataExportOpen(T0, T0 + 30 * DAY_MS + 1)).toBe(false);
  });

  it('require users of at least 18, or the age of majority where that is higher', () => {
    expect(meetsMinimumAge(18)).toBe(true);
    expect(meetsMinimumAge(17)).toBe(false);
    expect(meetsMinimumAge(18, 16)).toBe(true);
    expect(meetsMinimumAge(19, 21)).toBe(false);
    expect(meetsMinimumAge(21, 21)).toBe(true);
  });
});
