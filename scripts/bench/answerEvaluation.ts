// The playground's evaluation: visitor questions (tests/functions/evaluation/*.json), each with the pages a
// right answer cites or "refuse", asked of the real function (handler, use case, embedded answerer) over the
// knowledge the build would compile from content/. Shared by `npm run bench:answers` and the suite that holds
// the goals (tests/functions/answerEvaluation.test.ts), so both report the same deterministic figures.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as t from 'io-ts';
import { compileContent } from '../content/compileContent';
import { resolveSiteConfig } from '../../src/domain/site/siteConfig';
import { compileKnowledge } from '../../functions/playground/knowledge/compileKnowledge';
import { readLegalSources, readPageModules } from '../knowledge/pageModules';
import { createPlaygroundFunction } from '../../functions/playground/createPlaygroundFunction';
import { isRefusalText, isSilenceText } from '../../functions/playground/answerCopy';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const EVALUATION_DIR = join(ROOT, 'tests', 'functions', 'evaluation');

/**
 * The questions tuned against; the ones written before any tuning (seen once the first rules were in, see
 * docs/playground-answers.md); and a second set written after that, before the rules changed again.
 */
export const EVALUATION_SETS = [
  { name: 'tuning', file: 'questions.json' },
  { name: 'held out', file: 'heldOutQuestions.json' },
  { name: 'unseen', file: 'unseenQuestions.json' },
] as const;

/** Every figure must reach this share. */
export const ANSWER_GOAL = 0.9;

const Path = t.refinement(t.string, (path) => path.startsWith('/'), 'SitePath');
const Pages = t.refinement(t.array(Path), (paths) => paths.length > 0, 'NonEmptyPages');
const base = { topic: t.string, question: t.refinement(t.string, (text) => text.trim().length > 0, 'NonBlank') };
const variants = [
  { codec: t.type({ ...base, cite: Pages }), keys: ['topic', 'question', 'cite'] },
  { codec: t.type({ ...base, citeEach: Pages }), keys: ['topic', 'question', 'citeEach'] },
  { codec: t.type({ ...base, refuse: t.literal(true) }), keys: ['topic', 'question', 'refuse'] },
] as const;

/** A question and what a right reply does: cite one of `cite`, cite each of `citeEach`, or refuse. */
export type EvaluationQuestion =
  | { readonly topic: string; readonly question: string; readonly cite: readonly string[] }
  | { readonly topic: string; readonly question: string; readonly citeEach: readonly string[] }
  | { readonly topic: string; readonly question: string; readonly refuse: true };

const decodeQuestion = (value: unknown): EvaluationQuestion | undefined => {
  const keys = typeof value === 'object' && value !== null ? Object.keys(value).sort() : [];
  for (const { codec, keys: expected } of variants) {
    const decoded = codec.decode(value);
    if (decoded._tag === 'Right' && keys.join() === [...expected].sort().join()) return decoded.right;
  }
  return undefined;
};

/** The questions of one file; throws naming the file and each entry that is not one of the three shapes. */
export const parseEvaluationSet = (text: string, file: string): readonly EvaluationQuestion[] => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!Array.isArray(json)) throw new Error(`${file}: expected an array of questions`);
  const problems: string[] = [];
  const questions = json.flatMap((entry: unknown, index) => {
    const question = decodeQuestion(entry);
    if (question === undefined) {
      problems.push(`${file}: entry ${index + 1} must be {topic, question} with exactly one of cite: ["/page", …], citeEach: ["/page", …] or refuse: true`);
      return [];
    }
    return [question];
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return questions;
};

export const readEvaluationSet = (file: string): readonly EvaluationQuestion[] => parseEvaluationSet(readFileSync(join(EVALUATION_DIR, file), 'utf8'), file);

/** The knowledge file the build would write: the domain passages and every post and case study of content/. */
export const evaluationKnowledge = async (): Promise<string> => {
  const content = compileContent({ sourceDir: join(ROOT, 'content'), publicDir: join(ROOT, 'public') });
  return JSON.stringify(
    compileKnowledge({
      blog: content.posts,
      caseStudies: content.studies,
      pages: await readPageModules(),
      legal: readLegalSources(ROOT),
      emails: resolveSiteConfig(process.env).emails,
    }),
  );
};

export type Ask = (question: string) => Promise<string>;

/** The function as Netlify runs it without a model key, over the given knowledge file. */
export const createEvaluationAsker = (knowledgeFile: string): Ask => {
  const fn = createPlaygroundFunction({
    env: { PLAYGROUND_RATE_LIMIT: '1000000' },
    readGeneratedFile: () => knowledgeFile,
    logger: { info: () => undefined, warn: () => undefined },
  });
  return async (question) => {
    const response = await fn.handle(
      new Request('http://localhost/.netlify/functions/ai-playground', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message: question }) }),
      { ip: '203.0.113.9' },
    );
    if (response.status !== 200) throw new Error(`"${question}": status ${response.status}`);
    return ((await response.json()) as { answer: string }).answer;
  };
};

