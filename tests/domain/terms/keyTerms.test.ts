import { describe, expect, it } from 'vitest';
import { KEY_TERMS, serviceCreditBandsText } from '../../../src/domain/terms/keyTerms';

const valueOf = (label: string): string | undefined => KEY_TERMS.find((term) => term.label === label)?.value;

describe('key terms at a glance', () => {
  it('writes the credit bands as the Terms do', () => {
    expect(serviceCreditBandsText()).toBe('5% for 99.0–99.8%; 10% for 95.0–98.9%; 25% below 95.0%');
  });

  it.each([
    ['Version', '1.2, effective 2025-09-15'],
    ['Minimum age', '18, or the age of legal majority where you live if higher'],
    ['Uptime commitment', '99.9% per calendar month'],
    ['Service credits', '5% for 99.0–99.8%; 10% for 95.0–98.9%; 25% below 95.0%'],
    ['Service credit claims', 'Within 30 days'],
    ['Support response', 'Enterprise 4 hours critical, 24 hours standard; Professional 24 and 48 hours; Standard 48 hours'],
    ['Payment terms', 'Net 30 days'],
    ['Late payment interest', '1.5% per month'],
    ['Suspension for non-payment', "After 10 days' notice"],
    ['Invoice disputes', 'Within 60 days'],
    ['Non-renewal notice', '30 days'],
    ['Price increase notice', '30 days'],
    ['Fair use', 'Usage that consistently exceeds the 99th percentile of similar plans in a month; we contact you before any limits'],
    ['Liability cap', '12 months of fees'],
    ['Force majeure', 'Either party may terminate after 60 days'],
    ['Dispute resolution', '30 days of informal resolution before arbitration'],
    ['Changes to the Terms', 'Material changes take effect 30 days after notice'],
    ['Termination without cause', "30 days' notice"],
    ['Data export after termination', '30 days'],
    ['Recovery targets', 'Platform restored within 4 hours, data recovered within 24 hours, incident notice within 2 hours'],
  ])('%s: %s', (label, value) => {
    expect(valueOf(label)).toBe(value);
  });

  it('has exactly those 20 rows, each label once', () => {
    expect(KEY_TERMS).toHaveLength(20);
    expect(new Set(KEY_TERMS.map((term) => term.label)).size).toBe(20);
  });
});
