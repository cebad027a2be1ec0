// The knowledge behind the embedded answers: the generated file (compiled, loaded, refused when stale or
// broken), passages from compiled blog posts and case studies, and the build script's output.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFolders } from '../support/temporaryFolders';
import { buildKnowledge, readContent } from '../../scripts/buildKnowledge';
import { readLegalSources } from '../../scripts/knowledge/pageModules';
import { legalPassages } from '../../functions/playground/knowledge/legalPassages';
import { toBlogPostSummary, toCaseStudySummary, type BlogPost, type CaseStudy } from '../../src/domain/content';
import { compileKnowledge } from '../../functions/playground/knowledge/compileKnowledge';
import { contentPassages } from '../../functions/playground/knowledge/contentPassages';
import { domainPassages } from '../../functions/playground/knowledge/domainPassages';
import { markdownToPlainText, MAX_CHUNK_CHARS, splitIntoChunks } from '../../functions/playground/knowledge/plainText';
import { createKnowledgeBase } from '../../functions/playground/knowledgeBase';
import { loadKnowledge } from '../../functions/playground/loadKnowledge';
import { fuzzyForUnknownWords, processTerm, rephrase, stem } from '../../functions/playground/searchOptions';
import { normalizeQuestion } from '../../functions/playground/normalizeQuestion';
import { answerOf, ask, buildTestFunction, createMemoryLogger } from './playgroundTestKit';

const caseStudy: CaseStudy = {
  id: '6',
  company: 'A law firm',
  date: '2025-06-01',
  thumbnail: '/images/case-studies/trademark-protection-automation.svg',
  description: 'Trademark watching with an AI agent.',
  implementation: 'Two weeks of setup.',
  icon: 'Scale',
  content: '## Outcome\n\nThe firm files oppositions on time.',
  slug: 'trademark-protection-automation',
  title: 'Trademark Protection Automation',
  industry: 'Legal',
  summary: 'A law firm watches trademark registries with an AI agent.',
  challenge: 'Paralegals spent days scanning trademark gazettes by hand.',
  solution: 'An agent screens every new filing for conflicts overnight.',
  results: ['Screening time cut by 90%', 'No missed oppositions'],
  tags: ['Legal', 'Reduce Risk'],
};
const blogPost: BlogPost = {
  date: '2025-09-15',
  thumbnail: '/images/blog/getting-started-with-threoai.svg',
  author: 'Threo Team',
  slug: 'getting-started-with-threoai',
  title: 'Getting Started with ThreoAI',
  description: 'Your first week with the business AI portal.',
  category: 'Tutorials',
  tags: ['ThreoAI'],
  content:
    '# Day one\n\nInvite your colleagues and pick **your first model**. See [the docs](https://docs.example).\n\n## Day two\n\nConnect a knowledge folder.',
};

const tempDir = temporaryFolders('knowledge-');