/**
 * The older sets mark "refuse" both off-topic questions and ones the site does not answer: a refusal or a silence reply
 * declines.
 */
export const isRefusal = (answer: string): boolean => isRefusalText(answer) || isSilenceText(answer);

/** The site paths an answer links to, in order, without repeats. */
export const citedPages = (answer: string): readonly string[] => [...new Set([...answer.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? ''))];

export interface QuestionResult {
  readonly set: string;
  readonly entry: EvaluationQuestion;
  readonly answer: string;
  readonly refused: boolean;
  readonly cited: readonly string[];
  readonly right: boolean;
}

export const judge = (entry: EvaluationQuestion, answer: string): Pick<QuestionResult, 'refused' | 'cited' | 'right'> => {
  const refused = isRefusal(answer);
  const cited = refused ? [] : citedPages(answer).map((path) => path.replace(/[?#].*$/, '') || '/');
  const right =
    'refuse' in entry ? refused : 'cite' in entry ? entry.cite.some((page) => cited.includes(page)) : !refused && entry.citeEach.every((page) => cited.includes(page));
  return { refused, cited, right };
};

export interface Share {
  readonly hits: number;
  readonly of: number;
}

export const ratio = ({ hits, of }: Share): number => (of === 0 ? 1 : hits / of);

export interface Figures {
  readonly size: number;
  /** Answerable questions answered, citing a right page. */
  readonly answeredRight: Share;
  /** Questions that must be refused, refused. */
  readonly refusedRight: Share;
  /** Of every reply that is not a refusal, those to answerable questions citing a right page. */
  readonly answersCitingRightPage: Share;
  /** Of every refusal, those to questions that must be refused. */
  readonly refusalsThatShouldBe: Share;
}

export const figuresOf = (results: readonly QuestionResult[]): Figures => {
  const answerable = results.filter((result) => !('refuse' in result.entry));
  const mustRefuse = results.filter((result) => 'refuse' in result.entry);
  const answers = results.filter((result) => !result.refused);
  const refusals = results.filter((result) => result.refused);
  return {
    size: results.length,
    answeredRight: { hits: answerable.filter((result) => result.right).length, of: answerable.length },
    refusedRight: { hits: mustRefuse.filter((result) => result.right).length, of: mustRefuse.length },
    answersCitingRightPage: { hits: answers.filter((result) => result.right).length, of: answers.length },
    refusalsThatShouldBe: { hits: refusals.filter((result) => 'refuse' in result.entry).length, of: refusals.length },
  };
};

export const meetsGoals = (figures: Figures): boolean =>
  [figures.answeredRight, figures.refusedRight, figures.answersCitingRightPage, figures.refusalsThatShouldBe].every(
    (share) => ratio(share) >= ANSWER_GOAL,
  );

export interface Evaluation {
  readonly results: readonly QuestionResult[];
  readonly bySet: ReadonlyMap<string, Figures>;
  readonly all: Figures;
}

/** Asks every question of the older sets once over the knowledge compiled from content/ (or with the given asker). */
export const runEvaluation = async (given?: Ask): Promise<Evaluation> => {
  const ask = given ?? createEvaluationAsker(await evaluationKnowledge());
  const results: QuestionResult[] = [];
  for (const { name, file } of EVALUATION_SETS) {
    for (const entry of readEvaluationSet(file)) {
      const answer = await ask(entry.question);
      results.push({ set: name, entry, answer, ...judge(entry, answer) });
    }
  }
  const bySet = new Map(
    EVALUATION_SETS.map(({ name }) => [name, figuresOf(results.filter((result) => result.set === name))]),
  );
  return { results, bySet, all: figuresOf(results) };
};
