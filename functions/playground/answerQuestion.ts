// The use case behind the playground. In order: a request the playground declines (instructions aimed at the
// assistant, another customer's affairs, legal advice, a creative request, an off-site topic) gets its own reply; a
// free trial the site does not mention gets the site's answer; then the question, normalised (contractions, numbers
// in words), is answered part by part: a figure to work out by the domain's own functions (tools/), a comparison
// from each side's passage, or a search of the site's knowledge, judged after retrieval. When nothing answers a
// part, the reply says the site does not say, with the nearest thing it does say. A configured model gets the same
// passages and the same tools; without one, or when it fails, the embedded reply is the answer. Retrieval and the
// embedded reply are memoised per question (bounded), since both are deterministic.
import { createAnswerCache } from './answerCache';
import { answerFormOf } from './answerForm';
import {
  CREATIVE_TEXT,
  INSTRUCTIONS_TEXT,
  LEGAL_ADVICE_TEXT,
  NO_ANSWER_TEXT,
  NO_TRIAL_LINKS,
  NO_TRIAL_SENTENCES,
  NO_TRIAL_TEXT,
  OTHER_CUSTOMER_TEXT,
  silenceText,
} from './answerCopy';
import {
  answeringSentences,
  composeFromList,
  composeFromPassages,
  MAX_ANSWER_WORDS,
  nearestText,
  ownTitle,
  sentencesOf,
  sourcesLine,
  termsIn,
} from './composeAnswer';
import { normalizeQuestion } from './normalizeQuestion';
import type { KnowledgeBase, LanguageModel, Logger, Passage, RetrievedPassage } from './ports';
import { classifyQuestion, TRIAL_WORD, type QuestionIntent } from './questionIntent';
import { ALSO_NEAREST, processTerm, THINGS_THE_SITE_DOES_NOT_NAME, thingsNamedInOtherWords } from './searchOptions';
import { pathOf } from '../../src/domain/site/routes';
import type { FigureAnswer, FigureLink } from './tools/figureAnswer';
import {
  asksForFigure,
  type FigureQuestion,
  plansIn,
  readFigureQuestion,
  readFigureQuestions,
} from './tools/readFigureQuestion';
import { runFigureQuestion } from './tools/toolCatalogue';
import { CASE_STUDY_ID_PREFIX } from './knowledge/contentPassages';
import { isPlanPassage, planPassageId } from './knowledge/pricingPassages';

/** How many passages are retrieved per part, and handed to a model as grounding. */
export const RETRIEVED_PASSAGES = 6;
/** Distinct questions remembered at most (a few hundred KiB). */
export const ANSWER_CACHE_ENTRIES = 1000;
/** A question is searched again without one of its words only when at least this many remain. */
export const MIN_RELAXED_TERMS = 2;
/** Parts of a multi-part question answered at most. */
export const MAX_PARTS = 3;
/** The fewest words a part of a question is answered in. */
export const MIN_PART_WORDS = 36;

export interface AnswerQuestionDeps {
  readonly knowledge: KnowledgeBase;
  /** Absent when no provider is configured: the embedded answerer replies alone. */
  readonly model?: LanguageModel;
  readonly logger: Logger;
  readonly cacheEntries?: number;
}

export type AnswerQuestion = (question: string) => Promise<string>;

interface Embedded {
  /** Grounding for a model; empty when the question is declined or nothing on the site is relevant. */
  readonly passages: readonly Passage[];
  readonly answer: string;
}

const DECLINED: Partial<Record<QuestionIntent['kind'], string>> = {
  instructions: INSTRUCTIONS_TEXT,
  offSite: NO_ANSWER_TEXT,
  otherCustomer: OTHER_CUSTOMER_TEXT,
  legalAdvice: LEGAL_ADVICE_TEXT,
  creative: CREATIVE_TEXT,
};

/** A question's parts: its sentences that ask something ("How much…? And do you…?"), at most MAX_PARTS. */
export const questionParts = (question: string): readonly string[] => {
  const parts = question
    .split(
      /(?<=[?!])\s+|\s*;\s*|,\s+like\s+(?=(?:how|what|when|where|which|who)\b)|,?\s+and\s+(?=(?:how|what|when|where|which|who|why|is|are|do|does|can|could|will)\b)|,?\s+and\s+(?=if\b)|(?<=^\W*(?:how|what|where|which|who|whats|what's|when's|when\s+(?:is|are|does|do|will))\b[^,?]*),\s+(?=(?:does|do|is|are|can|will|how|what|when|where)\s)|\.\s+(?=(?:and\s+|also\s+)?(?:what|how|do|does|is|are|can|could|will|would|which|who|where|when|why)\b)|\s+(?:and\s+also|also,?|plus,?)\s+(?=(?:what|how|do|does|is|are|can|will|which|who|where|when|why)\b)/i,
    )
    .map((part) => part.trim())
    .filter((part) => /[a-z0-9]/i.test(part));
  // A part that is only a question word ("who started Threo and when?") asks it of the part before.
  const whole = parts.map((part, index) => {
    const previous = parts[index - 1];
    if (previous === undefined || !BARE_QUESTION_WORD.test(part)) return part;
    return `${part.replace(/[?!.]+$/, '')} ${previous.replace(/^\W*(?:how|what|when|where|which|who|why)(?:'s|\s+is|\s+are|\s+did|\s+does|\s+do)?\s+/i, '')}`;
  });
  return whole.length <= MAX_PARTS ? whole : [...whole.slice(0, MAX_PARTS - 1), whole.slice(MAX_PARTS - 1).join(' ')];
};