describe('the knowledge passages', () => {
  it("says a trust card's heading with its text where the heading names what the text does not (the controller)", () => {
    const passages = compileKnowledge({ blog: [], caseStudies: [] }).passages;
    const roles = passages.find((passage) => passage.id === 'security:trust:roles');
    expect(roles?.text).toMatch(/^You are the controller, Threo the processor: You decide which data is processed/);
    // A heading its text restates is not said twice.
    expect(passages.find((passage) => passage.id === 'security:trust:incident-notice')?.text).toMatch(/^Threo notifies you/);
  });

  it('keeps a bold lead-in the sentence goes on from in the clause ("**In the Threo Platform**, your organisation …")', () => {
    const passages = readLegalSources(process.cwd()).flatMap(legalPassages);
    expect(passages.filter((passage) => /^[,;:a-z]/.test(passage.text)).map((passage) => passage.id)).toEqual([]);
    expect(passages.map((passage) => passage.text)).toContainEqual(
      expect.stringMatching(/^In the Threo Platform, your organisation \(our Customer\) is the controller of Your Data/),
    );
  });

  // Covers: PLAY-21
  it('compiles domain passages with unique ids, a page link and text', () => {
    const passages = domainPassages();
    expect(new Set(passages.map((passage) => passage.id)).size).toBe(passages.length);
    for (const passage of passages) {
      expect(passage.url).toMatch(/^\//);
      expect(passage.page.length).toBeGreaterThan(0);
      expect(passage.text.length).toBeGreaterThan(20);
    }
  });

  it('keeps the whole of a long post, its last paragraph included', () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) => `Paragraph ${index + 1}. ${'Words that fill it out. '.repeat(40)}`);
    const passages = contentPassages([{ ...blogPost, content: paragraphs.join('\n\n') }], []);
    expect(passages.map((passage) => passage.text).join(' ')).toContain('Paragraph 12.');
  });

  it('turns case studies and blog posts into passages that link to their pages', () => {
    const passages = contentPassages([blogPost], [caseStudy]);
    const study = passages.find((passage) => passage.id === 'case-study:trademark-protection-automation');
    expect(study?.url).toBe('/resources/case-studies/trademark-protection-automation');
    expect(study?.text).toContain('Screening time cut by 90%');
    expect(passages.filter((passage) => passage.id.startsWith('case-study:')).map((passage) => passage.id)).toEqual([
      'case-study:trademark-protection-automation',
      'case-study:trademark-protection-automation#1',
    ]);
    const post = passages.filter((passage) => passage.url === '/resources/blog/getting-started-with-threoai');
    expect(post.map((passage) => passage.text).join(' ')).toContain('pick your first model');
    expect(post.map((passage) => passage.text).join(' ')).not.toContain('https://docs.example');
  });

  it.each([
    ['prices', 'price'],
    ['integration', 'integrate'],
    ['integrations', 'integrates'],
    ['MSPs', 'msp'],
    ['policies', 'policy'],
  ])('reduces "%s" and "%s" to the same search term', (a, b) => {
    expect(processTerm(a)).toBe(processTerm(b));
  });

  it("searches turns of phrase in the site's words: going over the fair-use line is excessive usage, 'who even started' is who founded", () => {
    expect(rephrase('what happens if we go over')).toContain('excessive usage');
    expect(rephrase('what if one team goes crazy with it')).toContain('excessive usage');
    expect(rephrase('who even started threo')).toContain('who founded');
    expect(rephrase('got any examples of manufacturing companies')).toContain('manufacturing case study');
    expect(rephrase('what year was that who founded threo')).toContain('when was Threo founded');
    expect(rephrase("who's in charge of security")).toContain('owns leads');
    expect(rephrase('and whats the payment window')).toContain('payment terms');
    expect(rephrase('how fast do u get back to me')).toContain('respond');
    expect(rephrase('do u bill by tokens')).toContain('usage limited');
    expect(rephrase('will our prompts and docs get used to train AI models?')).toContain('anonymised');
    expect(rephrase('which llms can our ppl pick from')).toContain('choose among these AI models');
    // Heavy use and what happens then: contact first, limits as a last resort.
    expect(rephrase('if a few power users go nuts')).toContain('excessive usage percentile contact resort');
    expect(rephrase('even with unlimited are there rate limits or concurrency caps')).toContain(
      'API rate limits concurrent sessions technical restrictions',
    );
    // Code in ThreoBuilder, and a system with no connector: the developer extensions.
    expect(rephrase('can i write actual code in threobuilder')).toContain('developer extensions code');
    expect(rephrase('is threobuilder strictly no-code?')).toContain('developer extensions code');
    expect(rephrase('we need to hit an old internal api nobody has a connector for')).toContain(
      'connectors API documentation developer extensions',
    );
    expect(rephrase("'unlimited usage' sounds too good")).not.toContain('sound');
    // What a model provider keeps, and training on prompts: zero data retention by default.
    expect(rephrase('does openai or whoever keep the prompts?')).toContain('zero data retention model providers');
    expect(rephrase('do you train your models on our prompts?')).toContain('zero data retention');
    expect(processTerm('excel')).toContain('spreadsheet');
    // Work for others like the visitor is a case study; "who owns security" asks for a person.
    expect(rephrase('have you done anything like that for anyone')).toContain('case study');
    expect(rephrase('who owns security at threo')).toContain('who leads security');
    expect(rephrase('who owns the agents you build')).toContain('ownership rights');
    expect(rephrase('how quick do you get back?')).toContain('respond reply within');
    // Which cookies: the consent categories; what is stored before a choice is searched as asked.
    expect(rephrase('what cookies does ur site use?')).toContain('optional categories');
    expect(rephrase('what cookies does your website drop before i click anything')).not.toContain('optional categories');
    expect(processTerm('k8s')).toContain('subscript');
    expect(rephrase('and when do we hear about an incident')).toContain('notify notice');
    expect(processTerm('hourly')).toContain('rate');
    expect(rephrase('does the 10% off for paying yearly come off the agents')).toContain('10% off discount');
    expect(rephrase('can threobuilder hit some random rest api')).toContain('call some random rest api');
    expect(rephrase('if i hit reject all on your cookie banner what do you still store?')).toContain('strictly necessary');
    expect(rephrase('is there a cap on how much my team can use it?')).toContain('usage limited');
    // The partner programme's phases, the implementation approach, tax on prices, and what is stored before consent.
    expect(rephrase('how does your partner program actually work? is there like a phased thing')).toContain('three-phase method');
    expect(rephrase('how does an implementation with you guys usually go')).toContain('our implementation approach');
    expect(rephrase('are the prices incl sales tax/vat or is that on top')).toContain('fees exclusive of taxes');
    expect(rephrase('what cookies does your website set before i click accept?')).toContain('strictly necessary');
    expect(rephrase('and do u sell them')).toContain('sell personal data');
    expect(rephrase("worst case an agent screws up badly, what's the most we could get back")).toContain('liability cap');
    expect(rephrase('an agent screws up badly')).not.toContain('screws');
    // Throttling is what happens past the fair-use line, which the site draws at the 99th percentile.
    expect(processTerm('throttle')).toContain('percentile');
    expect(processTerm('overage')).toContain('excessive');
    // RAG is the site's retrieval-augmented generation.
    expect(processTerm('rag')).toContain('retrieval');
    // "charge" alone is a fee ("do you charge interest"), not who leads something.
    expect(processTerm('charge')).toBe('charge');
  });

  it('reads chat spellings as written out ("wats" → "what is")', () => {
    expect(normalizeQuestion('wats the price')).toBe('what is the price');
    expect(normalizeQuestion('r u hiring')).toBe('are u hiring');
    expect(normalizeQuestion('who started threo n when')).toBe('who started threo and when');
  });

  it('keeps words that only look plural, and drops stop words', () => {
    expect(processTerm('business')).toBe('business');
    expect(processTerm('status')).toBe('status');
    expect(processTerm('What')).toBeNull();
    expect(stem('agents')).toBe('agent');
    // A doubled consonant before an ending is one letter ("capped" meets "cap"); "billed" keeps its double l.
    expect(stem('capped')).toBe('cap');
    expect(stem('planning')).toBe('plan');
    expect(stem('billed')).toBe('bill');
  });

  it('matches fuzzily only longer words the index does not know', () => {
    const fuzzy = fuzzyForUnknownWords(new Set(['business', 'pricing']));
    expect(fuzzy('business')).toBe(false);
    expect(fuzzy('buisness')).toBeGreaterThan(0);
    expect(fuzzy('bizz')).toBe(false);
  });

  it('brings the words visitors use to the site\'s own: "yearly" to "annual", "compliant" to "compliance", "hire" to "jobs" and "positions"', () => {
    expect(processTerm('yearly')).toBe(processTerm('annual'));
    expect(processTerm('compliant')).toBe(processTerm('compliance'));
    expect(processTerm('hire')).toEqual(processTerm('jobs'));
    expect(processTerm('jobs')).toContain(processTerm('positions'));
  });

  it('reports the words no passage uses, forgiving typos and numbers', () => {
    const knowledge = createKnowledgeBase(domainPassages());
    expect(knowledge.search('Does Threo integrate with Salesforce?', 6).unmatched).toEqual(['salesforce']);
    expect(knowledge.search('What is the capital of France?', 6).unmatched).toEqual(['france']);
    expect(knowledge.search('How do I integrate with my CRM?', 6).unmatched).toEqual([]);
    expect(knowledge.search('How much does the Bussiness plan cost?', 6).unmatched).toEqual([]);
    expect(knowledge.search('How much do 250 users cost on the Business plan?', 6).passages[0]?.passage.url).toBe(
      '/pricing',
    );
  });

  it('ranks by what the question asks, a word the site never uses left to the answer to judge', () => {
    const knowledge = createKnowledgeBase(domainPassages());
    expect(knowledge.search('Roughly how many models does the Business plan include?', 6).passages[0]?.passage.id).toBe(
      'support:faq:3',
    );
    const students = knowledge.search('Do you offer discounts for students?', 6);
    expect(students.unmatched).toEqual(['student']);
    expect(students.matchedShare).toBeLessThanOrEqual(0.5);
  });

  it('tells whether any passage uses a word, and finds a passage by its id', () => {
    const knowledge = createKnowledgeBase(domainPassages());
    expect(knowledge.mentions('retention')).toBe(true);
    expect(knowledge.mentions('trial')).toBe(false);
    expect(knowledge.mentions('the')).toBe(false);
    expect(knowledge.passage('pricing:overview')?.url).toBe('/pricing');
    expect(knowledge.passage('nothing')).toBeUndefined();
  });

  it('strips markdown and keeps chunks short', () => {
    expect(markdownToPlainText('## Title\n\n- **Bold** and `code` with [a link](https://x.y)')).toBe(
      'Title. Bold and code with a link',
    );
    const chunks = splitIntoChunks(
      Array.from({ length: 40 }, (_, index) => `Sentence number ${index} is here.`).join(' '),
    );
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(MAX_CHUNK_CHARS);
  });
});

