// The playground's evaluation batches (tests/functions/evaluation/batch*.json): casual questions written by someone
// who never saw the code, each with the facts and figures a right answer holds, the pages one of which it links,
// and what would make it misleading. Each batch is measured once before any tuning on it (its first figure is in
// docs/playground-answers.md). Shared by `npm run bench:answers` and tests/functions/batchEvaluation.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as t from 'io-ts';
import { isRefusalText } from '../../functions/playground/answerCopy';
import { citedPages, EVALUATION_DIR, type Ask } from './answerEvaluation';

const Kind = t.union([t.literal('answer'), t.literal('figure'), t.literal('silent'), t.literal('refuse')]);
const Figure = t.union([t.number, t.string]);

const BatchQuestion = t.intersection([
  t.type({ id: t.union([t.string, t.number]), question: t.string, kind: Kind }),
  t.partial({
    persona: t.string,
    facts: t.array(t.array(t.string)),
    figures: t.array(Figure),
    sources: t.array(t.string),
    mustNot: t.array(t.string),
    refusal: t.union([t.string, t.null]),
    note: t.string,
  }),
]);
export type BatchQuestion = t.TypeOf<typeof BatchQuestion>;

/** The batch files, in their order (batch1.json, batch2.json, … batch10.json). */
export const batchFiles = (dir: string = EVALUATION_DIR): readonly string[] =>
  readdirSync(dir)
    .filter((file) => /^batch\d+\.json$/.test(file))
    .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));

