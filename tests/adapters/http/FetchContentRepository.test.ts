// The content repository over the compiled files: decoding, a non-array list read as empty, client-side filters,
// the samples and the catalogue's toasts on a failure, "missing" kept apart from "failed", one read per file, and
// the quiet priming that lets a page render its content synchronously.
import { describe, expect, it, vi } from 'vitest';
import {
  ARTICLES_FALLBACK_TOAST,
  CONTENT_FALLBACK_TOAST,
  createFetchContentRepository,
  createFileFetchJson,
  createHttpFetchJson,
  type ContentSamples,
  type FetchJson,
  type JsonAnswer,
} from '../../../src/adapters/http/FetchContentRepository';
import { CONTENT_SAMPLES } from '../../../src/adapters/http/contentSamples';
import { contentFilesForPath } from '../../../src/adapters/http/contentFiles';
import { toBlogPostSummary, toCaseStudySummary, type BlogPost, type CaseStudy } from '../../../src/domain/content';

const post = (slug: string, date: string, extra: Partial<BlogPost> = {}): BlogPost => ({
  title: `Post ${slug}`,
  date,
  slug,
  thumbnail: `/images/blog/${slug}.svg`,
  author: 'Priya Raman',
  category: 'Tutorials',
  tags: ['ThreoAI'],
  description: `About ${slug}.`,
  content: `## ${slug}\n\nBody of ${slug}.`,
  ...extra,
});

const study = (id: string, slug: string, industry: string): CaseStudy => ({
  id,
  slug,
  title: `Study ${slug}`,
  company: 'Kessler Fluid Systems',
  industry,
  date: '2026-03-18',
  thumbnail: `/images/case-studies/${slug}.svg`,
  summary: 'Summary.',
  description: 'Description.',
  challenge: 'Challenge.',
  solution: 'Solution.',
  implementation: 'Implementation.',
  results: ['A result'],
  tags: [industry],
  icon: 'Mail',
  content: '## Background\n\nStory.',
});

const posts = [post('older', '2026-01-05', { category: 'AI Trends', tags: ['MSP'] }), post('newest', '2026-10-01'), post('middle', '2026-05-01', { tags: ['MSP', 'HR'] })];
const studies = [study('1', 'clinical', 'Healthcare'), study('2', 'email', 'Manufacturing')];

const files = (overrides: Record<string, JsonAnswer> = {}): Record<string, JsonAnswer> => ({
  'blog-posts.json': { kind: 'json', value: posts.map(toBlogPostSummary) },
  'case-studies.json': { kind: 'json', value: studies.map(toCaseStudySummary) },
  ...Object.fromEntries(posts.map((item) => [`blog-${item.slug}.json`, { kind: 'json', value: item } as const])),
  ...Object.fromEntries(studies.map((item) => [`case-study-${item.slug}.json`, { kind: 'json', value: item } as const])),
  ...overrides,
});

const samples: ContentSamples = { blogPosts: [post('sample-post', '2026-09-01')], caseStudies: [study('9', 'sample-study', 'Legal')] };

const setup = (overrides: Record<string, JsonAnswer> = {}, carried?: string) => {
  const table = files(overrides);
  const fetchJson = vi.fn<FetchJson>(async (file) => table[file] ?? { kind: 'missing' });
  const notifier = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const loadSamples = vi.fn(async () => samples);
  const repository = createFetchContentRepository({ fetchJson, notifier, logger, loadSamples, carried: () => carried });
  return { repository, fetchJson, notifier, logger, loadSamples };
};

const failed: JsonAnswer = { kind: 'failed', reason: 'TypeError: Failed to fetch' };

