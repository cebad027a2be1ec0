import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../../src/domain/contact/email';

describe('the email rule accepts real addresses', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.com',
    'jane+newsletter@example.com',
    'j@example.io',
    'first.last+tag-1@mail.sub.example.co.uk',
    'o\'brien@example.ie',
    'user_name@example-site.com',
    "x!#$%&'*+/=?^_`{|}~-@example.org",
    'info@threo.photography',
    'admin@example.xn--p1ai',
    'a1@123.example.com',
    'UPPER@EXAMPLE.COM',
    '  spaced@example.com  ',
  ])('%s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
});

describe('the email rule rejects malformed addresses', () => {
  it.each([
    '',
    '   ',
    'plain',
    'no-at.example.com',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@@example.com',
    'ja@ne@example.com',
    'jane@.example.com',
    'jane@example..com',
    'jane@example.com.',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example.c',
    'jane@example.123',
    'jane@example.c0m',
    'jane@example.1com',
    'jane@example.com1',
    'jane@[127.0.0.1]',
    '"jane"@example.com',
    'jane@exam_ple.com',
    'jané@example.com',
    'jane@exam\nple.com',
    'jane(comment)@example.com',
    '<jane@example.com>',
    'jane@example.xn--',
  ])('%j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects a local part over 64 characters and an address over 254', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const domain = `${Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.')}.com`; // 4×60 + 3 dots + 4 = 247
    expect(isValidEmail(`abcdef@${domain}`)).toBe(true); // 254
    expect(isValidEmail(`abcdefg@${domain}`)).toBe(false); // 255
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });

  it('rejects a domain label over 63 characters', () => {
    expect(isValidEmail(`a@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'d'.repeat(64)}.com`)).toBe(false);
  });
});

describe('email properties', () => {
  const atom = fc.stringMatching(/^[a-z0-9+_-]{1,10}$/);
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
  const tld = fc.stringMatching(/^[a-z]{2,12}$/);

  it('accepts every address built by the rule', () => {
    fc.assert(
      fc.property(
        fc.array(atom, { minLength: 1, maxLength: 3 }),
        fc.array(label, { minLength: 1, maxLength: 3 }),
        tld,
        (local, labels, top) => {
          expect(isValidEmail(`${local.join('.')}@${[...labels, top].join('.')}`)).toBe(true);
        },
      ),
    );
  });

  it('rejects every address without exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!text.includes('@'));
        expect(isValidEmail(text)).toBe(false);
        expect(isValidEmail(`${text}@@example.com`)).toBe(false);
      }),
    );
  });

  it('normalizes by trimming only', () => {
    expect(normalizeEmail('  Jane@Example.com ')).toBe('Jane@Example.com');
  });
});
