// The local editor's edit-to-visible time (docs/editors.md): a host of its own (npm start's server on a copy of the
// built site and of content/), and saves sent exactly as Decap sends them (persistEntry to /api/v1); each is timed
// from the request until the post is at its address, in the blog list, in rss.xml and in sitemap.xml.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathOf } from '../../../src/domain/site/routes';
import { freePort } from '../../../tests/e2e/support/globalSetup';

/** The goal: a saved post is visible everywhere within this (the "within 5 seconds"). */
export const EDIT_TO_VISIBLE_GOAL_MS = 5_000;


const until = async (what: string, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const post = (slug: string, title: string): string =>
  [
    '---',
    `title: ${title}`,
    `slug: ${slug}`,
    'date: 2026-11-20',
    'category: Tutorials',
    'tags:',
    '  - Editors',
    'description: A post saved through the local editor backend.',
    'thumbnail: /images/blog/ai-playbook-for-msps.svg',
    '---',
    '',
    'Saved by the benchmark, shown by the host.',
    '',
  ].join('\n');

export interface EditorLatency {
  /** From host start until the renderer is loaded (paid once, while the editor itself loads). */
  readonly warmMs: number;
  readonly savesMs: readonly number[];
}

export const measureEditToVisible = async (root: string, saves: number): Promise<EditorLatency> => {
  const dist = process.env.DIST_DIR ?? join(root, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is missing: run npm run build first`);
  const dir = mkdtempSync(join(tmpdir(), 'threo-bench-editor-'));
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  cpSync(dist, join(dir, 'dist'), { recursive: true });
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const host = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DIST_DIR: join(dir, 'dist'), CONTENT_DIR: join(dir, 'content'), FORMS_DB_PATH: join(dir, 'forms.sqlite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  host.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await until('the content renderer', async () => output.includes('content renderer ready'));
    const warmMs = performance.now() - started;
    const savesMs: number[] = [];
    for (let run = 1; run <= saves; run += 1) {
      const slug = `bench-editor-save-${run}`;
      const title = `Bench Editor Save ${run}`;
      const t = performance.now();
      const saved = await fetch(`${base}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ path: `content/blog/${slug}.md`, slug, raw: post(slug, title) }], assets: [], options: { commitMessage: `Create ${slug}` } } }),
      });
      if (!saved.ok) throw new Error(`The save failed with ${saved.status}: ${await saved.text()}`);
      const text = async (path: string): Promise<string> => (await fetch(`${base}${path}`)).text();
      await until(`post ${slug} visible`, async () => {
        const [page, list, feed, sitemap] = await Promise.all([text(pathOf('blogPost', slug)), text(pathOf('blog')), text('/rss.xml'), text('/sitemap.xml')]);
        return page.includes(title) && list.includes(title) && feed.includes(`${pathOf('blogPost', slug)}</link>`) && sitemap.includes(`${pathOf('blogPost', slug)}</loc>`);
      });
      savesMs.push(performance.now() - t);
      if (process.env.BENCH_EDITOR_VERBOSE) console.info(output.split("\n").filter((line) => line.includes("content (saved")).pop(), Math.round(performance.now() - t));
    }
    return { warmMs, savesMs };
  } catch (error) {
    console.error(output);
    throw error;
  } finally {
    host.kill('SIGTERM');
    await new Promise((resolve) => host.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
};
