// `npm run bench:answers`: asks the playground's embedded answerer every question of the evaluation batches and of
// the older sets (tests/functions/evaluation/), over the knowledge the build compiles, and prints per batch: answers
// fully right (every expected fact and figure, a source linked, nothing misleading), figures exact, refusals right
// and misleading answers; per older set: answers citing a right page and refusals right; then every miss.
// Goals (issue 32), on batches never tuned on before their first run: ≥ 85 % fully right, 100 % figures exact,
// ≥ 95 % refusals right, 0 misleading. The exit code is 1 when a batch misses one.
import { createEvaluationAsker, EVALUATION_SETS, evaluationKnowledge, ratio, runEvaluation, type Share } from './answerEvaluation';
import { batchFiguresOf, runBatches, type BatchResult } from './batchEvaluation';

export const GOALS = { fullyRight: 0.85, figuresExact: 1, refusalsRight: 0.95, misleading: 0 } as const;

const percent = (share: Share): string => (share.of === 0 ? '—' : `${(ratio(share) * 100).toFixed(0)} % (${share.hits}/${share.of})`);

const miss = (result: BatchResult): string => {
  const reasons = [
    result.entry.kind === 'refuse' && !result.refused ? 'not refused' : '',
    result.entry.kind !== 'refuse' && result.refused ? 'refused' : '',
    ...result.missingFacts.map((alternatives) => `missing fact ${JSON.stringify(alternatives)}`),
    ...result.missingFigures.map((figure) => `missing figure ${figure}`),
    result.sourceLinked ? '' : `no source of ${JSON.stringify(result.entry.sources)}`,
    ...result.misleading.map((phrase) => `MISLEADING "${phrase}"`),
  ].filter(Boolean);
  return `  [${result.batch} ${result.entry.id}, ${result.entry.kind}] "${result.entry.question}": ${reasons.join('; ')}\n      ${result.answer.replace(/\s+/g, ' ').slice(0, 400)}`;
};

const main = async (): Promise<void> => {
  const ask = createEvaluationAsker(await evaluationKnowledge());
  const results = await runBatches(ask);
  const batches = [...new Set(results.map((result) => result.batch))];
  console.info('bench:answers — batches (goals: ≥ 85 % fully right, 100 % figures exact, ≥ 95 % refusals right, 0 misleading)\n');
  console.info(`${'batch'.padEnd(10)}${'questions'.padEnd(11)}${'fully right'.padEnd(18)}${'figures exact'.padEnd(18)}${'refusals right'.padEnd(18)}misleading`);
  let missed = false;
  for (const batch of [...batches, 'all']) {
    const figures = batchFiguresOf(batch === 'all' ? results : results.filter((result) => result.batch === batch));
    if (batch !== 'all') {
      missed ||=
        ratio(figures.fullyRight) < GOALS.fullyRight ||
        ratio(figures.figuresExact) < GOALS.figuresExact ||
        ratio(figures.refusalsRight) < GOALS.refusalsRight ||
        figures.misleading > GOALS.misleading;
    }
    console.info(
      `${batch.padEnd(10)}${String(figures.size).padEnd(11)}${percent(figures.fullyRight).padEnd(18)}${percent(figures.figuresExact).padEnd(18)}${percent(figures.refusalsRight).padEnd(18)}${figures.misleading}`,
    );
  }
  const older = await runEvaluation(ask);
  console.info('\nolder sets (an answer cites a right page; a refusal or "the site doesn\'t say" declines)\n');
  for (const { name } of [...EVALUATION_SETS, { name: 'all' }]) {
    const figures = name === 'all' ? older.all : older.bySet.get(name);
    if (figures !== undefined) console.info(`${name.padEnd(10)}${String(figures.size).padEnd(11)}answered citing a right page ${percent(figures.answeredRight).padEnd(16)} refused right ${percent(figures.refusedRight)}`);
  }
  const misses = results.filter((result) => !result.right);
  console.info(`\n${misses.length === 0 ? 'no misses in the batches' : `misses in the batches (${misses.length}):`}`);
  for (const result of misses) console.info(miss(result));
  if (missed) process.exitCode = 1;
};

await main();