/** "when?", "and how much", "where exactly": a question word with at most one more word. */
const BARE_QUESTION_WORD = /^\W*(?:and\s+)?(?:how|what|when|where|which|who|why)(?:\s+\w+)?\W*$/i;

const stemOf = (word: string): readonly string[] => {
  const processed = processTerm(word);
  return processed === null ? [] : Array.isArray(processed) ? processed : [processed];
};

/** "Type II": a roman numeral names no thing of its own. */
const ROMAN_NUMERAL = /^(?:I{1,3}|IV|VI{0,3}|IX|X)$/;

/**
 * The words of a part whose terms no passage matches and that name something: capitalised past the start, or in
 * capitals.
 */
const unnamedThings = (part: string, unmatched: readonly string[], matchedShare: number): readonly string[] => {
  const missing = new Set(unmatched);
  const tokens = part.match(/[A-Za-z][A-Za-z0-9&+-]*/g) ?? [];
  // Half the question's weight or more in words the site never uses: those words are what it asks about.
  const integration = INTEGRATION_CUE.test(part) || matchedShare <= UNNAMED_SHARE;
  return [
    ...new Set(
      tokens.filter((token, index) => {
        // A thing the search knows the site does not name ("datacenter", "okta") is named in any case.
        const own = stemOf(token)[0];
        const named =
          integration ||
          (index > 0 && /^[A-Z]/.test(token)) ||
          /^[A-Z0-9]{2,}$/.test(token) ||
          THINGS_THE_SITE_DOES_NOT_NAME.has(token.toLowerCase());
        // The word itself, not what it is related to ("BAA" → HIPAA), must be on the site ("on-prem" is searched as
        // "onprem").
        return named && !ROMAN_NUMERAL.test(token) && own !== undefined && (missing.has(own) || missing.has(own.replace(/-/g, '')));
      }),
    ),
  ];
};

/** "besides price", "apart from the cost": what is asked is everything but the price. */
const BEYOND_PRICE =
  /\b(?:besides|apart\s+from|other\s+than|aside\s+from|except(?:\s+for)?|beyond|not\s+counting)\s+(?:the\s+)?(?:price|prices|pricing|cost|costs)\b/i;

/** The words that set two things side by side, not what is asked of them. */
const COMPARISON_WORDS: ReadonlySet<string> = new Set(['diff', 'differ', 'different', 'difference', 'compar', 'better', 'choose', 'each', 'versus']);

/** A sentence that asks: a question mark, or a question word or auxiliary first. */
const ASKS_SOMETHING =
  /\?|^\W*(?:and\s+|also\s+|so\s+)?(?:how|what|when|where|which|who|why|is|are|do|does|did|can|could|will|would|should|any|tell)\b/i;

/** A part that is only a verb and its subject ("is threo?", "do you?"): it asks the part before's question of it. */
const ELLIPTICAL = /^\W*(?:and\s+)?(?:is|are|does|do|can|will|has|have|r)\s+(?:threo|you|u|it|they|yours|urs)(?:\s+too)?\W*$/i;

/**
 * A part that follows on from the one before ("…when is the webinar? and if I can't make it, do I get a recording?",
 * "…is our data gone then?", "have you done anything for companies like us"): it opens with a condition or ends on a
 * word that points back ("how long do we have to dispute one"), a refusal without its object ("and can i say no") or
 * nothing but question words ("…webinars coming up? when and what time"), asks when it hears back (from what the
 * part before did: "how do i apply to be a partner and how fast do u get back to me") or whose job the thing before is
 * ("…whose job is it to deal with that, mine or urs?"), or is only a verb and its subject ("…our vendors are iso 27001
 * certified. is threo?"), so it is searched with the part before it.
 */