describe('loading the knowledge at cold start', () => {
  const content = { blog: [blogPost], caseStudies: [caseStudy] };

  it('uses a current generated file, content passages included', async () => {
    const file = JSON.stringify(compileKnowledge(content));
    const loaded = loadKnowledge({
      readGeneratedFile: () => file,
      domainPassages: domainPassages(),
      logger: createMemoryLogger(),
    });
    expect(loaded.source).toBe('generated');
    expect(loaded.knowledge.search('trademark gazettes', 3).passages[0]?.passage.id).toBe(
      'case-study:trademark-protection-automation',
    );
    const fn = buildTestFunction({ readGeneratedFile: () => file });
    const text = await answerOf(
      await fn.handle(ask('Do you have a case study about trademark protection?'), { ip: '10.2.0.1' }),
    );
    expect(text).toContain('(/resources/case-studies/trademark-protection-automation)');
  });

  it('rebuilds with the current domain passages when the file is stale, keeping its content passages', () => {
    const current = domainPassages();
    const stale = current.map((passage) =>
      passage.id === 'pricing:overview' ? { ...passage, text: 'Everything is free.' } : passage,
    );
    const file = JSON.stringify(compileKnowledge(content, stale));
    const logger = createMemoryLogger();
    const loaded = loadKnowledge({ readGeneratedFile: () => file, domainPassages: current, logger });
    expect(loaded.source).toBe('rebuilt');
    expect(loaded.passageCount).toBe(JSON.parse(file).passages.length);
    expect(loaded.knowledge.search('pricing overview', 1).passages[0]?.passage.text).not.toBe('Everything is free.');
    expect(loaded.knowledge.search('trademark gazettes', 1).passages[0]?.passage.id).toBe(
      'case-study:trademark-protection-automation',
    );
    expect(logger.lines.map((line) => line.event)).toContain('playground.knowledge_stale');
  });

  it.each([
    ['not JSON', 'not json at all'],
    ['another shape', JSON.stringify({ version: 99, passages: [] })],
  ])('falls back to the domain passages when the file is %s', (_label, text) => {
    const logger = createMemoryLogger();
    const loaded = loadKnowledge({ readGeneratedFile: () => text, domainPassages: domainPassages(), logger });
    expect(loaded.source).toBe('domain');
    expect(loaded.passageCount).toBe(domainPassages().length);
    expect(logger.lines.map((line) => line.event)).toContain('playground.knowledge_unreadable');
  });

  it('rebuilds when the index inside a current file cannot be read', () => {
    const file = compileKnowledge(content);
    const broken = JSON.stringify({ ...file, index: { ...file.index, serializationVersion: 999 } });
    const loaded = loadKnowledge({
      readGeneratedFile: () => broken,
      domainPassages: domainPassages(),
      logger: createMemoryLogger(),
    });
    expect(loaded.source).toBe('rebuilt');
    expect(loaded.knowledge.search('trademark gazettes', 1).passages[0]?.passage.id).toBe(
      'case-study:trademark-protection-automation',
    );
  });

  it('builds from the domain passages when there is no file', () => {
    const loaded = loadKnowledge({
      readGeneratedFile: () => undefined,
      domainPassages: domainPassages(),
      logger: createMemoryLogger(),
    });
    expect(loaded.source).toBe('domain');
  });
});

