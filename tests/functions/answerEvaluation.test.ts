// The playground's evaluation set asked of the real function (npm run bench:answers prints the same figures):
// the goals of docs/playground-answers.md held as a test, since retrieval is deterministic; and the judge itself.
import { describe, expect, it } from 'vitest';
import {
  createEvaluationAsker,
  EVALUATION_SETS,
  evaluationKnowledge,
  judge,
  parseEvaluationSet,
  ratio,
  readEvaluationSet,
  runEvaluation,
} from '../../scripts/bench/answerEvaluation';
import { NO_ANSWER_TEXT } from '../../functions/playground/answerCopy';
import { batchFiguresOf, claims, judgeBatchAnswer, runBatches, statesFigure } from '../../scripts/bench/batchEvaluation';

const REQUIRED_TOPICS = [
  'comparison',
  'trial',
  'discount',
  'integration',
  'security',
  'terms',
  'off-topic',
  'adversarial',
];

describe('the evaluation set', () => {
  it('holds at least 60 questions, with at least 15 held out from tuning, on every topic the issue names', () => {
    const sets = EVALUATION_SETS.map(({ file }) => readEvaluationSet(file));
    const all = sets.flat();
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const heldOut of sets.slice(1)) expect(heldOut.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((entry) => entry.question.toLowerCase())).size).toBe(all.length);
    for (const topic of REQUIRED_TOPICS)
      expect(all.filter((entry) => entry.topic === topic).length).toBeGreaterThanOrEqual(2);
  });

  it('rejects an entry that is not one question with pages to cite or "refuse", naming the file and the entry', () => {
    expect(() => parseEvaluationSet('[{"topic":"x","question":"Why?","cite":[]}]', 'bad.json')).toThrow(
      'bad.json: entry 1',
    );
    expect(() =>
      parseEvaluationSet('[{"topic":"x","question":"Why?","cite":["/a"],"refuse":true}]', 'bad.json'),
    ).toThrow('bad.json: entry 1');
    expect(() => parseEvaluationSet('[{"topic":"x","question":"Why?","cite":["pricing"]}]', 'bad.json')).toThrow(
      'bad.json: entry 1',
    );
    expect(() => parseEvaluationSet('{', 'bad.json')).toThrow('bad.json: not JSON');
  });
});

describe('judging a reply', () => {
  it('counts an answer right when it cites a right page, and a refusal right only for a question to refuse', () => {
    const answer = 'Yes.\n\nLearn more: [Pricing](/pricing) · [Security](/security)';
    expect(judge({ topic: 't', question: 'q', cite: ['/security', '/terms'] }, answer).right).toBe(true);
    expect(judge({ topic: 't', question: 'q', citeEach: ['/pricing', '/terms'] }, answer).right).toBe(false);
    expect(judge({ topic: 't', question: 'q', refuse: true }, answer).right).toBe(false);
    expect(judge({ topic: 't', question: 'q', refuse: true }, NO_ANSWER_TEXT)).toEqual({
      refused: true,
      cited: [],
      right: true,
    });
    expect(judge({ topic: 't', question: 'q', cite: ['/company/contact'] }, NO_ANSWER_TEXT).right).toBe(false);
  });
});

