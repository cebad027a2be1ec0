import { describe, expect, it } from 'vitest';
import { FEATURE_TABLE, formatLimit } from '../../../src/domain/pricing/featureTable';
import { PRICING_FAQ } from '../../../src/domain/pricing/pricingFaq';

const rowOf = (feature: string) => FEATURE_TABLE.find((row) => row.feature === feature)?.values;

describe('the feature table', () => {
  // Covers: PRICE-18
  it('has the seed values of PRICE-16, PRICE-17 for Team and Business', () => {
    expect(rowOf('Web search')).toMatchObject({ team: '200 searches per month', business: 'Unlimited' });
    expect(rowOf('File uploads')).toMatchObject({ team: 'Up to 10MB per file', business: 'Up to 25MB per file' });
    expect(rowOf('Conversation history')).toMatchObject({ team: '30 days', business: '90 days' });
    expect(rowOf('Conversation starters')).toMatchObject({ team: '5', business: '15' });
    expect(rowOf('Support response')).toMatchObject({ team: '24-48 hours', business: '24-48 hours' });
    expect(rowOf('Usage')).toEqual({ team: 'Unlimited (fair use)', business: 'Unlimited (fair use)', enterprise: 'Unlimited (fair use)' });
  });

  it('states the prices and model allowances of each plan', () => {
    expect(rowOf('Price')).toEqual({ team: '$30 per user per month', business: '$40 per user per month', enterprise: 'Custom pricing' });
    expect(rowOf('AI models included')).toEqual({ team: '1 model', business: 'Up to 4 models', enterprise: 'Unlimited' });
    expect(rowOf('Additional AI models')).toEqual({ team: '$5 per user per month each', business: '$5 per user per month each', enterprise: 'Included' });
  });

  it('fills the Enterprise column with "Custom" where the spec gives no figure', () => {
    expect(rowOf('File uploads')?.enterprise).toBe('Custom');
    expect(rowOf('Conversation history')?.enterprise).toBe('Custom');
    expect(rowOf('Conversation starters')?.enterprise).toBe('Custom');
    expect(rowOf('Web search')?.enterprise).toBe('Unlimited');
    expect(rowOf('Support response')?.enterprise).toBe('4 hours critical, 24 hours standard');
  });

  it('has nine rows with a value for every plan', () => {
    expect(FEATURE_TABLE).toHaveLength(9);
    for (const row of FEATURE_TABLE) expect(Object.keys(row.values)).toEqual(['team', 'business', 'enterprise']);
  });

  it.each([
    [200, '200 a month'],
    ['unlimited', 'Unlimited'],
    ['custom', 'Custom'],
  ] as const)('formats the limit %s as %s', (limit, expected) => {
    expect(formatLimit(limit, (n) => `${n} a month`)).toBe(expected);
  });
});

describe('the pricing FAQ', () => {
  it('has 12 distinct questions, each with an answer', () => {
    expect(PRICING_FAQ).toHaveLength(12);
    expect(new Set(PRICING_FAQ.map((entry) => entry.question)).size).toBe(12);
    for (const entry of PRICING_FAQ) {
      expect(entry.question).toMatch(/\?$/);
      expect(entry.answer.length).toBeGreaterThan(40);
    }
  });

  const answerTo = (pattern: RegExp): string => PRICING_FAQ.find((entry) => pattern.test(entry.question))?.answer ?? '';

  it.each([
    [/pricing work/, ['$30', '$40', 'AI Agents Only', 'custom pricing']],
    [/difference between the Team and Business/, ['Team includes 1 AI model,', 'Business includes up to 4 AI models,', '200 web searches', '10MB', '25MB', '30-day', '90-day', '5 conversation starters', '15 conversation starters']],
    [/AI Agents Only \(Enterprise\)/, ['models are unlimited']],
    [/agents cost/, ['HR Agent $699', 'Web Chatbot Agent $199', 'Multi-LLM Conversation Agent $699 and Custom Agent $699']],
    [/models can I use/, ['GPT on Azure (zero data retention), GPT (native), Claude, Gemini, Command R, Mistral and LLaMA', 'selected by default']],
    [/more models/, ['$5 per user per month']],
    [/annual billing/, ['10%', 'AI agents included', 'times 12']],
    [/usage limited/, ['99th percentile', 'contact you first', 'last resort']],
    [/savings estimate/, ['2 hours', '$50']],
    [/pay/, ['30 days', '1.5% per month']],
    [/uptime/, ['99.9%', '5% for 99.0–99.8%; 10% for 95.0–98.9%; 25% below 95.0%', '30 days']],
    [/data protected/, ['Zero data retention', 'SOC 2, HIPAA and GDPR']],
  ])('answers %s with the figures of the spec', (question, phrases) => {
    const answer = answerTo(question);
    for (const phrase of phrases) expect(answer).toContain(phrase);
  });
});
