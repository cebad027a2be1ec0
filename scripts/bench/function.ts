// `npm run bench:function`: the AI playground's embedded answerer through the local host (server/main.ts in a
// child process) at 50 concurrent connections: requests per second and p50/p99 latency; the time to the first
// answer after start (the host under tsx, and the function bundled by esbuild as Netlify bundles it); and the
// knowledge base's size and build time. The host runs with PLAYGROUND_RATE_LIMIT raised so the per-address
// limit (10 a minute) does not throttle the load. Goals: ≥ 1000 req/s, p99 < 50 ms, first answer < 200 ms.
// BENCH_SECONDS sets the measured duration (10). `--fallback-host` serves the function alone with Hono (used
// only when the local host cannot start).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildKnowledge } from '../buildKnowledge';
import { domainPassages } from '../../functions/playground/knowledge/domainPassages';
import { createPlaygroundFunction } from '../../functions/playground/createPlaygroundFunction';
import { loadKnowledge } from '../../functions/playground/loadKnowledge';
import { PLAYGROUND_SUGGESTED_QUESTIONS } from '../../src/domain/site/constants';
import { autocannon, type AutocannonRequest, type AutocannonResult } from './autocannon';
import { median } from './cli';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PATH = '/.netlify/functions/ai-playground';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BENCH_RATE_LIMIT = '1000000000';
const QUESTIONS = [...PLAYGROUND_SUGGESTED_QUESTIONS, 'How much does the Business plan cost?', 'What is the capital of France?'];
const silent = { log: () => undefined, info: () => undefined, warn: () => undefined };

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const mark = (ok: boolean): string => (ok ? 'meets goal' : 'MISSES goal');

/** The minimal stand-in host: the function mounted the way server/functionsMount.ts mounts it. */
const serveFallbackHost = async (): Promise<void> => {
  const { Hono } = await import('hono');
  const { serve } = await import('@hono/node-server');
  const { default: handler } = await import('../../functions/ai-playground');
  const app = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();
  app.all(PATH, (c) => handler(c.req.raw, { ip: c.env.incoming?.socket?.remoteAddress ?? 'unknown' }));
  serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.info(`[fallback host] http://127.0.0.1:${info.port}/`));
};

interface Host {
  readonly child: ChildProcess;
  readonly url: string;
  readonly firstAnswerMs: number;
  readonly kind: string;
}

const ask = (url: string, message: string): Promise<Response> =>
  fetch(new URL(PATH, url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ message }) });

/** Spawns a host, waits for its URL, then for its first answer; the clock starts at the spawn. */
const startHost = (args: readonly string[], env: Record<string, string>, kind: string): Promise<Host> =>
  new Promise((ready, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PLAYGROUND_RATE_LIMIT: BENCH_RATE_LIMIT, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fail(new Error(`${kind} did not start:\n${output}`));
    }, 60_000);
    child.on('exit', () => {
      clearTimeout(timer);
      fail(new Error(`${kind} exited before answering:\n${output}`));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(output)?.[0];
      if (url === undefined || output.includes('\u0000answered')) return;
      output += '\u0000answered';
      const poll = async (): Promise<void> => {
        const response = await ask(url, QUESTIONS[0] ?? 'pricing').catch(() => undefined);
        if (response?.status !== 200) return void setTimeout(() => void poll(), 5);
        await response.arrayBuffer();
        clearTimeout(timer);
        ready({ child, url, firstAnswerMs: performance.now() - started, kind });
      };
      void poll();
    });
  });

