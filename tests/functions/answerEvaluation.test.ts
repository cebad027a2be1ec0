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
   * Batch124 (a figure its writer rounded to two decimals, 94.62 for 94.624 %), batch127 (a saving its writer put
   * in mustNot) and batch140 (the right subtotal of two HR agents, $1,398, in mustNot) are run by the bench but not
   * held, like 29, 46, 47, 62, 63, 70 and 99.
   */
  const FULLY_RIGHT_FLOORS: Readonly<Record<string, number>> = {
    batch1: 39,
    batch2: 36,
    batch3: 34,
    batch4: 32,
    batch5: 31,
    batch6: 40,
    batch7: 39,
    batch8: 40,
    batch9: 37,
    batch10: 34,
    batch11: 33,
    batch12: 39,
    batch13: 41,
    batch14: 39,
    batch15: 42,
    batch16: 37,
    batch17: 40,
    batch18: 40,
    batch19: 41,
    batch20: 36,
    batch21: 39,
    batch22: 37,
    batch23: 41,
    batch24: 39,
    batch25: 39,
    batch26: 41,
    batch27: 40,
    batch28: 36,
    batch30: 38,
    batch31: 38,
    batch32: 40,
    batch33: 38,
    batch34: 39,
    batch35: 40,
    batch36: 38,
    batch37: 40,
    batch38: 37,
    batch39: 38,
    batch40: 39,
    batch41: 38,
    batch42: 40,
    batch43: 39,
    batch44: 40,
    batch45: 39,
    batch48: 39,
    batch49: 35,
    batch50: 38,
    batch51: 38,
    batch52: 40,
    batch53: 41,
    batch54: 36,
    batch55: 41,
    batch56: 39,
    batch57: 39,
    batch58: 40,
    batch59: 36,
    batch60: 39,
    batch61: 37,
    batch64: 41,
    batch65: 41,
    batch66: 41,
    batch67: 42,
    batch68: 41,
    batch69: 39,
    batch71: 39,
    batch72: 39,
    batch73: 39,
    batch74: 42,
    batch75: 40,
    batch76: 42,
    batch77: 40,
    batch78: 39,
    batch79: 39,
    batch80: 40,
    batch81: 34,
    batch82: 37,
    batch83: 42,
    batch84: 37,
    batch85: 38,
    batch86: 38,
    batch87: 35,
    batch88: 40,
    batch89: 36,
    batch90: 37,
    batch91: 40,
    batch92: 38,
    batch93: 40,
    batch94: 37,
    batch95: 39,
    batch96: 40,
    batch97: 38,
    batch98: 39,
    batch100: 40,
    batch101: 39,
    batch102: 39,
    batch103: 40,
    batch104: 39,
    batch105: 39,
    batch106: 42,
    batch107: 37,
    batch108: 37,
    batch109: 37,
    batch110: 35,
    batch111: 35,
    batch112: 38,
    batch113: 40,
    batch114: 39,
    batch115: 36,
    batch116: 39,
    batch117: 39,
    batch118: 40,
    batch119: 37,
    batch120: 37,
    batch121: 38,
    batch122: 38,
    batch123: 38,
    batch125: 39,
    batch126: 38,
    batch128: 39,
    batch129: 39,
    batch130: 41,
    batch131: 40,
    batch132: 39,
    batch133: 42,
    batch134: 41,
    batch135: 37,
    batch136: 40,
    batch137: 37,
    batch138: 40,
    batch139: 40,
    batch141: 39,
    batch142: 40,
    batch143: 40,
    batch144: 38,
    batch145: 36,
    batch146: 37,
    batch147: 39,
    batch148: 37,
    batch149: 41,
    batch150: 36,
    batch151: 38,
    batch152: 40,
    batch153: 36,
    batch154: 36,
    batch155: 34,
    batch156: 37,
    batch157: 35,
    batch158: 40,
    batch159: 41,
    batch160: 41,
    batch161: 41,
    batch162: 36,
    batch163: 41,
    batch164: 38,
    batch165: 39,
    batch166: 41,
    batch167: 37,
    batch168: 38,
    batch169: 35,
    batch170: 38,
    batch171: 37,
    batch172: 37,
    batch173: 38,
    batch174: 42,
    batch175: 39,
    batch176: 38,
    batch177: 35,
    batch178: 37,
    batch179: 34,
    batch180: 36,
    batch181: 41,
    batch182: 37,
    batch183: 37,
    batch184: 36,
    batch185: 39,
    batch186: 37,
    batch187: 36,
    batch188: 38,
    batch189: 37,
    batch190: 41,
    batch191: 39,
    batch192: 38,
    batch193: 38,
    batch194: 37,
    batch195: 39,
    batch196: 37,
    batch197: 37,
    batch198: 40,
    batch199: 34,
    batch200: 38,
    batch201: 38,
    batch202: 38,
    batch203: 35,
    batch204: 37,
    batch205: 39,
    batch206: 38,
    batch207: 38,
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
