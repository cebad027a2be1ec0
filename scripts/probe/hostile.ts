// `npx tsx scripts/probe/hostile.ts`: hostile probes (docs/hosting.md) against a real `npm start` host, bounded
// (about 300 requests) and on this machine only: the host listens on 0.0.0.0 at PROBE_PORT (18840), with throw-away
// copies of dist/ and content/ and its own form store, and every request goes to this machine (from its loopback
// address or from its own non-loopback interface address, which is what another machine looks like to the host).
// Prints, per kind of probe, how many requests were sent and how many got an answer they must never get; exits 1
// when any did. Needs a build (`npm run build`).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, truncateSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const port = Number(process.env.PROBE_PORT ?? 18840);
const lan = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

const send = (options: {
  method?: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  from?: string;
  to?: string;
}): Promise<Answer> =>
  new Promise((done) => {
    const body = options.body ?? '';
    const req = request(
      {
        host: options.to ?? '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path,
        ...(options.from === undefined ? {} : { localAddress: options.from }),
        headers: { 'Content-Length': Buffer.byteLength(body), Connection: 'close', ...options.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    // A connection the host dropped counts as status 0.
    req.on('error', () => done({ status: 0, headers: {}, text: '' }));
    req.end(body);
  });

const editor = (
  body: unknown,
  extra: { headers?: Record<string, string>; from?: string; to?: string; raw?: string } = {},
): Promise<Answer> =>
  send({
    path: '/api/v1',
    body: extra.raw ?? JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...extra.headers },
    ...(extra.from === undefined ? {} : { from: extra.from, to: extra.to ?? extra.from }),
  });

const form = (n: number, contentType = 'application/x-www-form-urlencoded'): Promise<Answer> =>
  send({
    path: '/',
    body: new URLSearchParams({ 'form-name': 'contact', name: 'Probe', email: `probe+${n}@example.com`, message: `probe #${n}`, agreeToTerms: 'true', 'bot-field': '' }).toString(),
    headers: { 'Content-Type': contentType, Accept: 'application/json' },
  });

interface Row {
  readonly probe: string;
  readonly sent: number;
  readonly bad: number;
  readonly rule: string;
}
const rows: Row[] = [];
const record = (
  probe: string,
  answers: readonly Answer[],
  isBad: (answer: Answer) => boolean,
  rule: string,
  extraBad = 0,
): void => {
  rows.push({ probe, sent: answers.length, bad: answers.filter(isBad).length + extraBad, rule });
};
const ok = (answer: Answer): boolean => answer.status >= 200 && answer.status < 300;
const serverError = (answer: Answer): boolean => answer.status >= 500 || answer.status === 0;
const times = <T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const dir = mkdtempSync(join(tmpdir(), 'threo-probe-'));
const distDir = join(dir, 'dist');
const contentDir = join(dir, 'content');
const dbPath = join(dir, 'data', 'forms.sqlite');
cpSync(join(root, 'dist'), distDir, { recursive: true });
cpSync(join(root, 'content'), contentDir, { recursive: true });
const imagesDir = join(root, 'public', 'images', 'blog');
const imagesBefore = new Set(readdirSync(imagesDir));

const startHost = (): Promise<ChildProcess> =>
  new Promise((ready, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '0.0.0.0', DIST_DIR: distDir, CONTENT_DIR: contentDir, FORMS_DB_PATH: dbPath, FORMS_RATE_LIMIT: '1000000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[host] Threo site on')) ready(child);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', () => fail(new Error(`the host exited:\n${output}`)));
  });

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const asset = (path: string, data: Buffer) => ({ action: 'persistMedia', params: { asset: { path, content: data.toString('base64'), encoding: 'base64' } } });