/** Cold start of the function as Netlify ships it: bundled by esbuild, imported by a fresh node process. */
const bundledColdStart = async (
  workDir: string,
): Promise<{ importMs: number; firstAnswerMs: number; sinceProcessStartMs: number }> => {
  const esbuild = await import('esbuild');
  const outfile = join(workDir, 'ai-playground.mjs');
  await esbuild.build({
    entryPoints: [join(ROOT, 'functions/ai-playground.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'silent',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  // The request is built before the clock starts: on Netlify the platform has built it (and loaded the
  // runtime's fetch classes) before the function's module is even imported.
  const probe = `
    const request = new Request('http://localhost${PATH}', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: ${JSON.stringify(QUESTIONS[0])} }) });
    const t0 = performance.now();
    const { default: handler } = await import(${JSON.stringify(outfile)});
    const t1 = performance.now();
    const response = await handler(request, { ip: '127.0.0.1' });
    await response.text();
    if (response.status !== 200) throw new Error('status ' + response.status);
    const t2 = performance.now();
    process.stdout.write(JSON.stringify({ importMs: t1 - t0, firstAnswerMs: t2 - t0, sinceProcessStartMs: t2 }));`;
  return new Promise((done, fail) => {
    // The working directory is the repository, as on Netlify where included files sit under the task root.
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? done(JSON.parse(out) as { importMs: number; firstAnswerMs: number; sinceProcessStartMs: number })
        : fail(new Error(err)),
    );
  });
};

/** CPU time (user + system) the process has used, from /proc on Linux (USER_HZ = 100); undefined elsewhere. */
const cpuMs = (pid: number | undefined): number | undefined => {
  try {
    const fields = readFileSync(`/proc/${String(pid)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
};

/** The function's own CPU per answer in this process, without any host: fastest of several rounds, in µs. */
const inProcessCpuPerAnswer = async (generated: string, fresh: boolean): Promise<number> => {
  const fn = createPlaygroundFunction({
    env: { PLAYGROUND_RATE_LIMIT: BENCH_RATE_LIMIT },
    readGeneratedFile: () => generated,
    logger: silent,
  });
  let best = Infinity;
  let sequence = 0;
  for (let round = 0; round < 8; round += 1) {
    const started = process.cpuUsage();
    const until = performance.now() + 150;
    let answered = 0;
    while (performance.now() < until) {
      const question = `${QUESTIONS[answered % QUESTIONS.length] ?? ''}${fresh ? ` (v${(sequence += 1)})` : ''}`;
      const response = await fn.handle(
        new Request(`http://localhost${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: question }) }),
        { ip: '127.0.0.1' },
      );
      await response.text();
      answered += 1;
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / answered);
  }
  return best;
};


const main = async (): Promise<void> => {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-function-'));
  let host: Host | undefined;
  try {
    // 1. Knowledge: the build step, then what a cold start pays to load it or to build it without the file.
    const knowledge = await buildKnowledge();
    const fileText = readFileSync(knowledge.outputPath, 'utf8');
    const passages = domainPassages();
    const loadRuns = Array.from({ length: 5 }, () => {
      const t0 = performance.now();
      loadKnowledge({ readGeneratedFile: () => fileText, domainPassages: passages, logger: silent });
      const t1 = performance.now();
      loadKnowledge({ readGeneratedFile: () => undefined, domainPassages: passages, logger: silent });
      return [t1 - t0, performance.now() - t1] as const;
    });

    const ownCpu = {
      repeated: await inProcessCpuPerAnswer(fileText, false),
      fresh: await inProcessCpuPerAnswer(fileText, true),
    };

    // 2. Cold start of the bundled function (five fresh processes: median, and the fastest as the best case).
    const coldStarts = [];
    for (let run = 0; run < 5; run += 1) coldStarts.push(await bundledColdStart(workDir));

    // 3. The local host; a minimal Hono host only if it cannot start.
    const distDir = join(workDir, 'dist');
    mkdirSync(distDir, { recursive: true });
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>bench</title>');
    try {
      host = await startHost([join(ROOT, 'server/main.ts')], { DIST_DIR: distDir, FORMS_DB_PATH: join(workDir, 'forms.sqlite') }, 'local host (server/main.ts)');
    } catch (error) {
      console.warn(`The local host could not start, so a minimal Hono host mounts the function instead:\n${String(error).slice(0, 600)}`);
      host = await startHost([fileURLToPath(import.meta.url), '--fallback-host'], {}, 'minimal Hono host (fallback)');
    }

    // 4. Load: a short warm-up, then two measured runs: the six questions again and again (answered from the
    // retrieval memo after the first time), and every request a question never seen (a full search each).
    const requests = QUESTIONS.map((message) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) }));
    let unique = 0;
    const uniqueRequests = requests.map((request, index) => ({
      ...request,
      setupRequest: (sent: AutocannonRequest) => ({ ...sent, body: JSON.stringify({ message: `${QUESTIONS[index] ?? ''} (v${(unique += 1)})` }) }),
    }));
    const url = new URL(PATH, host.url).href;
    await autocannon({ url, connections: CONNECTIONS, duration: 2, requests });
    // The host's own CPU time per answer tells its capacity even when other processes share the cores.
    const measured = async (
      options: Parameters<typeof autocannon>[0],
    ): Promise<AutocannonResult & { cpuMsPerRequest?: number }> => {
      const before = cpuMs(host?.child.pid);
      const run = await autocannon(options);
      const after = cpuMs(host?.child.pid);
      const answered = run['2xx'] + run.non2xx;
      return before === undefined || after === undefined || answered === 0
        ? run
        : { ...run, cpuMsPerRequest: (after - before) / answered };
    };
    const result = await measured({ url, connections: CONNECTIONS, duration: SECONDS, requests });
    const uncached = await measured({ url, connections: CONNECTIONS, duration: SECONDS, requests: uniqueRequests });

    const cold = {
      importMs: median(coldStarts.map((run) => run.importMs)),
      firstAnswerMs: median(coldStarts.map((run) => run.firstAnswerMs)),
      fastestFirstAnswerMs: Math.min(...coldStarts.map((run) => run.firstAnswerMs)),
      sinceProcessStartMs: median(coldStarts.map((run) => run.sinceProcessStartMs)),
    };
    const lines = [
      `AI playground function — embedded answerer (no model configured)`,
      `Host: ${host.kind}; PLAYGROUND_RATE_LIMIT=${BENCH_RATE_LIMIT} for this run (default 10 a minute per address would throttle the load).`,
      '',
      ...[
        [`Load: ${CONNECTIONS} connections for ${SECONDS} s, the ${QUESTIONS.length} bench questions repeated`, result] as const,
        [`Load: ${CONNECTIONS} connections for ${SECONDS} s, every question new (no memo hits)`, uncached] as const,
      ].flatMap(([title, run]) => [
        title,
        `  requests per second  ${run.requests.average.toFixed(0)}   (goal ≥ 1000: ${mark(run.requests.average >= 1000)})`,
        `  latency p50          ${run.latency.p50} ms`,
        `  latency p99          ${run.latency.p99} ms   (goal < 50 ms: ${mark(run.latency.p99 < 50)})`,
        `  2xx ${run['2xx']}, non-2xx ${run.non2xx}, errors ${run.errors}, timeouts ${run.timeouts}`,
        ...(run.cpuMsPerRequest === undefined
          ? []
          : [`  host CPU per answer  ${run.cpuMsPerRequest.toFixed(3)} ms (≈ ${(1000 / run.cpuMsPerRequest).toFixed(0)} answers per second on one uncontended core)`]),
      ]),
      `Function's own CPU per answer, in process without a host (Request and Response included): ${ownCpu.repeated.toFixed(0)} µs repeated, ${ownCpu.fresh.toFixed(0)} µs new question`,
      `Machine load average at the end: ${loadavg().map((value) => value.toFixed(2)).join(', ')} on ${cpus().length} cores (other processes share them).`,
      '',
      'First answer after start',
      `  bundled function (esbuild, as Netlify ships it), median of 5 fresh processes: import ${ms(cold.importMs)}, first answer ${ms(cold.firstAnswerMs)} after import began (goal < 200 ms: ${mark(cold.firstAnswerMs < 200)}; fastest ${ms(cold.fastestFirstAnswerMs)}); ${ms(cold.sinceProcessStartMs)} after node started`,
      `  local host under tsx: ${ms(host.firstAnswerMs)} from spawn (includes TypeScript transpiling and the host's own start-up)`,
      '',
      'Knowledge base',
      `  ${knowledge.passages} passages (${knowledge.contentFiles} content files), ${(knowledge.bytes / 1024).toFixed(1)} KiB generated JSON, built in ${ms(knowledge.buildMs)}`,
      `  cold-start cost: load from the file ${ms(median(loadRuns.map((run) => run[0])))}, or build in memory without it ${ms(median(loadRuns.map((run) => run[1])))} (median of 5)`,
    ];
    console.info(lines.join('\n'));
    if ([result, uncached].some((run) => run.non2xx > 0 || run.errors > 0)) process.exitCode = 1;
  } finally {
    host?.child.kill('SIGTERM');
    rmSync(workDir, { recursive: true, force: true });
  }
};

if (process.argv.includes('--fallback-host')) await serveFallbackHost();
else await main();