describe('FetchContentRepository', () => {
  // Covers: CONTENT-1
  it('decodes the blog list newest first, without bodies, and raises no toast', async () => {
    const { repository, notifier, loadSamples } = setup();
    const list = await repository.listBlogPosts();
    expect(list.failed).toBe(false);
    expect(list.items.map((item) => item.slug)).toEqual(['newest', 'middle', 'older']);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(loadSamples).not.toHaveBeenCalled();
  });

  it.each([
    ['category', { category: 'ai trends' }, ['older']],
    ['tag', { tag: 'msp' }, ['middle', 'older']],
    ['limit', { limit: 2 }, ['newest', 'middle']],
    ['tag and limit', { tag: 'MSP', limit: 1 }, ['middle']],
  ])('filters the list by %s on the client', async (_name, filter, expected) => {
    const { repository } = setup();
    expect((await repository.listBlogPosts(filter)).items.map((item) => item.slug)).toEqual(expected);
  });

  it('treats a list that is not an array as empty, without a toast', async () => {
    const { repository, notifier, logger } = setup({ 'blog-posts.json': { kind: 'json', value: { posts: [] } }, 'case-studies.json': { kind: 'json', value: 'none' } });
    expect(await repository.listBlogPosts()).toEqual({ items: [], failed: false });
    expect(await repository.listCaseStudies()).toEqual({ items: [], failed: false });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('Content list is not an array; treated as empty', { file: 'blog-posts.json' });
  });

  it('drops list items that do not decode and keeps the rest', async () => {
    const broken = { ...toBlogPostSummary(post('broken', '2026-02-01')), date: 'last Tuesday' };
    const { repository, logger } = setup({ 'blog-posts.json': { kind: 'json', value: [toBlogPostSummary(posts[1] as BlogPost), broken, 42] } });
    const list = await repository.listBlogPosts();
    expect(list.items.map((item) => item.slug)).toEqual(['newest']);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  // Covers: CONTENT-6
  it('answers a network failure of the blog list with the sample posts and the articles toast', async () => {
    const { repository, notifier, logger } = setup({ 'blog-posts.json': failed });
    const list = await repository.listBlogPosts();
    expect(list).toEqual({ items: [toBlogPostSummary(samples.blogPosts[0] as BlogPost)], failed: true });
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith(ARTICLES_FALLBACK_TOAST);
    expect(logger.error).toHaveBeenCalledWith('Content could not be loaded', { file: 'blog-posts.json', reason: 'TypeError: Failed to fetch' });
  });

  // Covers: CONTENT-6
  it('answers invalid JSON of the case-study list with the sample studies and the content toast', async () => {
    const { repository, notifier } = setup({ 'case-studies.json': { kind: 'failed', reason: 'invalid JSON' } });
    const list = await repository.listCaseStudies();
    expect(list.failed).toBe(true);
    expect(list.items.map((item) => item.slug)).toEqual(['sample-study']);
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith(CONTENT_FALLBACK_TOAST);
  });

  // Covers: CONTENT-2
  it('decodes one post, and reports a post that does not exist as missing, not failed', async () => {
    const { repository, notifier } = setup();
    expect(await repository.getBlogPost('middle')).toEqual({ item: posts[2], failed: false });
    expect(await repository.getBlogPost('no-such-post')).toEqual({ item: undefined, failed: false });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('falls back to the matching sample when a post cannot be read, with the content toast', async () => {
    const { repository, notifier } = setup({ 'blog-sample-post.json': failed });
    expect(await repository.getBlogPost('sample-post')).toEqual({ item: samples.blogPosts[0], failed: true });
    expect(notifier.error).toHaveBeenCalledWith(CONTENT_FALLBACK_TOAST);
  });

  // Covers: CONTENT-7
  it('answers a failure with no matching sample with an empty item, failed, and the content toast', async () => {
    const { repository, notifier } = setup({ 'case-study-clinical.json': failed });
    expect(await repository.getCaseStudy('clinical')).toEqual({ item: undefined, failed: true });
    expect(notifier.error).toHaveBeenCalledExactlyOnceWith(CONTENT_FALLBACK_TOAST);
  });

  it('treats an item that does not decode as a failure', async () => {
    const { repository, logger } = setup({ 'blog-newest.json': { kind: 'json', value: { ...posts[1], content: '' } } });
    expect(await repository.getBlogPost('newest')).toEqual({ item: undefined, failed: true });
    expect(logger.error).toHaveBeenCalledWith('Content could not be loaded', expect.objectContaining({ file: 'blog-newest.json' }));
  });

  it('never asks for a file named by an unsafe slug', async () => {
    const { repository, fetchJson } = setup();
    expect(await repository.getBlogPost('../../etc/passwd')).toEqual({ item: undefined, failed: false });
    expect(await repository.getCaseStudy('Clinical%20Study')).toEqual({ item: undefined, failed: false });
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('reads each file once, even when several pages ask at the same time, and toasts once per failure', async () => {
    const { repository, fetchJson, notifier } = setup({ 'case-studies.json': failed });
    await Promise.all([
      repository.listBlogPosts(),
      repository.listBlogPosts({ limit: 3 }),
      repository.listCaseStudies(),
      repository.listCaseStudies({ limit: 3 }),
    ]);
    await repository.listBlogPosts();
    expect(fetchJson.mock.calls.map(([file]) => file).sort()).toEqual(['blog-posts.json', 'case-studies.json']);
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('has nothing cached until a page path is primed, then answers synchronously', async () => {
    const { repository } = setup();
    expect(repository.cachedBlogPost('newest')).toBeUndefined();
    expect(repository.cachedCaseStudies()).toBeUndefined();
    await repository.primeContent('/resources/case-studies/email');
    expect(repository.cachedCaseStudy('email')).toEqual({ item: studies[1], failed: false });
    expect(repository.cachedCaseStudies({ limit: 1 })?.items.map((item) => item.slug)).toEqual(['clinical']);
    expect(repository.cachedBlogPosts()).toBeUndefined();
  });

  it('primes quietly: a failure there raises no toast and caches nothing, so the page tries again', async () => {
    const { repository, notifier, fetchJson } = setup({ 'blog-posts.json': failed });
    await repository.primeContent('/resources/blog/');
    expect(notifier.error).not.toHaveBeenCalled();
    expect(repository.cachedBlogPosts()).toBeUndefined();
    await repository.listBlogPosts();
    expect(fetchJson).toHaveBeenCalledTimes(2);
    expect(notifier.error).toHaveBeenCalledWith(ARTICLES_FALLBACK_TOAST);
  });

  it('carries a primed page\'s files without the bodies, so a body never travels twice', async () => {
    const { repository } = setup();
    expect(repository.carry('/resources/blog/newest')).toBeUndefined();
    await repository.primeContent('/resources/blog/newest');
    await repository.primeContent('/resources/case-studies/email');
    const { content: _content, ...withoutBody } = posts[1] as BlogPost;
    expect(JSON.parse(repository.carry('/resources/blog/newest') ?? '')).toEqual({ 'blog-newest.json': withoutBody });
    expect(Object.keys(JSON.parse(repository.carry('/resources/case-studies/email') ?? ''))).toEqual(['case-study-email.json', 'case-studies.json']);
    expect(repository.carry('/pricing')).toBeUndefined();
  });

  it('escapes "<" in what it carries, so no text can close the page\'s script element', async () => {
    const { repository } = setup({ 'blog-newest.json': { kind: 'json', value: post('newest', '2026-10-01', { description: '</script><script>alert(1)</script>' }) } });
    await repository.primeContent('/resources/blog/newest');
    const carried = repository.carry('/resources/blog/newest') ?? '';
    expect(carried).not.toContain('<');
    expect((JSON.parse(carried) as Record<string, BlogPost>)['blog-newest.json']?.description).toBe('</script><script>alert(1)</script>');
  });

  it('primes a carried page from what it carries, fetching nothing, and serves its body-less item to the hydrating renders only', async () => {
    const server = setup();
    await server.repository.primeContent('/resources/case-studies/email');
    const { repository, fetchJson, notifier } = setup({}, server.repository.carry('/resources/case-studies/email'));
    await repository.primeContent('/resources/case-studies/email');
    expect(fetchJson).not.toHaveBeenCalled();
    expect(repository.cachedCaseStudies()?.items.map((item) => item.slug)).toEqual(['clinical', 'email']);
    expect(repository.cachedCaseStudy('email')).toEqual({ item: { ...studies[1], content: '' }, failed: false });
    // React may render the page again before it commits (a hydration it restarts): the same item, not a loading state.
    expect(repository.cachedCaseStudy('email')).toEqual({ item: { ...studies[1], content: '' }, failed: false });
    repository.releaseCarried();
    // Shown again later (a client navigation back to it), the study is loaded whole.
    expect(repository.cachedCaseStudy('email')).toBeUndefined();
    expect((await repository.getCaseStudy('email')).item).toEqual(studies[1]);
    expect(fetchJson).toHaveBeenCalledWith('case-study-email.json');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"blog-newest.json": {'],
    ['an item that does not decode', JSON.stringify({ 'blog-newest.json': { slug: 'newest' } })],
    ['nothing for this page', JSON.stringify({ 'blog-older.json': toBlogPostSummary(posts[0] as BlogPost) })],
  ])('fetches the page\'s files when what it carries is %s', async (_case, carried) => {
    const { repository, fetchJson } = setup({}, carried);
    await repository.primeContent('/resources/blog/newest');
    expect(fetchJson).toHaveBeenCalledWith('blog-newest.json');
    expect(repository.cachedBlogPost('newest')).toEqual({ item: posts[1], failed: false });
  });

  // Covers: CONTENT-8
  it('loads the real built-in samples when no loader is given', async () => {
    const notifier = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const repository = createFetchContentRepository({ fetchJson: async () => failed, notifier, logger });
    const list = await repository.listBlogPosts();
    expect(list.items.map((item) => item.slug).sort()).toEqual(['case-study-company-x', 'future-of-ai-in-customer-support', 'getting-started-with-threoai']);
    expect((await repository.listCaseStudies()).items).toHaveLength(CONTENT_SAMPLES.caseStudies.length);
    expect((await repository.getCaseStudy('trademark-protection-automation')).item?.industry).toBe('Legal');
  });
});

describe('contentFilesForPath', () => {
  it.each([
    ['/resources', ['blog-posts.json', 'case-studies.json']],
    ['/resources/blog', ['blog-posts.json']],
    ['/resources/blog/rag-explained-for-msps', ['blog-rag-explained-for-msps.json']],
    ['/resources/case-studies/', ['case-studies.json']],
    ['/resources/case-studies/sfdr-anti-greenwashing', ['case-study-sfdr-anti-greenwashing.json', 'case-studies.json']],
    ['/resources/blog/..%2F..%2Fsecret', []],
    ['/pricing', []],
  ])('names the content files of %s', (path, expected) => {
    expect(contentFilesForPath(path)).toEqual(expected);
  });
});

describe('readers', () => {
  const response = (status: number, body: string) => new Response(body, { status });

  it('reads over HTTP: JSON, 404 as missing, other statuses and bad JSON as failures', async () => {
    const send = vi.fn<typeof fetch>();
    const read = createHttpFetchJson(send);
    send.mockResolvedValueOnce(response(200, '[1]'));
    expect(await read('blog-posts.json')).toEqual({ kind: 'json', value: [1] });
    expect(send).toHaveBeenCalledWith('/content/blog-posts.json', expect.anything());
    send.mockResolvedValueOnce(response(404, '<!doctype html>'));
    expect(await read('blog-x.json')).toEqual({ kind: 'missing' });
    send.mockResolvedValueOnce(response(500, 'oops'));
    expect(await read('blog-x.json')).toEqual({ kind: 'failed', reason: 'HTTP 500' });
    send.mockResolvedValueOnce(response(200, '{"truncated":'));
    expect((await read('blog-x.json')).kind).toBe('failed');
    send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await read('blog-x.json')).toEqual({ kind: 'failed', reason: 'TypeError: Failed to fetch' });
  });

  it('reads files for the prerender: text as JSON, no file as missing', async () => {
    const read = createFileFetchJson(async (file) => (file === 'a.json' ? '{"a":1}' : undefined));
    expect(await read('a.json')).toEqual({ kind: 'json', value: { a: 1 } });
    expect(await read('b.json')).toEqual({ kind: 'missing' });
  });
});
