// The legal texts against the code: the Terms' front matter is the spec's metadata, every number of "Key terms at
// a glance" (built from the terms domain) also appears in content/terms.md, every party and concept of the spec is
// in the text, and the privacy policy agrees with the consent categories and the Terms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSENT_CATEGORIES } from '../../../src/domain/consent';
import { parseFrontMatter, PRIVACY_METADATA, readLegalDocument, TERMS_DEFAULTS } from '../../../src/domain/legal';
import { DATA_EXPORT_WINDOW_DAYS, KEY_TERMS, MINIMUM_AGE_YEARS } from '../../../src/domain/terms';

const root = join(import.meta.dirname, '..', '..', '..');
const termsSource = readFileSync(join(root, 'content', 'terms.md'), 'utf8');
const privacySource = readFileSync(join(root, 'content', 'privacy-policy.md'), 'utf8');
const termsBody = parseFrontMatter(termsSource).body;
const privacyBody = parseFrontMatter(privacySource).body;

/** The numbers of a text as written: "99.0–99.8%" → ["99.0", "99.8"], "2025-09-15" → ["2025", "09", "15"]. */
const numbersIn = (text: string): readonly string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];

describe('the Terms of Service text', () => {
  it('carries the spec metadata in its front matter: Terms of Service, 1.2, 2025-09-15, legal, terms-of-service', () => {
    const { data } = parseFrontMatter(termsSource);
    expect(data).toMatchObject({ title: 'Terms of Service', version: '1.2', date: '2025-09-15', category: 'legal', slug: 'terms-of-service' });
    expect(readLegalDocument(termsSource, TERMS_DEFAULTS).meta).toEqual({
      ...TERMS_DEFAULTS,
      description: data.description,
    });
  });

  it('states every number of "Key terms at a glance"', () => {
    const written = new Set(numbersIn(termsBody));
    const missing = KEY_TERMS.flatMap((term) => numbersIn(term.value).filter((number) => !written.has(number)).map((number) => `${term.label}: ${number}`));
    expect(missing).toEqual([]);
    expect(KEY_TERMS.flatMap((term) => numbersIn(term.value)).length).toBeGreaterThan(30);
  });

  it.each([
    'Platform',
    'Admin Portal',
    'Managed AI Services',
    'Deliverables',
    'SOW',
    'Third-Party Systems',
    'Your Data',
    'Software Agent',
    'Service Credits',
    'Subcontractor',
    'Quote',
    'Authorized Users',
    'Beta Features',
  ])('defines the concept "%s"', (concept) => {
    expect(termsBody).toContain(`- **${concept}**`);
  });

  it.each([
    ['the customer as data controller', /Customer\.\*\* You are the controller/],
    ['Threo as data processor', /act as the processor/],
    ['partners who educate customers on fair use and monitor usage', /must educate its customers on the fair-use policy[^.]*monitor their usage/],
    ['authorized users as employees or contractors', /employees and contractors/],
    ['account transfer only with written consent', /transfer your account[^.]*written consent/],
    ['the age rule', new RegExp(`at least ${MINIMUM_AGE_YEARS} years old, or of the age of legal majority[^.]*whichever is higher`)],
    // Covers: TERMS-10
    ['accurate and complete registration', /accurate and complete/],
    // Covers: TERMS-11
    ['no sensitive information without written permission', /sensitive information without our prior written permission, namely government-issued identification numbers, full payment card or bank account details, health information, biometric data/],
    ['the fair-use steps in order', /Monitoring\.[\s\S]*Contacting you\.[\s\S]*Agreeing solutions\.[\s\S]*Limits as a last resort\.[^\n]*never without having contacted you first/],
    ['no hard token limits on unlimited plans', /no hard token limits/],
    // Covers: TERMS-20
    ['technical restrictions by subscription level', /API rate limits, limits on concurrent sessions and storage quotas/],
    ['the four ways to accept a Quote', /by signature, by written confirmation[^,]*, by issuing a purchase order[^,]*, or by paying/],
    ['the account states', /active, suspended or terminated/],
    ['the suspension causes', /immediately and without notice if you breach[^.]*illegal or harmful[^.]*overdue beyond the grace period[^.]*protect the Platform/],
    ['data preserved while suspended', /Your Data is preserved while your account is suspended/],
    ['termination by written notice or account settings', /written notice to us or through your account settings/],
    ['termination for cause with reasonable notice', /for cause[^.]*with reasonable notice/],
    ['access stopping at once and the export window', new RegExp(`access to the Platform stops at once\\. You then have a ${DATA_EXPORT_WINDOW_DAYS}-day data export window`)],
    ['deletion unless the law requires retention', /delete Your Data, unless the law requires us to retain it/],
    // Covers: TERMS-34
    ['anonymised data unless the customer opts out', /anonymised data[^.]*unless you opt out/],
    ['the link to the privacy policy', /\]\(\/terms\/privacy-policy\)/],
  ])('states %s', (_name, pattern) => {
    expect(termsBody).toMatch(pattern);
  });
});

describe('the privacy policy text', () => {
  it('carries its metadata in its front matter', () => {
    expect(readLegalDocument(privacySource, PRIVACY_METADATA).meta).toEqual(PRIVACY_METADATA);
  });

  // Covers: PRIV-2
  it('names the four consent categories as the banner words them', () => {
    for (const category of CONSENT_CATEGORIES) expect(privacyBody).toContain(`**${category.label}:** ${category.description.charAt(0).toLowerCase()}${category.description.slice(1)}`);
  });

  // Covers: PRIV-2
  it('agrees with the Terms on zero data retention, GDPR, the roles and the export window', () => {
    expect(privacyBody).toMatch(/zero-data-retention terms by default/);
    expect(privacyBody).toContain('GDPR');
    expect(privacyBody).toMatch(/Customer\) is the controller of Your Data, and Threo is its processor/);
    expect(privacyBody).toContain(`${DATA_EXPORT_WINDOW_DAYS}-day data export window`);
    expect(privacyBody).toMatch(/form service/);
    expect(privacyBody).toMatch(/scheduling provider/);
    expect(privacyBody).toMatch(/\]\(\/terms\)/);
  });
});
