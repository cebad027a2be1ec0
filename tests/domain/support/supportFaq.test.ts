import { describe, expect, it } from 'vitest';
import { SUPPORT_CARDS, SUPPORT_FAQ } from '../../../src/domain/support/supportFaq';

const answerTo = (pattern: RegExp): string => SUPPORT_FAQ.find((entry) => pattern.test(entry.question))?.answer ?? '';

describe('the support FAQ (SUP-1, SUP-2)', () => {
  it('has eight distinct questions with answers', () => {
    expect(SUPPORT_FAQ).toHaveLength(8);
    expect(new Set(SUPPORT_FAQ.map((entry) => entry.question)).size).toBe(8);
    for (const entry of SUPPORT_FAQ) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  it.each([
    [/contact support/, ['support team']],
    [/respond/, ['Enterprise within 4 hours for critical issues and 24 hours', 'Professional within 24 and 48 hours', 'Standard within 48 hours']],
    [/models does each plan/, ['Team includes 1 model, Business up to 4, and Enterprise unlimited', '$5 per user per month']],
    [/keep my data/, ['Zero data retention is the default']],
    [/compliance/, ['SOC 2, HIPAA and GDPR']],
    [/uptime/, ['99.9%', '30 days']],
    [/usage limit/, ['unlimited under fair use', '99th percentile']],
    [/change my plan/, ['pricing calculator']],
  ])('answers %s with the figures of the spec', (question, phrases) => {
    const answer = answerTo(question);
    for (const phrase of phrases) expect(answer).toContain(phrase);
  });

  it('has two support cards', () => {
    expect(SUPPORT_CARDS.map((card) => card.id)).toEqual(['email', 'documentation']);
    for (const card of SUPPORT_CARDS) {
      expect(card.title.length).toBeGreaterThan(5);
      expect(card.description.length).toBeGreaterThan(20);
    }
  });
});