/** One batch's questions; throws naming the file and each entry that is not of the format. */
export const parseBatch = (text: string, file: string): readonly BatchQuestion[] => {
  const json = JSON.parse(text) as unknown;
  const entries = Array.isArray(json) ? json : typeof json === 'object' && json !== null && Array.isArray((json as { questions?: unknown }).questions) ? (json as { questions: unknown[] }).questions : undefined;
  if (entries === undefined) throw new Error(`${file}: expected an array of questions`);
  const problems: string[] = [];
  const questions = entries.flatMap((entry, index) => {
    const decoded = BatchQuestion.decode(entry);
    if (decoded._tag === 'Left') {
      problems.push(`${file}: entry ${index + 1} must be {id, question, kind: answer|figure|silent|refuse, facts?, figures?, sources?, mustNot?}`);
      return [];
    }
    return [decoded.right];
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return questions;
};

const lower = (text: string): string => text.toLowerCase().replace(/[’‘]/g, "'");

/** Whether an answer states a figure exactly: 5184 as "5184", "5,184" or "$5,184.00"; 2608.2 as "2,608.20". */
export const statesFigure = (answer: string, figure: number | string): boolean => {
  if (typeof figure === 'string') {
    const plain = figure.replace(/(\d),(\d{3})/g, '$1$2');
    return lower(answer.replace(/(\d),(?=\d{3})/g, '$1')).includes(lower(plain));
  }
  const text = answer.replace(/(\d),(?=\d{3})/g, '$1');
  const [whole, fraction = ''] = String(Math.abs(figure)).split('.');
  const decimals = fraction === '' ? '(?:\\.0+)?' : `\\.${fraction}0*`;
  return new RegExp(`(?<![\\d.])${figure < 0 ? '[-−]?\\$?' : ''}${whole}${decimals}(?![\\d]|\\.\\d)`).test(text);
};

export interface BatchResult {
  readonly batch: string;
  readonly entry: BatchQuestion;
  readonly answer: string;
  readonly refused: boolean;
  readonly missingFacts: readonly (readonly string[])[];
  readonly missingFigures: readonly (number | string)[];
  readonly sourceLinked: boolean;
  readonly misleading: readonly string[];
  /** Every expected fact and figure present, a source linked, nothing misleading (a refusal for kind refuse). */
  readonly right: boolean;
}

const pathOnly = (href: string): string => href.replace(/[?#].*$/, '') || '/';

/** A negation at most three words before a phrase: the sentence denies it ("what it does not mean is that …"). */
const DENIED = /\b(?:not|never|no)\s+(?:\S+\s+){0,3}$|n't\s+(?:\S+\s+){0,3}$/;

/**
 * Whether a text says a phrase other than to deny it: a misleading phrase quoted in a denial misleads nobody, and a
 * figure inside a longer number ("5% per month" in "1.5% per month") is not that figure.
 */
export const claims = (text: string, phrase: string): boolean => {
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    const partOfNumber =
      (/^[0-9]/.test(phrase) && /[0-9.,$]/.test(text[at - 1] ?? '')) ||
      (/[0-9]$/.test(phrase) && /[0-9]/.test(text[at + phrase.length] ?? ''));
    if (partOfNumber) continue;
    const sentenceStart = Math.max(text.lastIndexOf('. ', at), text.lastIndexOf('? ', at), text.lastIndexOf('\n', at));
    if (!DENIED.test(text.slice(sentenceStart + 1, at))) return true;
  }
  return false;
};

export const judgeBatchAnswer = (batch: string, entry: BatchQuestion, answer: string): BatchResult => {
  const text = lower(answer);
  const refused = isRefusalText(answer);
  const missingFacts = (entry.facts ?? []).filter(
    (alternatives) => !alternatives.some((fact) => text.includes(lower(fact))),
  );
  const missingFigures = (entry.figures ?? []).filter((figure) => !statesFigure(answer, figure));
  const cited = citedPages(answer).map(pathOnly);
  const sources = (entry.sources ?? []).map(pathOnly);
  const sourceLinked = sources.length === 0 || sources.some((source) => cited.includes(source));
  const misleading = (entry.mustNot ?? []).filter((phrase) => claims(text, lower(phrase)));
  const right =
    entry.kind === 'refuse'
      ? refused && misleading.length === 0
      : !refused && missingFacts.length === 0 && missingFigures.length === 0 && sourceLinked && misleading.length === 0;
  return { batch, entry, answer, refused, missingFacts, missingFigures, sourceLinked, misleading, right };
};

export interface Share {
  readonly hits: number;
  readonly of: number;
}

export interface BatchFigures {
  readonly size: number;
  /** Questions to answer (answer, figure, silent) answered fully right. */
  readonly fullyRight: Share;
  /** Questions with expected figures whose every figure is stated. */
  readonly figuresExact: Share;
  /** Questions to refuse refused. */
  readonly refusalsRight: Share;
  /** Answers holding something a right answer must not say. */
  readonly misleading: number;
}

export const batchFiguresOf = (results: readonly BatchResult[]): BatchFigures => {
  const answerable = results.filter((result) => result.entry.kind !== 'refuse');
  const withFigures = results.filter((result) => (result.entry.figures ?? []).length > 0);
  const toRefuse = results.filter((result) => result.entry.kind === 'refuse');
  return {
    size: results.length,
    fullyRight: { hits: answerable.filter((result) => result.right).length, of: answerable.length },
    figuresExact: {
      hits: withFigures.filter((result) => result.missingFigures.length === 0).length,
      of: withFigures.length,
    },
    refusalsRight: { hits: toRefuse.filter((result) => result.right).length, of: toRefuse.length },
    misleading: results.filter((result) => result.misleading.length > 0).length,
  };
};

/** Asks every question of every batch file (or of the named ones). */
export const runBatches = async (
  ask: Ask,
  files: readonly string[] = batchFiles(),
): Promise<readonly BatchResult[]> => {
  const results: BatchResult[] = [];
  for (const file of files) {
    const batch = file.replace(/\.json$/, '');
    for (const entry of parseBatch(readFileSync(join(EVALUATION_DIR, file), 'utf8'), file))
      results.push(judgeBatchAnswer(batch, entry, await ask(entry.question)));
  }
  return results;
};