describe('npm run knowledge', () => {
  it('writes a file the function loads as current, reading per-item content files too', async () => {
    const contentDir = tempDir();
    writeFileSync(
      join(contentDir, 'case-studies.json'),
      JSON.stringify([toCaseStudySummary(caseStudy), { ...toCaseStudySummary(caseStudy), slug: 'broken' }]),
    );
    writeFileSync(join(contentDir, 'blog-posts.json'), JSON.stringify([toBlogPostSummary(blogPost)]));
    writeFileSync(join(contentDir, 'blog-getting-started-with-threoai.json'), JSON.stringify(blogPost));
    writeFileSync(join(contentDir, 'case-study-trademark-protection-automation.json'), JSON.stringify(caseStudy));
    writeFileSync(join(contentDir, 'case-study-broken.json'), '{ not json');
    const outputPath = join(tempDir(), 'generated', 'knowledge.json');
    const report = await buildKnowledge({ contentDir, outputPath });
    expect(report.contentFiles).toBe(4);
    const text = readFileSync(outputPath, 'utf8');
    expect(report.bytes).toBe(Buffer.byteLength(text));
    const loaded = loadKnowledge({
      readGeneratedFile: () => text,
      domainPassages: domainPassages(),
      logger: createMemoryLogger(),
    });
    expect(loaded.source).toBe('generated');
    expect(loaded.passageCount).toBe(report.passages);
    expect(loaded.knowledge.search('knowledge folder', 1).passages[0]?.passage.url).toBe(
      '/resources/blog/getting-started-with-threoai',
    );
  });

  it('reads the content with the content codecs, skipping a file that does not decode and naming it', async () => {
    const contentDir = tempDir();
    const other = { ...blogPost, slug: 'a-second-post', category: 'News' };
    writeFileSync(
      join(contentDir, 'blog-posts.json'),
      JSON.stringify([
        toBlogPostSummary(blogPost),
        toBlogPostSummary({ ...other, category: 'Tutorials' }),
        { slug: '../etc', title: 'Bad slug' },
      ]),
    );
    writeFileSync(join(contentDir, 'blog-getting-started-with-threoai.json'), JSON.stringify(blogPost));
    writeFileSync(join(contentDir, 'blog-a-second-post.json'), JSON.stringify(other));
    writeFileSync(join(contentDir, 'case-studies.json'), JSON.stringify([]));
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    try {
      expect(readContent(contentDir).blog.map((post) => post.slug)).toEqual(['getting-started-with-threoai']);
    } finally {
      warn.mockRestore();
    }
    expect(warnings).toEqual([
      expect.stringMatching(/^knowledge: skipped item 2 of blog-posts\.json: field "date": expected a date/),
      expect.stringMatching(/^knowledge: skipped blog-a-second-post\.json: field "category": expected one of/),
    ]);
  });

  it('works without any content folder', async () => {
    const report = await buildKnowledge({
      contentDir: join(tempDir(), 'missing'),
      outputPath: join(tempDir(), 'knowledge.json'),
    });
    expect(report.contentFiles).toBe(0);
    // The domain's passages, and the pages' words and legal documents, which need no content folder.
    expect(report.passages).toBeGreaterThan(domainPassages().length);
  });
});
