// The playground's evaluation set asked of the real function (npm run bench:answers prints the same figures):
// the goals of docs/playground-answers.md held as a test, since retrieval is deterministic; and the judge itself.
import { describe, expect, it } from 'vitest';
import {
  ANSWER_GOAL,
  EVALUATION_SETS,
  isGrounded,
  judge,
  parseEvaluationSet,
  ratio,
  readEvaluationSet,
  runEvaluation,
} from '../../scripts/bench/answerEvaluation';
import { FIXED_ANSWER_TEXTS, NO_ANSWER_TEXT } from '../../functions/playground/answerCopy';
import type { Passage } from '../../functions/playground/ports';

const REQUIRED_TOPICS = ['comparison', 'trial', 'discount', 'integration', 'security', 'terms', 'off-topic', 'adversarial'];

describe('the evaluation set', () => {
  it('holds at least 60 questions, with at least 15 held out from tuning, on every topic the issue names', () => {
    const sets = EVALUATION_SETS.map(({ file }) => readEvaluationSet(file));
    const all = sets.flat();
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const heldOut of sets.slice(1)) expect(heldOut.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((entry) => entry.question.toLowerCase())).size).toBe(all.length);
    for (const topic of REQUIRED_TOPICS) expect(all.filter((entry) => entry.topic === topic).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects an entry that is not one question with pages to cite or "refuse", naming the file and the entry', () => {
    expect(() => parseEvaluationSet('[{"topic":"x","question":"Why?","cite":[]}]', 'bad.json')).toThrow('bad.json: entry 1');
    expect(() => parseEvaluationSet('[{"topic":"x","question":"Why?","cite":["/a"],"refuse":true}]', 'bad.json')).toThrow('bad.json: entry 1');
    expect(() => parseEvaluationSet('[{"topic":"x","question":"Why?","cite":["pricing"]}]', 'bad.json')).toThrow('bad.json: entry 1');
    expect(() => parseEvaluationSet('{', 'bad.json')).toThrow('bad.json: not JSON');
  });
});

describe('judging a reply', () => {
  const faq: Passage = { id: 'faq', title: 'Is there a discount for annual billing?', url: '/pricing', page: 'Pricing', text: 'Yes. Ten percent off.', keywords: '' };

  it('counts an answer right when it cites a right page, and a refusal right only for a question to refuse', () => {
    const answer = 'Yes.\n\nLearn more: [Pricing](/pricing) · [Security](/security)';
    expect(judge({ topic: 't', question: 'q', cite: ['/security', '/terms'] }, answer).right).toBe(true);
    expect(judge({ topic: 't', question: 'q', citeEach: ['/pricing', '/terms'] }, answer).right).toBe(false);
    expect(judge({ topic: 't', question: 'q', refuse: true }, answer).right).toBe(false);
    expect(judge({ topic: 't', question: 'q', refuse: true }, NO_ANSWER_TEXT)).toEqual({ refused: true, cited: [], right: true });
    expect(judge({ topic: 't', question: 'q', cite: ['/company/contact'] }, NO_ANSWER_TEXT).right).toBe(false);
  });

  it("takes an answer's Yes quoted without its question for one the site does not give", () => {
    expect(isGrounded(`${faq.title} ${faq.text}\n\nLearn more: [Pricing](/pricing)`, [faq], FIXED_ANSWER_TEXTS)).toBe(true);
    expect(isGrounded(`${faq.text}\n\nLearn more: [Pricing](/pricing)`, [faq], FIXED_ANSWER_TEXTS)).toBe(false);
    expect(isGrounded('Yes, there is a free trial.', [faq], FIXED_ANSWER_TEXTS)).toBe(false);
  });
});

describe('the playground on the evaluation set', async () => {
  const evaluation = await runEvaluation();

  it(`answers at least ${ANSWER_GOAL * 100} % of the answerable questions citing a right page, and refuses at least ${ANSWER_GOAL * 100} % of the others`, () => {
    expect(ratio(evaluation.all.answeredRight)).toBeGreaterThanOrEqual(ANSWER_GOAL);
    expect(ratio(evaluation.all.refusedRight)).toBeGreaterThanOrEqual(ANSWER_GOAL);
  });

  it(`cites a right page in at least ${ANSWER_GOAL * 100} % of its answers, and refuses only questions to refuse in at least ${ANSWER_GOAL * 100} % of its refusals`, () => {
    expect(ratio(evaluation.all.answersCitingRightPage)).toBeGreaterThanOrEqual(ANSWER_GOAL);
    expect(ratio(evaluation.all.refusalsThatShouldBe)).toBeGreaterThanOrEqual(ANSWER_GOAL);
  });

  it('refuses at least 90 % of the questions to refuse in each set, the held-out ones included', () => {
    for (const figures of evaluation.bySet.values()) expect(ratio(figures.refusedRight)).toBeGreaterThanOrEqual(ANSWER_GOAL);
  });

  it('never says anything that is neither quoted from the site nor one of its own fixed replies', () => {
    expect(evaluation.results.filter((result) => !result.grounded).map((result) => result.entry.question)).toEqual([]);
  });
});
