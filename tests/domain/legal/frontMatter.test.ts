// The legal documents' front-matter reader and section splitter: what they accept, what they leave alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLegalDate, headingId, parseFrontMatter, readLegalDocument, splitSections, TERMS_DEFAULTS } from '../../../src/domain/legal';

describe('parseFrontMatter', () => {
  it.each([
    ['plain values', '---\ntitle: Terms of Service\nslug: terms-of-service\n---\nBody', { title: 'Terms of Service', slug: 'terms-of-service' }, 'Body'],
    ['quoted values keep their text, never a number', '---\nversion: "1.2"\nother: \'x: y\'\n---\n\nBody', { version: '1.2', other: 'x: y' }, 'Body'],
    ['an unquoted decimal stays text', '---\nversion: 1.10\n---\nBody', { version: '1.10' }, 'Body'],
    ['Windows line endings', '---\r\ntitle: T\r\n---\r\nBody', { title: 'T' }, 'Body'],
    ['blank lines and comments are skipped', '---\n# note\n\ntitle: T\n---\nBody', { title: 'T' }, 'Body'],
  ])('reads %s', (_name, source, data, body) => {
    const parsed = parseFrontMatter(source);
    expect(parsed.data).toEqual(data);
    expect(parsed.body).toBe(body);
  });

  it.each([
    ['no block', '# Title\n\ntext'],
    ['an unterminated block', '---\ntitle: T\n\nBody'],
    ['a line that is not key: value', '---\ntitle: T\njust words\n---\nBody'],
    ['a block that does not start the file', 'intro\n---\ntitle: T\n---\n'],
  ])('leaves %s as the whole body with no data', (_name, source) => {
    expect(parseFrontMatter(source)).toEqual({ data: {}, body: source });
  });

  it('never throws and always returns the body text it was given or a part of it', () => {
    fc.assert(
      fc.property(fc.string(), (source) => {
        const parsed = parseFrontMatter(source);
        expect(source.replace(/\r\n/g, '\n').includes(parsed.body.replace(/\r\n/g, '\n')) || parsed.body === source).toBe(true);
      }),
    );
  });
});

describe('headingId', () => {
  it('drops the numbering, lower-cases and joins words with hyphens', () => {
    expect(headingId('4. Fair Use', new Set())).toBe('fair-use');
    expect(headingId('12.3 Fees, Invoicing & Payment', new Set())).toBe('fees-invoicing-and-payment');
  });

  it('makes repeated headings unique', () => {
    const taken = new Set<string>();
    expect([headingId('Contact', taken), headingId('Contact', taken), headingId('1. Contact', taken)]).toEqual(['contact', 'contact-2', 'contact-3']);
  });
});

describe('splitSections', () => {
  it('splits at level-2 headings and keeps the text before the first one', () => {
    const { preamble, sections } = splitSections('Intro line.\n\n## 1. One\nFirst.\n### Detail\nMore.\n## 2. Two\nSecond.');
    expect(preamble).toBe('Intro line.');
    expect(sections).toEqual([
      { id: 'one', title: '1. One', markdown: 'First.\n### Detail\nMore.' },
      { id: 'two', title: '2. Two', markdown: 'Second.' },
    ]);
  });

  it('ignores headings inside code fences', () => {
    expect(splitSections('## A\n```\n## not a heading\n```\n').sections).toHaveLength(1);
  });
});

describe('readLegalDocument', () => {
  it('takes each field from the front matter and the rest from the defaults', () => {
    const document = readLegalDocument('---\ntitle: Custom\n---\n## 1. A\nText', TERMS_DEFAULTS);
    expect(document.meta).toEqual({ ...TERMS_DEFAULTS, title: 'Custom' });
    expect(document.sections.map((section) => section.id)).toEqual(['a']);
  });

  it('uses the defaults when there is no front matter (TERMS-2: defaults "Terms of Service" and a short description)', () => {
    expect(readLegalDocument('Text only', TERMS_DEFAULTS).meta).toEqual(TERMS_DEFAULTS);
    expect(TERMS_DEFAULTS.title).toBe('Terms of Service');
  });
});

describe('formatLegalDate', () => {
  it.each([
    ['2025-09-15', 'September 15, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    ['2025-01-01', 'January 1, 2025'],
  ])('writes %s as %s, whatever the time zone', (iso, words) => {
    expect(formatLegalDate(iso)).toBe(words);
  });

  it.each(['15/09/2025', '2025-13-45', '2025-02-29', '2100-02-29', '2025-04-31', '2025-00-10', '2025-01-00', ''])('leaves %j as it is', (text) => {
    expect(formatLegalDate(text)).toBe(text);
  });

  it('writes every real day of four centuries as Intl en-US long dates do, and no other', () => {
    // Intl is the oracle: the formatter is written out only to spare the browser ICU's set-up (legalDate.ts).
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2299 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const iso = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const time = Date.UTC(year, month - 1, day);
          const real = new Date(time).getUTCDate() === day;
          expect(formatLegalDate(iso)).toBe(real ? intl.format(time) : iso);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