const FOLLOW_UP_WORDS =
  /^\W*(?:and\s+)?(?:what|how|why|where|when|who)\s+(?:does|do|is|are|can|will|would|did)\s+(?:it|they|them)\b|^\W*(?:and\s+|but\s+|so\s+)?(?:if|what\s+if|what\s+about|how\s+about|not\s+even|like|then|do\s+(?:i|we)|does\s+(?:it|that)|is\s+(?:it|that)|are\s+they|can\s+(?:i|we)\s+still)\b|\b(?:then|it|that|them|those|this|things|everything)(?:\s+(?:work|ok|okay|fine|possible|allowed|count|apply|matter|back|off|on|after))?\W*$|\b(?:it|its|it\s+is|they|they\s+are)\s+(?:\w+\s+)?(?:deleted|gone|removed|kept|stored|lost|wiped|purged|erased)\b|\blike\s+(?:us|ours|that|this)\b|\bchange\s+(?:my|our)\s+mind\b|\b(?:say\s+no|opt\s+out|refuse|decline|object)\W*$|\bget(?:s|ting)?\s+back\s+to\s+(?:me|us)\b|\bhear\s+back\b|\b(?:mine|me)\s+or\s+(?:yours|urs|you|u)\W*$|^\W*(?:what\s+time|when|where|how\s+long|how\s+much)(?:\s+(?:and\s+)?(?:when|where|what\s+time))*\W*$|\b(?:dispute|cancel|claim|pause|delete|export|renew|raise|file|open|add|remove|change)\s+(?:one|1)\b(?!\s+(?:of|more|or|\d))/i;
const followsOn = (part: string): boolean => FOLLOW_UP_WORDS.test(part) || ELLIPTICAL.test(part);

/**
 * A part that only adds a thing to the question before ("how long do you keep my message? and server logs?"): it asks
 * the same of its thing, so its answer takes the form the part before expects (a time, here).
 */
const ADDED_THING =
  /^\W*(?:and|or|also|plus|what\s+about|how\s+about)\s+(?:the\s+|your\s+|my\s+|our\s+)?[\w-]+(?:\s+[\w-]+){0,2}\W*$|^\W*(?:the\s+)?[\w-]+(?:\s+[\w-]+){0,2}\s+(?:too|as\s+well)\W*(?:pls|please|thanks)?\W*$/i;

/** Each part's text without the sentences a part before it already said; a part left with nothing is dropped. */
const withoutRepeats = (texts: readonly string[]): readonly string[] => {
  const said = new Set<string>();
  return texts.flatMap((text) => {
    const fresh = sentencesOf(text).filter((sentence) => !said.has(sentence));
    for (const sentence of fresh) said.add(sentence);
    return fresh.length === 0 ? [] : [fresh.join(' ')];
  });
};

/** How a visitor asks for the answer's style ("explain like I'm not technical"): not part of what they ask. */
const STYLE_REQUESTS =
  /\b(?:explain|describe|tell\s+me|say)\s+(?:it\s+)?(?:like|as\s+if|in)\s+(?:i\s+am|i'm|im|to|a|plain|simple|layman'?s?)\b[^?.!]*|\b(?:in\s+(?:plain\s+english|simple\s+terms|a\s+nutshell|short|(?:a|one)\s+(?:sentence|line)|a\s+few\s+words)|eli5|tl;?dr|briefly)\b/gi;

/** "Do you support SSO?": "support" asks whether SSO is offered; the topic is SSO, not the support desk. */
const ASKS_IF_OFFERED =
  /\b(do|does|can|will|would|is|are)\s+(you(?:\s+guys|\s+all|\s+folks)?|u|it|they|threo\w*|the\s+\w+|your\s+\w+)\s+(?:support|have|allow|handle|come\s+with)\b/gi;

/** Asking whether the product works with another system: a system the site does not name is said to be unnamed. */
const INTEGRATION_CUE =
  /\b(?:integrat\w*|connect\w*|works?\s+(?:with|inside)|plug(?:s|ged)?\s+(?:in)?to|plug\s+straight\s+into|sync\w*|compatible|hook(?:s|ed)?\s+(?:up|in|into|to))\b/i;

/** The words of the card that says how an agent reaches any system: in code, through its API. */
const CONNECTS_ANY_SYSTEM = 'connectors api extension';

