// Test and benchmark support: the real host (server/main.ts) as a child process on a free port, and a crash
// round that posts submissions from many clients and kills the host with SIGKILL mid-stream.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { openFormStore } from '../../../server/formStore';
import { PROJECT_ROOT } from './paths';

export interface HostProcess {
  readonly child: ChildProcess;
  /** "http://127.0.0.1:<port>/" */
  readonly url: string;
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>;
  /** Everything it printed so far (standard output and error). */
  readonly output: () => string;
}

export interface HostPaths {
  readonly distDir: string;
  readonly dbPath: string;
  readonly functionsDir: string;
  /** More environment for the host, e.g. FORMS_RATE_LIMIT for runs that post many forms from one address. */
  readonly env?: Readonly<Record<string, string>>;
  /** The address it listens on (HOST), 127.0.0.1 unless given; the url is on 127.0.0.1 either way. */
  readonly host?: string;
}

/** A form allowance no load test from one address reaches. */
export const UNLIMITED_FORMS = { FORMS_RATE_LIMIT: '1000000000' } as const;

/** Starts the host and resolves once it logs its URL. */
export const startHost = (paths: HostPaths): Promise<HostProcess> =>
  new Promise((ready, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(PROJECT_ROOT, 'server/main.ts')], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: '0', HOST: paths.host ?? '127.0.0.1', DIST_DIR: paths.distDir, FORMS_DB_PATH: paths.dbPath, FUNCTIONS_DIR: paths.functionsDir, ...paths.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.on('exit', (code, signal) => done({ code, signal })),
    );
    let output = '';
    const timer = setTimeout(() => fail(new Error(`the host did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /\[host\] Threo site on http:\/\/\S+:(\d+)\//.exec(output)?.[1];
      if (port !== undefined) {
        clearTimeout(timer);
        ready({ child, url: `http://127.0.0.1:${port}/`, exited, output: () => output });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      fail(new Error(`the host exited before it was ready:\n${output}`));
    });
  });

/** A valid contact submission whose message ends with its number, so the stored row can be matched. */
export const numberedSubmission = (n: number): string =>
  new URLSearchParams({
    'form-name': 'contact',
    name: 'Durability Tester',
    email: `tester+${n}@example.com`,
    message: `durability submission #${n}`,
    agreeToTerms: 'true',
    'bot-field': '',
  }).toString();

export const postSubmission = (url: string, n: number): Promise<Response> =>
  fetch(url, {
    method: 'POST',
    body: numberedSubmission(n),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
  });

export interface CrashRound {
  /** Submissions sent, numbered 0…sent-1. */
  readonly sent: number;
  /** Submissions answered 200 before the kill. */
  readonly acknowledged: ReadonlySet<number>;
}

/** Posts from `clients` concurrent clients and kills the host with SIGKILL after `killAfter` acknowledgements. */
export const crashRound = async (host: HostProcess, clients: number, killAfter: number): Promise<CrashRound> => {
  const acknowledged = new Set<number>();
  let next = 0;
  let killed = false;
  // Clients keep posting after the kill until their connection fails, so requests are in flight when the
  // process dies; only answers that arrived count as acknowledged.
  const client = async (): Promise<void> => {
    for (;;) {
      const n = next++;
      try {
        const response = await postSubmission(host.url, n);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
        acknowledged.add(n);
      } catch (error) {
        if (killed) return;
        throw error;
      }
      if (!killed && acknowledged.size >= killAfter) {
        killed = true;
        host.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { sent: next, acknowledged };
};

/** The numbers of the stored contact submissions. */
export const storedNumbers = (dbPath: string): Set<number> => {
  const reader = openFormStore(dbPath, { readonly: true });
  try {
    return new Set(
      reader
        .list({ formName: 'contact' })
        .map((row) => /#(\d+)$/.exec(String(row.fields.message))?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number),
    );
  } finally {
    reader.close();
  }
};
