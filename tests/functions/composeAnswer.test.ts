// How the embedded answerer chooses what to quote: sentences, not whole passages, weighed by how rare the
// question's words are on the site, and the sentence after a matching one when the budget leaves room for it.
import { describe, expect, it } from 'vitest';
import { answerFormOf } from '../../functions/playground/answerForm';
import { composeFromPassages } from '../../functions/playground/composeAnswer';
import type { Passage, RetrievedPassage } from '../../functions/playground/ports';

const passage = (id: string, title: string, text: string, url = `/${id}`): Passage => ({ id, title, url, page: title, text, keywords: '' });
const found = (item: Passage, score: number): RetrievedPassage => ({ passage: item, score, coverage: 1 });
const stemOf = (word: string): readonly string[] => [word.replace(/s$/, '')];

describe('composing an answer from what retrieval found', () => {
  it('quotes the sentence after the one that matches, where a passage names its facts', () => {
    const documents = passage('docs', 'Document processing', 'Agents read the documents your team reads today, in any format. That covers PDFs, scanned forms, spreadsheets and emails. Each agent is priced per month on the pricing page, with annual billing ten percent off.');
    const composed = composeFromPassages([found(documents, 40)], ['document', 'format'], 25, stemOf);
    expect(composed?.text).toBe('Agents read the documents your team reads today, in any format. That covers PDFs, scanned forms, spreadsheets and emails.');
  });

  it("leads with the best passage, a card's heading quoted with the sentence under it, even where a weaker passage matches more words", () => {
    const card = passage('format', 'Any format (From documents to decisions)', 'Any format. Emails, PDFs, scanned forms and spreadsheets, wherever the text appears.');
    const overview = passage('overview', 'From documents to decisions', 'Agents read the documents your team reads today, in any format, and prepare the work for a person to confirm.');
    const composed = composeFromPassages([found(card, 40), found(overview, 35)], ['format', 'agent', 'read'], 90, stemOf);
    expect(composed?.text).toBe(
      'Any format. Emails, PDFs, scanned forms and spreadsheets, wherever the text appears. Agents read the documents your team reads today, in any format, and prepare the work for a person to confirm.',
    );
  });

  it("leads with the best passage's sentence that answers the most, weighed by rarity, and takes what it leaves from a second passage", () => {
    const renewal = passage('renewal', 'Renewal', 'Plans renew every year. Subscriptions renew automatically unless notice of non-renewal is given 30 days before the end of the term.');
    const prices = passage('prices', 'Price changes', 'Prices are in US dollars. We give 30 days notice of any price increase, which takes effect at your next renewal.');
    const weights = new Map([['renew', 1], ['notice', 3], ['increase', 4]]);
    const composed = composeFromPassages([found(renewal, 30), found(prices, 12)], ['renew', 'notice', 'increase'], 34, stemOf, (term) => weights.get(term) ?? 1);
    expect(composed?.text).toBe(
      'Subscriptions renew automatically unless notice of non-renewal is given 30 days before the end of the term. We give 30 days notice of any price increase, which takes effect at your next renewal.',
    );
    expect(composed?.sources.map((source) => source.id)).toEqual(['renewal', 'prices']);
  });

  it('says a short question-and-answer entry whole before it adds a sentence from another passage', () => {
    const faq = passage(
      'faq',
      'Is usage limited?',
      'No: usage is unlimited under fair use. Usage is excessive only above the 99th percentile of similar plans. If that happens we contact you first; limits are a last resort.',
    );
    const plan = passage('plan', 'Enterprise plan', 'Enterprise comes with unlimited models, unlimited web search and unlimited usage under fair use.');
    const composed = composeFromPassages([found(faq, 40), found(plan, 30)], ['usage', 'unlimited'], 30, stemOf);
    expect(composed?.text).toBe(`${faq.title} ${faq.text}`);
  });
});

describe('the form a question expects its answer in', () => {
  it.each([
    ['when the ai creates a ticket what info goes in it', 'list'],
    ['what should i include when i contact support', 'list'],
    ['whats a developer extension made of', 'list'],
    ['how long are server logs kept', 'time'],
    ['when do you send invoices', 'time'],
    ['what year was threo founded', 'time'],
    ['whats ur support response time for critical issues?', 'time'],
    ['how many conversation starters do i get', 'number'],
  ])('reads "%s" as asking for a %s', (question, form) => {
    expect(answerFormOf(question)?.name).toBe(form);
  });

  it('reads no form from a question that asks whether', () => {
    expect(answerFormOf('can we white label threoai')).toBeUndefined();
  });

  it("counts a list only after a sentence's colon, so a titled lead is not one", () => {
    const list = answerFormOf('what goes in it');
    expect(list?.fits('The ticket arrives with: a summary; the steps already tried; the priority.')).toBe(true);
    expect(list?.fits('Quotes (Alder): buyers read quotes in any format, put them side by side, and decide.')).toBe(false);
  });

  it('answers "what info goes in the ticket" with the sentence that lists, though its words match less', () => {
    const itsm = passage('itsm', 'ITSM', 'When a conversation needs a person, ThreoAI can create a ticket in your service desk from the chat. The requester sees its reference number in the chat window right away. The ticket arrives with: a summary of the problem; the steps already tried; the category and priority.');
    const terms = ['ticket', 'chat', 'info'];
    const withForm = composeFromPassages([found(itsm, 40)], terms, 40, stemOf, () => 1, answerFormOf('what info goes in the ticket from a chat'));
    expect(withForm?.text).toContain('the steps already tried');
    const without = composeFromPassages([found(itsm, 40)], terms, 40, stemOf);
    expect(without?.text).not.toContain('the steps already tried');
  });
});

describe('sources counted by page', () => {
  it('quotes two sections of one page and a second page, the page counted once', () => {
    const lead = passage('case', 'Supplier quotes', 'A manufacturer compares supplier quotes with agents.', '/case');
    const other = passage('blog', 'Quotes in general', 'Quotes arrive as PDFs and emails.', '/blog');
    const extraction = passage('case#3', 'Supplier quotes', 'An agent extracts the lead time from each quote.', '/case');
    const composed = composeFromPassages(
      [found(lead, 40), found(other, 38), found(extraction, 36)],
      ['supplier', 'quote', 'pdf', 'lead'],
      90,
      stemOf,
    );
    expect(composed?.text).toContain('extracts the lead time');
    expect(composed?.text).toContain('PDFs');
  });
});