/** Asking which person does something ("who runs security", "who's in charge of product", "who founded Threo"). */
const PERSON_CUE =
  /\bwho(?:'s|\s+is|\s+are)?\s+(?:\w+\s+){0,2}?(?:runs?|running|leads?|leading|heads?|owns?(?!\s+(?:the|our|my|your|what|any|all)\b)|in\s+charge|responsible|founded|started|behind|ceo|cto|boss|manages?|managing|looks?\s+after|takes?\s+care\s+of|oversees?)\b|\b(?:name|person)\b[^?.!]{0,30}\b(?:runs?|running|leads?|heads?|in\s+charge)\b/i;

/** What the site says of what an unnamed thing is related to is chosen among this many passages. */
const RELATED_SEARCH_DEPTH = 12;

/** A question about who does something is answered by the people the leadership page names, among this many found. */
const PERSON_SEARCH_DEPTH = 30;

/**
 * Asking for customer stories ("got any examples for manufacturers?", "do you have case studies in healthcare"), not
 * about one story ("the kessler case study: did the ai …") nor testing "on real examples".
 */
const ASKS_FOR_STORIES =
  /\b(?:any|got|have|has|share|show|give|know|more|other|some)\b[^?.!]{0,25}\b(?:examples?|case\s+stud(?:y|ies)|(?:customer|success|real[\s-]world)\s+stor(?:y|ies)|stories)\b(?!\s+(?:questions?|prompts?|starters?))|\bcase\s+studies\b|\bcustomer\s+stories\b/i;
/** An address asked for is looked for among this many passages; a card of at most this many words is said whole. */
const ADDRESS_SEARCH_DEPTH = 20;
const WHOLE_CARD_WORDS = 30;
/** Customer stories are chosen among this many passages. */
const STORY_SEARCH_DEPTH = 20;
const MAX_STORIES = 2;
/** The words that ask for a story, not what it is about. */
const STORY_WORDS = new Set(
  ['example', 'case', 'study', 'customer', 'story', 'real', 'world', 'company', 'success', 'work', 'use', 'got'].flatMap(
    (word) => processTerm(word) ?? [],
  ),
);
const LEADERSHIP_PATH = pathOf('leadership');

/** At most this share of a question's weight matched by the site, and its other words name what it asks about. */
const UNNAMED_SHARE = 0.5;

/** Asking which thing is best or to recommend one. */
const RECOMMENDATION = /\b(?:best|which\s+(?:one\s+)?is\s+better|recommend\w*|suggest\w*)\b/i;

/**
 * Whether a question speaks to the company ("do you…", "does Threo…"): a miss is then the site's silence, not off
 * topic.
 */
const ADDRESSES_THREO =
  /\b(?:you|your|yours|u|ur|threo\w*|y'all|we|our|us)\b|^\W*(?:is|are)\s+there\b|\b(?:supported|available|included)\b/i;

interface PartAnswer {
  readonly text: string;
  readonly links: readonly FigureLink[];
  readonly passages: readonly Passage[];
  /** True when the part was found on the site or worked out; false for a silence. */
  readonly found: boolean;
  /** Whether anything near was found at all (a silence with a nearest passage). */
  readonly near: boolean;
  /** What the part names that the site does not (a silence's subject). */
  readonly unnamed?: readonly string[];
}

/**
 * The one plan a question asks about ("what's in the team plan? … how big can files be"), read as the figure tools
 * read plans: named as a plan, and no other plan named.
 */
const soloPlanOf = (question: string): string | undefined => {
  const [only, ...others] = plansIn(question);
  return only !== undefined && others.length === 0 ? planPassageId(only) : undefined;
};

const linkOf = (passage: Passage): FigureLink => ({ label: passage.page, href: passage.url });
const pageOf = (href: string): string => href.replace(/[#?].*$/, '');

export const createAnswerQuestion = ({
  knowledge,
  model,
  logger,
  cacheEntries = ANSWER_CACHE_ENTRIES,
}: AnswerQuestionDeps): AnswerQuestion => {
  const cache = createAnswerCache<Embedded>(cacheEntries);

  /**
   * A figure worked out by its tool, with the link of the page that works the same rule out in prose when the site
   * has one (the ROI method's post): the knowledge's best passage for what the tool says that page is about, matching
   * all of it, on a page the tool does not link already.
   */
  const runFigure = (figure: FigureQuestion): FigureAnswer | undefined => {
    const worked = runFigureQuestion(figure);
    if (worked?.explainedBy === undefined) return worked;
    const found = knowledge.search(worked.explainedBy, 1);
    const best = found.passages[0]?.passage;
    const linked = new Set(worked.links.map((link) => pageOf(link.href)));
    return best === undefined || found.matchedShare < 1 || linked.has(pageOf(best.url))
      ? worked
      : { ...worked, links: [...worked.links, linkOf(best)] };
  };

  /**
   * A question whose words, all together, no passage answers well enough: one of its words may be a turn of phrase
   * that pulls the search elsewhere ("save going annual", "saw something about a webinar"). Each word is left out in
   * turn, and the best answer the other words find (of at least MIN_RELAXED_TERMS of them) is the reply.
   */
  const relaxed = (part: string, terms: readonly string[], budget: number): ReturnType<typeof composeFromPassages> => {
    if (terms.length <= MIN_RELAXED_TERMS) return undefined;
    const words = part.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
    let best:
      { readonly score: number; readonly composed: NonNullable<ReturnType<typeof composeFromPassages>> } | undefined;
    for (const term of terms) {
      const without = words.filter((word) => !stemOf(word).includes(term)).join(' ');
      const result = knowledge.search(without, RETRIEVED_PASSAGES);
      const composed = composeFromPassages(
        result.passages,
        result.terms,
        budget,
        stemOf,
        (other) => result.weights.get(other) ?? 1,
      );
      const score = result.passages[0]?.score ?? 0;
      if (composed !== undefined && (best === undefined || score > best.score)) best = { score, composed };
    }
    return best?.composed;
  };

  /**
   * `context`: the part before, searched with this one when this one follows on from it; `asked`: the words whose
   * question form the answer takes (the part itself, or the part before for an added thing); `said`: the sentences
   * the parts before already say, which this part does not repeat.
   */
  const answerPart = (
    part: string,
    budget: number,
    context = '',
    asked = part,
    said: ReadonlySet<string> = new Set(),
    compared: readonly string[] = [],
    soloPlan?: string,
  ): PartAnswer => {
    const figure = readFigureQuestion(part);
    const worked = figure === undefined ? undefined : runFigure(figure);
    if (worked !== undefined) {
      // A model is grounded on what the site says about it too, and offered the same tools.
      const grounding = knowledge.search(part, RETRIEVED_PASSAGES).passages.map((item) => item.passage);
      return { text: worked.text, links: worked.links, passages: grounding, found: true, near: true };
    }
    // A part naming no plan after one that named a single plan asks about that plan, when the plan's passage says it
    // ("…how big can files be"); said already by the part before, it adds nothing.
    const plan = soloPlan === undefined || soloPlanOf(part) !== undefined ? undefined : knowledge.passage(soloPlan);
    if (plan !== undefined) {
      const terms = knowledge.search(part, 1).terms;
      const own = terms.length > 0 ? answeringSentences(plan, terms, budget, stemOf) : '';
      if (termsIn(own, terms, stemOf).length > 0) {
        const fresh = sentencesOf(own).filter((sentence) => !said.has(sentence) && !said.has(`${ownTitle(plan)}: ${sentence}`));
        return { text: fresh.join(' '), links: [linkOf(plan)], passages: [plan], found: true, near: true };
      }
    }
    const classified = classifyQuestion(part);
    // The trial reply answers a part that asks about a free trial by name ("can we try it free first?"): what the site
    // says of one is that it offers none. "is it free?" after a webinar asks about the webinar.
    if (classified.kind === 'trial' && /\b(?:trials?|try|trying)\b/i.test(part) && !knowledge.mentions(TRIAL_WORD))
      return { text: NO_TRIAL_SENTENCES, links: NO_TRIAL_LINKS, passages: [], found: true, near: true };
    // A part after a comparison of two plans that names neither ("…and how long do chats stick around") asks it of
    // both.
    const intent: QuestionIntent =
      classified.kind === 'search' && compared.length >= 2 ? { kind: 'comparison', passageIds: compared } : classified;
    if (intent.kind === 'comparison') {
      const sides = intent.passageIds.flatMap((id) => knowledge.passage(id) ?? []);
      // "besides price": what each comes with, not what it costs.
      const beyondPrice = BEYOND_PRICE.test(part);
      if (sides.length >= 2) {
        const perSide = Math.floor(budget / sides.length);
        // Each side's sentences that answer what the part asks ("max file upload size"); with nothing more asked, what
        // each is and costs (a plan: its price and what it comes with).
        const named = new Set(sides.flatMap((side) => side.title.split(/\s+/).flatMap(stemOf)));
        const terms = knowledge
          .search(part.replace(BEYOND_PRICE, ' '), 1)
          .terms.filter((term) => !named.has(term) && !COMPARISON_WORDS.has(term));
        const answering = sides.map((passage) => {
          const own = terms.length > 0 ? answeringSentences(passage, terms, perSide, stemOf) : '';
          return termsIn(own, terms, stemOf).length > 0 ? own : undefined;
        });
        const overview = (passage: Passage): string => {
          const sentences = sentencesOf(passage.text);
          if (isPlanPassage(passage) && sentences.length > 2)
            return beyondPrice
              ? `${ownTitle(passage)}: ${sentences[sentences.length - 1]}`
              : `${sentences[0]} ${sentences[sentences.length - 1]}`;
          // A side of two sentences (an agent: its price, then what it does) is said whole.
          if (sentences.length <= 2) return passage.text;
          return answeringSentences(passage, stemOf(passage.title).concat(['cost', 'price']), perSide, stemOf) || passage.text;
        };
        // Asked something neither plan's passage says ("support turnaround on team or business"): searched instead.
        const plans = sides.every(isPlanPassage);
        const text =
          plans && terms.length > 0 && answering.every((own) => own === undefined)
            ? undefined
            : sides.map((passage, index) => answering[index] ?? overview(passage)).join(' ');
        // What a part before already said of each side (its name aside) is not said again.
        const fresh =
          text === undefined
            ? undefined
            : sentencesOf(text)
                .filter((sentence) => !said.has(sentence) && !said.has(sentence.replace(/^[^:]{1,40}:\s+/, '')))
                .join(' ');
        if (fresh !== undefined)
          return { text: fresh, links: sides.map(linkOf), passages: sides, found: true, near: true };
      }
    }
    // "Got any examples for manufacturers?": the customer stories the search finds near its best answer, each by its
    // title, customer and summary, as the case studies page lists them.
    if (ASKS_FOR_STORIES.test(part)) {
      const subject = knowledge.search(part, 1).terms.filter((term) => !STORY_WORDS.has(term));
      const storyIds = knowledge
        .search(`${part} case study customer story`, STORY_SEARCH_DEPTH)
        .passages.map((item) => item.passage.id)
        .filter((id) => id.startsWith(CASE_STUDY_ID_PREFIX))
        .map((id) => id.split('#')[0] ?? '');
      const leadOf = (story: Passage): string => sentencesOf(story.text)[0] ?? story.text;
      // A story is about what the part asks when its summary or its industry, customer or tags say it.
      const stories = [...new Set(storyIds)]
        .flatMap((id) => knowledge.passage(id) ?? [])
        .filter((story) => termsIn(`${leadOf(story)} ${story.keywords}`, subject, stemOf).length > 0)
        .slice(0, MAX_STORIES);
      if (stories.length > 0)
        return {
          text: stories.map(leadOf).join(' '),
          links: stories.map(linkOf),
          passages: stories,
          found: true,
          near: true,
        };
    }
    // "Whats the support email": the passage nearest the question (and the part it follows) that gives an address,
    // whole when it is a short card ("Customer support. Help with ThreoAI or ThreoBuilder. Email: …").
    const form = answerFormOf(asked);
    if (form?.name === 'address') {
      const withAddress = knowledge
        .search(`${context === '' ? part : `${part} ${context}`} email`, ADDRESS_SEARCH_DEPTH)
        .passages.find((item) => form.fits(item.passage.text));
      if (withAddress !== undefined) {
        const { passage } = withAddress;
        const short = passage.text.split(/\s+/).length <= WHOLE_CARD_WORDS;
        return {
          text: short ? passage.text : sentencesOf(passage.text).filter(form.fits).join(' '),
          links: [linkOf(passage)],
          passages: [passage],
          found: true,
          near: true,
        };
      }
    }
    // For another system, the nearest thing is how the product connects to systems: its integrations and APIs. A
    // question about who does something at Threo is answered from the people the leadership page names.
    // "Who is responsible for them?" asks about what the question named before, not about a role at Threo.
    // "How long has Threo been around, who started it?" asks a date too: not only the people.
    const asksForPerson =
      PERSON_CUE.test(part) &&
      !/\b(?:for|of)\s+(?:them|it|this|that|those|these)\b/i.test(part) &&
      !/\b(?:when|how\s+long|what\s+year)\b/i.test(part);
    const query = context === '' ? part : `${part} ${context}`;
    const searched = knowledge.search(
      INTEGRATION_CUE.test(part) ? `${query} api` : asksForPerson ? `${query} leadership` : query,
      asksForPerson ? PERSON_SEARCH_DEPTH : RETRIEVED_PASSAGES,
    );
    const people = searched.passages.filter((item) => item.passage.url === LEADERSHIP_PATH);
    const result = {
      ...searched,
      passages: (asksForPerson && people.length > 0 ? people : searched.passages).slice(0, RETRIEVED_PASSAGES),
    };
    const retrieved: readonly RetrievedPassage[] = result.passages;
    // An elliptical part ("is threo?") names its thing in the part before.
    const unnamed = unnamedThings(ELLIPTICAL.test(part) ? query : part, result.unmatched, result.matchedShare);
    // A thing the site does not name, named in other words ("self host" for on-premises): the part is the site's
    // silence on the visitor's words, with what the site says of that kind of thing.
    const inOtherWords =
      unnamed.length > 0
        ? []
        : thingsNamedInOtherWords(part).filter(({ thing }) =>
            [thing, stemOf(thing)[0]].some((term) => term !== undefined && result.unmatched.includes(term)),
          );
    // A part whose every answering sentence a part before already said is answered by it (said once).
    const fromPassages = (exclude: ReadonlySet<string>): ReturnType<typeof composeFromPassages> =>
      composeFromPassages(
        retrieved,
        result.terms,
        budget,
        stemOf,
        (term) => result.weights.get(term) ?? 1,
        form,
        exclude,
      );
    const composed =
      composeFromList(retrieved, knowledge.passage, result.terms, budget, stemOf) ??
      fromPassages(said) ??
      (said.size === 0 ? undefined : fromPassages(new Set())) ??
      (unnamed.length === 0 && result.unmatched.length === 0 ? relaxed(part, result.terms, budget) : undefined);
    if (composed !== undefined && unnamed.length === 0 && inOtherWords.length === 0) {
      return {
        text: composed.text,
        links: composed.sources.map(linkOf),
        passages: retrieved.map((item) => item.passage),
        found: true,
        near: true,
      };
    }
    // What the site says about what an unnamed thing is related to ("BAA" → HIPAA) is the nearest thing it says.
    const related = [
      ...new Set([...unnamed, ...inOtherWords.map(({ thing }) => thing)].flatMap((thing) => stemOf(thing).slice(1))),
    ];
    // Words said within others ("hosted in australia" in "hosted in australia only") are named once, in the longer.
    const silentOn = [...new Set([...unnamed, ...inOtherWords.map(({ words }) => words)])].filter(
      (words, index, all) => !all.some((other, at) => at !== index && other !== words && other.includes(words)),
    );
    const relatedNearest =
      related.length === 0
        ? undefined
        : nearestText(knowledge.search(related.join(' '), RELATED_SEARCH_DEPTH).passages, related, stemOf);
    const kindNearest =
      relatedNearest ??
      (composed !== undefined
        ? `${composed.text} ([${composed.sources[0]?.page}](${composed.sources[0]?.url}))`
        : nearestText(retrieved, result.terms, stemOf));
    // Another system the site does not name is one an agent may reach through its API: said beside the kind.
    const throughApi =
      INTEGRATION_CUE.test(part) && !/\bAPI\b/.test(kindNearest ?? '')
        ? nearestText(knowledge.search(CONNECTS_ANY_SYSTEM, RELATED_SEARCH_DEPTH).passages, ['api'], stemOf)
        : undefined;
    const also = [...unnamed.map((token) => stemOf(token)[0]), ...inOtherWords.map(({ thing }) => thing)]
      .map((thing) => (thing === undefined ? undefined : ALSO_NEAREST.get(thing)))
      .find((each) => each !== undefined);
    const alsoNearest =
      also === undefined
        ? undefined
        : nearestText(knowledge.search(also.search, RELATED_SEARCH_DEPTH).passages, [also.term], stemOf);
    const nearest = [kindNearest, throughApi, alsoNearest].filter(Boolean).join(' ') || undefined;
    return {
      text: silenceText(silentOn, nearest),
      unnamed: silentOn,
      links: [],
      passages: retrieved.map((item) => item.passage),
      found: false,
      // A thing the site does not name but knows the kind of ("nonprofits": its discounts) is near the site.
      near:
        nearest !== undefined &&
        (ADDRESSES_THREO.test(part) ||
          INTEGRATION_CUE.test(part) ||
          result.matchedShare >= 0.5 ||
          relatedNearest !== undefined),
    };
  };

  const embedded = (question: string): Embedded => {
    const intent = classifyQuestion(question);
    const declined = DECLINED[intent.kind];
    if (declined !== undefined) return { passages: [], answer: declined };
    const normalized = normalizeQuestion(question).replace(STYLE_REQUESTS, ' ').replace(ASKS_IF_OFFERED, '$1 $2');
    // A question that only asks about a free trial gets the trial reply; one that asks more gets it as a part.
    if (intent.kind === 'trial' && !knowledge.mentions(TRIAL_WORD) && questionParts(normalized).length === 1)
      return { passages: [], answer: NO_TRIAL_TEXT };
    // A figure is read from the whole question (its values may sit in one sentence and the ask in the next); the
    // other parts are answered only when they ask something else.
    const figures = readFigureQuestions(normalized).flatMap((figure) => runFigure(figure) ?? []);
    const worked =
      figures.length === 0
        ? undefined
        : {
            text: figures.map((figure) => figure.text).join(' '),
            links: figures
              .flatMap((figure) => figure.links)
              .filter((link, index, all) => all.findIndex((other) => other.href === link.href) === index),
          };
    // With a figure worked out, a part that only states the scenario's values ("3 employees at 52k, 60% automatable.")
    // asks nothing more.
    const allParts = questionParts(normalized);
    const parts = allParts.filter(
      (part) => worked === undefined || (!asksForFigure(part) && ASKS_SOMETHING.test(part)),
    );
    // Each part's share of the words, at least a short sentence pair's (a third of the answer's words leaves a part
    // of three one sentence: "overdue … suspended" without "overdue … interest").
    const budget = Math.max(
      MIN_PART_WORDS,
      Math.floor(MAX_ANSWER_WORDS / Math.max(1, parts.length + (worked === undefined ? 0 : 1))),
    );
    const answered: PartAnswer[] =
      worked === undefined
        ? []
        : [
            {
              text: worked.text,
              links: worked.links,
              passages: knowledge.search(normalized, RETRIEVED_PASSAGES).passages.map((item) => item.passage),
              found: true,
              near: true,
            },
          ];
    // The plans the last comparison set side by side, for the parts after it that name neither.
    let compared: readonly string[] = [];
    const soloPlan = soloPlanOf(normalized);
    for (const part of parts) {
      const said = new Set(answered.flatMap((other) => (other.found ? sentencesOf(other.text) : [])));
      const own = classifyQuestion(part);
      if (own.kind === 'comparison') compared = own.passageIds;
      // The part before in the question, though a figure worked out answered it ("how much is the HR agent… and what
      // does it do"), with the ones it follows on from ("when is the webinar? does it cost anything? what if i can't
      // make it": the webinar is what the last asks about).
      const index = allParts.indexOf(part);
      let start = index - 1;
      while (start > 0 && followsOn(allParts[start] ?? '')) start -= 1;
      const before = allParts.slice(Math.max(0, start), index).join(' ');
      if (!ADDED_THING.test(part)) {
        const plan = part === parts[0] ? undefined : soloPlan;
        const followed = followsOn(part)
          ? answerPart(part, budget, before, part, said, compared, plan)
          : undefined;
        // A follow-up whose answer with the part before only repeats what was said is searched alone, when alone it
        // answers about what the part before asked ("what uptime do you guarantee and how do the service credits work
        // if you miss it": the credits for missed uptime).
        const repeats =
          followed !== undefined &&
          followed.found &&
          sentencesOf(followed.text).every((sentence) => said.has(sentence));
        if (followed !== undefined && !repeats) {
          answered.push(followed);
          continue;
        }
        const alone = answerPart(part, budget, '', part, said, compared, plan);
        // Alone, it is on the subject of the part before when it shares a word of it, or when the answer before only
        // repeats and alone it is found on a page the part before was answered from ("…how long do u keep my
        // details? and do u sell them?": the privacy policy).
        const pagesBefore = new Set(answered.flatMap((other) => other.links.map((link) => pageOf(link.href))));
        const onSubject =
          followed === undefined ||
          (repeats && alone.found && alone.links.some((link) => pagesBefore.has(pageOf(link.href)))) ||
          termsIn(alone.text, knowledge.search(before, 1).terms, stemOf).length > 0;
        answered.push(onSubject ? alone : followed);
        continue;
      }
      // An added thing is searched alone, and with the part before when its answer is not in the form that part
      // expects ("how long do you keep…? and the analytics data" wants a time).
      const asked = `${before} ${part}`;
      const form = answerFormOf(asked);
      const alone = answerPart(part, budget, '', asked, said);
      answered.push(
        form === undefined || !alone.found || form.fits(alone.text)
          ? alone
          : answerPart(part, budget, before, asked, said),
      );
    }
    const found = answered.filter((part) => part.found);
    if (found.length === 0) {
      // The silence about a thing the question names says more than one about its context ("we're a clinic group."),
      // and a part that asks ("will you sign a BAA?") more than a statement ("we're a hospital group.").
      // A statement near the site ("asking for a friend lol") does not make a question about a carpet one about Threo.
      const named = answered.filter((part) => part.near && part.text.includes(' anything about '));
      const asks = (part: PartAnswer): boolean =>
        ASKS_SOMETHING.test(parts[answered.indexOf(part) - (worked === undefined ? 0 : 1)] ?? '');
      const silence =
        named.find(asks) ?? named[0] ?? answered.find((part) => part.near && (parts.length === 1 || asks(part)));
      // Which of two things the site never names is best ("the best crm, hubspot or salesforce?"), asked without
      // Threo: a recommendation the site cannot give, not a silence about them.
      if ((silence === undefined || RECOMMENDATION.test(question)) && !ADDRESSES_THREO.test(question))
        return { passages: [], answer: NO_ANSWER_TEXT };
      return {
        passages: answered.flatMap((part) => part.passages).slice(0, RETRIEVED_PASSAGES),
        answer: (silence ?? answered[0] ?? { text: NO_ANSWER_TEXT }).text,
      };
    }
    // A part that found nothing is said to be unanswered only when it named something the site does not.
    // A part answered with the same words as another (a figure read from the whole question) is said once.
    // A statement around the question ("our devs hammer llms all day.") is not said to be unanswered unless it names
    // something ("we need a BAA.").
    const asking = [...(worked === undefined ? [] : [true]), ...parts.map((part) => ASKS_SOMETHING.test(part))];
    const kept = answered.filter(
      (part, index) =>
        ((part.found && part.text !== '') ||
          (part.text.includes(' anything about ') &&
            (asking[index] === true || (part.unnamed ?? []).some((thing) => /^[A-Z]/.test(thing))))) &&
        answered.findIndex((other) => other.text === part.text) === index,
    );
    const sources = sourcesLine(kept.flatMap((part) => part.links));
    return {
      passages: [...new Set(kept.flatMap((part) => part.passages))].slice(0, RETRIEVED_PASSAGES),
      answer: [withoutRepeats(kept.map((part) => part.text)).join('\n\n'), sources].filter(Boolean).join('\n\n'),
    };
  };

  const retrieve = (question: string): Embedded => {
    const cached = cache.get(question);
    if (cached !== undefined) return cached;
    const value = embedded(question);
    cache.set(question, value);
    return value;
  };

  return async (question) => {
    const { passages, answer } = retrieve(question);
    // With nothing relevant to ground it on (or a declined request), a model could only guess.
    if (model === undefined || passages.length === 0) return answer;
    const started = performance.now();
    const result = await model.answer(question, passages);
    const elapsedMs = Math.round(performance.now() - started);
    if (result.ok) {
      logger.info('playground.model_answered', { elapsedMs });
      return result.answer;
    }
    logger.warn('playground.model_failed', { ...result.failure, elapsedMs, fallback: 'embedded' });
    return answer;
  };
};