describe('the playground on the evaluation set', async () => {
  const ask = createEvaluationAsker(await evaluationKnowledge());
  const evaluation = await runEvaluation(ask);
  /**
   * The batches tuned on so far, each with its answerable questions answered fully right when last measured
   * (docs/playground-answers.md). A batch added later is measured first (npm run bench:answers), then tuned on.
   */
  const FULLY_RIGHT_FLOORS: Readonly<Record<string, number>> = {
    batch1: 39,
    batch2: 33,
    batch3: 34,
    batch4: 32,
    batch5: 30,
    batch6: 38,
    batch7: 37,
    batch8: 40,
    batch9: 36,
    batch10: 26,
    batch11: 28,
    batch12: 36,
    batch13: 38,
    batch14: 36,
    batch15: 41,
    batch16: 34,
    batch17: 39,
    batch18: 39,
    batch19: 39,
    batch20: 34,
    batch21: 36,
    batch22: 35,
    batch23: 41,
    batch24: 37,
    batch25: 35,
    batch26: 38,
    batch27: 39,
    batch28: 30,
    // batch29 is measured by the bench, not held here: its one answer judged misleading quotes the product page's link
    // ('/products/threobuilder'), which its mustNot '/threo' (a Slack command) matches.
    batch30: 37,
    batch31: 36,
    batch32: 37,
    batch33: 37,
    batch34: 34,
    batch35: 38,
    batch36: 37,
    batch37: 38,
    batch38: 34,
    batch39: 34,
    batch40: 35,
    batch41: 35,
    batch42: 37,
    batch43: 37,
    batch44: 40,
    batch45: 35,
    batch48: 36,
    batch49: 33,
    batch50: 36,
    batch51: 33,
    batch52: 38,
    batch53: 39,
    batch54: 36,
    batch55: 41,
    batch56: 38,
    batch57: 36,
    batch58: 37,
    batch59: 33,
    batch61: 36,
  };
  const batches = await runBatches(
    ask,
    Object.keys(FULLY_RIGHT_FLOORS).map((batch) => `${batch}.json`),
  );

  // Floors, not goals: the figures measured once the batches so far were tuned on (docs/playground-answers.md), held
  // so a change cannot lose ground unnoticed. The goals are measured on batches before tuning.
  it('keeps the older sets at their measured level: at least 79 % of answerable questions citing a right page, 97 % declined right', () => {
    expect(ratio(evaluation.all.answeredRight)).toBeGreaterThanOrEqual(0.79);
    expect(ratio(evaluation.all.refusedRight)).toBeGreaterThanOrEqual(0.97);
  });

  it('states every expected figure exactly, refuses every question to refuse, and misleads on none, in the batches tuned on', () => {
    const figures = batchFiguresOf(batches);
    expect(figures.figuresExact.hits).toBe(figures.figuresExact.of);
    expect(figures.refusalsRight.hits).toBe(figures.refusalsRight.of);
    expect(batches.filter((result) => result.misleading.length > 0).map((result) => result.entry.question)).toEqual([]);
  });

  it.each(Object.entries(FULLY_RIGHT_FLOORS))(
    "answers at least as many of %s's answerable questions fully right as measured (%i)",
    (batch, floor) => {
      expect(batchFiguresOf(batches.filter((result) => result.batch === batch)).fullyRight.hits).toBeGreaterThanOrEqual(
        floor,
      );
    },
  );
});

describe('judging a batch answer', () => {
  it('needs every fact (any of its alternatives), every figure, a source and nothing misleading', () => {
    const entry = {
      id: 'x',
      question: 'q',
      kind: 'figure' as const,
      facts: [['annual', 'yearly']],
      figures: [5184],
      sources: ['/pricing'],
      mustNot: ['$480 a month'],
    };
    expect(judgeBatchAnswer('b', entry, 'Annual billing: $5,184 a year. [Pricing](/pricing?plan=team#x)').right).toBe(
      true,
    );
    expect(judgeBatchAnswer('b', entry, 'Annual billing: $5,185 a year. [Pricing](/pricing)').missingFigures).toEqual([
      5184,
    ]);
    expect(judgeBatchAnswer('b', entry, 'Annual: $5184, $480 a month. [Pricing](/pricing)').misleading).toEqual([
      '$480 a month',
    ]);
    expect(judgeBatchAnswer('b', entry, 'Annual: $5184.').sourceLinked).toBe(false);
  });

  it('counts a misleading phrase the answer says, not one it denies', () => {
    expect(claims('zero data retention means nothing is stored anywhere.', 'nothing is stored anywhere')).toBe(true);
    expect(claims('what it does not mean is that nothing is stored anywhere.', 'nothing is stored anywhere')).toBe(false);
    expect(claims("this site doesn't say we sign a baa. we sign a baa.", 'we sign a baa')).toBe(true);
    // A figure inside a longer number is not that figure.
    expect(claims('overdue amounts bear interest of 1.5% per month.', '5% per month')).toBe(false);
    expect(claims('it costs $400 a month.', '$40')).toBe(false);
    expect(claims('interest of 5% per month.', '5% per month')).toBe(true);
  });

  it('reads figures with or without thousands separators and cents, never as part of a longer number', () => {
    expect(statesFigure('$2,608.20 a month', 2608.2)).toBe(true);
    expect(statesFigure('$2608.2', 2608.2)).toBe(true);
    expect(statesFigure('$12,608.20', 2608.2)).toBe(false);
    expect(statesFigure('$5,184.00', 5184)).toBe(true);
    expect(statesFigure('$51,840', 5184)).toBe(false);
  });
});