const probe = async (host: ChildProcess): Promise<void> => {
  {
    // 1. Anonymous editor requests from another address of the network.
    if (lan !== undefined) {
      const actions = [
        { action: 'entriesByFolder', params: { folder: 'content/blog', extension: 'md', depth: 1 } },
        { action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/probe-planted.md', raw: 'x' }], assets: [] } },
        { action: 'deleteFile', params: { path: 'content/blog/ai-playbook-for-msps.md' } },
        { action: 'getMedia', params: { mediaFolder: 'public/images/blog' } },
      ];
      const answers = await times(40, (i) => editor(actions[i % actions.length], { from: lan }));
      record('anonymous editor requests from a non-loopback address', answers, ok, 'never 2xx', existsSync(join(contentDir, 'blog', 'probe-planted.md')) ? 1 : 0);
    }
    // 2. Uploads that would run as script on the site's origin.
    const scripts: [string, Buffer][] = [
      ['public/images/blog/probe.js', Buffer.from('alert(document.domain)')],
      ['public/images/blog/probe.html', Buffer.from('<!doctype html><script src="/images/blog/probe.js"></script>')],
      ['public/images/blog/probe.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script href="/images/blog/probe.js"/></svg>')],
      ['public/images/blog/probe.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['public/images/blog/probe2.svg', PNG],
      ['public/images/blog/probe.mjs', Buffer.concat([PNG, Buffer.from('alert(1)')])],
    ];
    const uploads = await Promise.all(scripts.flatMap(([path, data]) => [editor(asset(path, data)), editor({ action: 'persistEntry', params: { dataFiles: [], assets: [{ path, content: data.toString('base64'), encoding: 'base64' }] } })]));
    const raw = await editor({ action: 'persistEntry', params: { dataFiles: [{ path: 'public/images/blog/probe-raw.html', raw: '<script>alert(1)</script>' }], assets: [] } });
    const landed = readdirSync(imagesDir).filter((name) => !imagesBefore.has(name));
    record('script uploads (js, html, svg, polyglots, raw html)', [...uploads, raw], ok, 'never 2xx, no file lands', landed.length);
    // 3. Oversized uploads: 1.4 MB, ten at once.
    const big = Buffer.concat([PNG, Buffer.alloc(1_400_000)]);
    record('oversized uploads (1.4 MB x 10)', await times(10, (i) => editor(asset(`public/images/blog/probe-big-${i}.png`, big))), ok, 'never 2xx');
    // 4. DNS rebinding: a foreign Host with a matching Origin, from the loopback.
    const rebinding = await times(20, (i) =>
      editor({ action: 'entriesByFolder', params: { folder: 'content/blog', extension: 'md', depth: 1 } }, { headers: { Host: `evil${i}.example:${port}`, Origin: `http://evil${i}.example:${port}` } }),
    );
    record('rebinding Host/Origin', rebinding, ok, 'never 2xx');
    // 5. Editor edge cases.
    const edges = await Promise.all([
      editor({ action: 'getMediaFile', params: { path: 'public/images/blog/missing.png' } }),
      editor({ action: 'getMediaFile', params: { path: 'public/images/blog' } }),
      editor({ action: 'getMediaFile', params: { path: 'public/images/blog/a\u0000.png' } }),
      editor({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog', raw: 'x' }], assets: [] } }),
      editor(asset('public/images/blog', PNG)),
      editor({ action: 'deleteFile', params: { path: 'content/blog' } }),
      editor({ action: 'deleteFiles', params: { paths: ['content/blog'] } }),
      editor({ action: 'persistEntry', params: { dataFiles: [{ path: 'content/blog/probe-mv.md', raw: 'x', newPath: '../escape.md' }], assets: [] } }),
    ]);
    record('editor edge cases (missing, folder, null byte, bad move)', edges, serverError, 'never 5xx, no mv.md left', existsSync(join(contentDir, 'blog', 'probe-mv.md')) ? 1 : 0);
    // 6. Deeply nested JSON.
    const nested = await Promise.all([1_000, 10_000, 100_000, 500_000].map((depth) => editor(undefined, { raw: `{"action":"getEntry","params":{"path":${'['.repeat(depth)}${']'.repeat(depth)}}}` })));
    record('deeply nested JSON bodies', nested, serverError, 'never 5xx');
    // 7. Content types that only look right.
    const types = await Promise.all([
      form(0, 'application/x-www-form-urlencodedX'),
      form(1, 'multipart/form-dataX'),
      editor({ action: 'info' }, { headers: { 'Content-Type': 'application/jsonx' } }),
      editor({ action: 'info' }, { headers: { 'Content-Type': 'application/json-seq' } }),
    ]);
    record('look-alike content types', types, ok, 'never 2xx');
    // 8. Editor answers and Node's own 400 carry their headers.
    const info = await editor({ action: 'info' });
    record('editor answers without Cache-Control: no-store', [info, rebinding[0] ?? info], (answer) => answer.headers['cache-control'] !== 'no-store', 'none');
    const malformed = await new Promise<string>((done) => {
      const socket = connect({ host: '127.0.0.1', port }, () => socket.write('GARBAGE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => done(text));
      socket.on('error', () => done(text));
    });
    rows.push({ probe: "Node's 400 for a malformed request line", sent: 1, bad: /content-security-policy/i.test(malformed) ? 0 : 1, rule: 'security headers present' });
    // 9. data/ deleted while the host runs: every 200 is a stored row.
    const before = await times(10, (i) => form(100 + i));
    rmSync(join(dir, 'data'), { recursive: true, force: true });
    const after = await times(10, (i) => form(200 + i));
    const acknowledged = [...before, ...after].filter(ok).length;
    const { openFormStore } = await import('../../server/formStore');
    let stored = 0;
    if (existsSync(dbPath)) {
      const reader = openFormStore(dbPath, { readonly: true });
      stored = reader.count();
      reader.close();
    }
    rows.push({ probe: `data/ deleted mid-run (${acknowledged} answered 200, ${stored} in the store at its path)`, sent: 20, bad: Math.max(0, acknowledged - 10 - stored), rule: 'every 200 after the delete is stored' });
    // 10. The -shm cut short under the store: the host lives, the site is served.
    if (!existsSync(`${dbPath}-shm`)) {
      rows.push({ probe: '-shm cut short: no store at its path after the delete, not probed', sent: 0, bad: 1, rule: 'no 200, site served, host alive' });
      return;
    }
    truncateSync(`${dbPath}-shm`, 0);
    const faulted = await form(300);
    const page = await send({ method: 'GET', path: '/' });
    rows.push({ probe: `-shm cut short (form post ${faulted.status}, site ${page.status})`, sent: 2, bad: (ok(faulted) ? 1 : 0) + (page.status === 200 ? 0 : 1) + (host.exitCode === null ? 0 : 1), rule: 'no 200, site served, host alive' });
  }
};

const main = async (): Promise<void> => {
  const host = await startHost();
  try {
    await probe(host);
  } finally {
    host.removeAllListeners('exit');
    host.kill('SIGTERM');
    for (const name of readdirSync(imagesDir))
      if (!imagesBefore.has(name)) rmSync(join(imagesDir, name), { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((row) => row.probe.length));
  console.log(`${'probe'.padEnd(width)}  sent  bad  rule`);
  for (const row of rows) console.log(`${row.probe.padEnd(width)}  ${String(row.sent).padStart(4)}  ${String(row.bad).padStart(3)}  ${row.rule}`);
  const sent = rows.reduce((sum, row) => sum + row.sent, 0);
  const bad = rows.reduce((sum, row) => sum + row.bad, 0);
  console.log(`${sent} requests, ${bad} bad${lan === undefined ? ' (no non-loopback address: the network probe was skipped)' : ''}`);
  process.exitCode = bad === 0 ? 0 : 1;
};

await main();
