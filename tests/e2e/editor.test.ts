// The content editor at /admin/ (docs/editors.md), in Chromium (Decap's 5 MB bundle takes a while to start on a
// shared machine, hence the longer timeouts) against a host of its own (a throw-away copy of
// content/ and dist/): an editor creates a post through Decap's own UI and, once it is saved, finds it at its
// address, in the blog list, the RSS feed and the sitemap; an invalid post is refused with its fields named and
// nothing is written; a bad file that reaches the host anyway is refused on its own, naming file and field.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImagePath } from '../../src/domain/site/shareCard';
import { pathOf } from '../../src/domain/site/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser';
import { startEditorHost, type EditorHost } from './support/editorHost';

let host: EditorHost;
let browser: Browser;

beforeAll(async () => {
  host = await startEditorHost();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** The editor, signed in to the local backend, on a new blog post; with the problems the page reported. */
const openNewPost = async (): Promise<{ readonly page: Page; readonly problems: string[] }> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${host.baseUrl}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click();
  // Through the collection's own button: Decap loads an entry's image choices only when the editor was opened
  // from its home (opening #/collections/blog/new directly leaves the image library empty, decap-cms#3157).
  await page.getByRole('link', { name: /Blog post$/ }).click();
  await page.getByLabel('Title').waitFor();
  return { page, problems };
};

const publish = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByText('Publish now').click();
};

const SLUG = 'editors-publish-without-a-developer';
const TITLE = 'Editors Publish Without a Developer';

// A post the site does not have: the host sends its address to the blog list (BLOG-12), as it does any unknown slug.
const expectNoPost = async (slug: string) => {
  const response = await fetch(`${host.baseUrl}${pathOf('blogPost', slug)}`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location') ?? '', host.baseUrl).pathname).toBe(pathOf('blog'));
};

describe('the content editor at /admin/', () => {
  // Covers: CONTENT-17 (the 5 s is measured by npm run bench:content)
  it('creates a post through its own UI, and the saved post is at its address, in the blog list, the feed and the sitemap', async () => {
    const { page, problems } = await openNewPost();
    await page.getByLabel('Title').fill(TITLE);
    await page.getByLabel("Slug (the page's address)").fill(SLUG);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Category').click();
    await page.getByText('Tutorials', { exact: true }).click();
    await page.getByLabel('Tags').fill('Editors, Publishing');
    await page.getByLabel('Description (list and search engines)').fill('How marketing publishes a post from the browser, with no commit and no developer.');
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await page.getByText('ai-playbook-for-msps.svg').click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.type('Editors write, save, and the post is on the site.');
    await publish(page);
    // Published: the host answered the save after updating the site, and the editor moved to the saved entry.
    await page.waitForURL(new RegExp(`#/collections/blog/entries/${SLUG}$`), { timeout: 30_000 });

    expect(readFileSync(join(host.contentDir, 'blog', `${SLUG}.md`), 'utf8')).toContain(`title: ${TITLE}`);
    const post = await fetch(`${host.baseUrl}${pathOf('blogPost', SLUG)}`);
    expect(post.status).toBe(200);
    const html = await post.text();
    expect(html).toContain(TITLE);
    expect(html).toContain('Editors write, save, and the post is on the site.');
    // SEO-6: the saved post shares its own card, drawn by the host's update, a 1200 × 630 PNG.
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const imagePath = new URL(image).pathname;
    expect(imagePath).toBe(shareImagePath(pathOf('blogPost', SLUG)));
    const png = readFileSync(join(host.distDir, imagePath));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await (await fetch(`${host.baseUrl}${pathOf('blog')}`)).text()).toContain(TITLE);
    expect(await (await fetch(`${host.baseUrl}/rss.xml`)).text()).toContain(`${pathOf('blogPost', SLUG)}</link>`);
    expect(await (await fetch(`${host.baseUrl}/sitemap.xml`)).text()).toContain(`${pathOf('blogPost', SLUG)}</loc>`);
    expect(problems).toEqual([]);
    // The renderer the host loads ahead of the first save (a render of each page kind) loaded without an error.
    expect(host.output()).toContain('[host] content renderer ready');
  }, 120_000);

  it('refuses an invalid post at save time, naming its fields, and writes nothing', async () => {
    const before = readdirSync(join(host.contentDir, 'blog')).sort();
    const { page } = await openNewPost();
    await page.getByLabel("Slug (the page's address)").fill('Not A Slug');
    await publish(page);
    await expect(page.getByText(/Title is required/i).waitFor()).resolves.toBeUndefined();
    await expect(page.getByText(/Lower-case letters and digits, words joined by single hyphens/).waitFor()).resolves.toBeUndefined();
    expect(readdirSync(join(host.contentDir, 'blog')).sort()).toEqual(before);
  }, 120_000);

  it('shows a save the site refuses with the file and field named, and leaves nothing of it on the site', async () => {
    const slug = 'a-post-with-a-dead-link';
    const { page } = await openNewPost();
    await page.getByLabel('Title').fill('A Post With a Dead Link');
    await page.getByLabel("Slug (the page's address)").fill(slug);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-21');
    await page.getByLabel('Category').click();
    await page.getByText('Tutorials', { exact: true }).click();
    await page.getByLabel('Description (list and search engines)').fill('Links to a page the site does not have.');
    await page.getByRole('button', { name: 'Choose an image' }).first().click();
    await page.getByText('ai-playbook-for-msps.svg').click();
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await page.locator('[data-slate-editor="true"]').click();
    // Decap accepts any link; the content build refuses one that leads to no page of the site.
    await page.keyboard.type('See [the missing page](/no-such-page) for more.');
    await publish(page);
    await expect(page.getByText(/field "content": link .*\/no-such-page.* leads to no page of the site/).first().waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(readdirSync(join(host.contentDir, 'blog'))).not.toContain(`${slug}.md`);
    await expectNoPost(slug);
    expect(host.output()).toContain(`content/blog/${slug}.md: field "content"`);
  }, 120_000);

  it('refuses a hand-edited bad file on its own, naming file and field, while the rest of the site updates', async () => {
    const source = readFileSync(join(host.contentDir, 'blog', 'ai-playbook-for-msps.md'), 'utf8');
    writeFileSync(join(host.contentDir, 'blog', 'hand-edited.md'), source.replace('slug: ai-playbook-for-msps', 'slug: hand-edited').replace(/^category: .*$/m, 'category: Gossip'));
    const good = source.replace('slug: ai-playbook-for-msps', 'slug: saved-after-the-bad-one').replace(/^title: .*$/m, 'title: Saved After the Bad One');
    // The request Decap sends when an editor saves.
    const saved = await fetch(`${host.baseUrl}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path: 'content/blog/saved-after-the-bad-one.md', slug: 'saved-after-the-bad-one', raw: good }], assets: [] } }),
    });
    expect(saved.status).toBe(200);
    expect(host.output()).toContain('content/blog/hand-edited.md: field "category": expected one of AI Trends');
    await expectNoPost('hand-edited');
    expect(await (await fetch(`${host.baseUrl}${pathOf('blogPost', 'saved-after-the-bad-one')}`)).text()).toContain('Saved After the Bad One');
    expect(await (await fetch(`${host.baseUrl}/sitemap.xml`)).text()).not.toContain('hand-edited');
  });
});
