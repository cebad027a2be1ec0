import { describe, expect, it } from 'vitest';
import { PRIVACY_METADATA, TERMS_DEFAULTS } from '../../../src/domain/legal';
import { TERMS_METADATA } from '../../../src/domain/terms/metadata';

describe('the legal documents’ default metadata', () => {
  it('reads the Terms defaults from the terms domain (version 1.2 of 2025-09-15)', () => {
    expect(TERMS_DEFAULTS).toEqual({
      title: 'Terms of Service',
      description: TERMS_METADATA.description,
      version: '1.2',
      date: '2025-09-15',
      category: 'legal',
      slug: 'terms-of-service',
    });
  });

  it('gives the privacy policy its own title, slug and version in the legal category', () => {
    expect(PRIVACY_METADATA).toMatchObject({ title: 'Privacy Policy', version: '1.0', date: '2025-09-15', category: 'legal', slug: 'privacy-policy' });
    expect(PRIVACY_METADATA.description).toMatch(/personal data/);
  });
});
