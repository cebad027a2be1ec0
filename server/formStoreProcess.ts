// The host's form store in a process of its own (server/formStoreWorker.ts). SQLite maps its shared-memory file
// (the -shm beside the database) into memory; when that file can no longer be written (cut short, a full disk),
// the next commit faults with SIGBUS, which no JavaScript can catch and which ends the process. In a child process
// that ends only the form service: the commit in flight is refused (the visitor gets 503 and keeps what they typed),
// the site goes on being served, and the next submission starts a new child, which rebuilds the shared memory.
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FormWriter, NewSubmission, StoredSubmission } from './formStore';

/** After a child that could not open the store, new submissions are refused this long before the next try. */
export const STORE_RESTART_BACKOFF_MS = 5_000;

/** The messages between the host and its store process. */
export type WorkerRequest = {
  readonly id: number;
  readonly submission: Omit<NewSubmission, 'receivedAt'> & { readonly receivedAt: string };
};
export type WorkerReply =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly id: number; readonly stored: StoredSubmission }
  | { readonly id: number; readonly error: string };

export interface FormStoreProcess extends FormWriter {
  /** Lets the child commit what it holds and exit. */
  readonly close: () => Promise<void>;
}

const WORKER = fileURLToPath(new URL('./formStoreWorker.ts', import.meta.url));
/** The child runs TypeScript as the host does, through tsx's loader. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

interface Pending {
  readonly resolve: (stored: StoredSubmission) => void;
  readonly reject: (error: Error) => void;
}

/** Starts the store process for `path`; resolves once it opened the store, rejects when it cannot. */
export const startFormStoreProcess = async (
  path: string,
  options: { readonly now?: () => number } = {},
): Promise<FormStoreProcess> => {
  const now = options.now ?? Date.now;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let child: ChildProcess | undefined;
  let starting: Promise<ChildProcess> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  let closing = false;

  const start = (): Promise<ChildProcess> =>
    new Promise((ready, fail) => {
      const worker = fork(WORKER, [path], {
        execArgv: ['--import', TSX_LOADER],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let opened = false;
      worker.on('message', (reply: WorkerReply) => {
        if ('type' in reply) {
          if (reply.type === 'ready') {
            opened = true;
            ready(worker);
          } else fail(new Error(reply.error));
          return;
        }
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if ('stored' in reply) waiting?.resolve(reply.stored);
        else waiting?.reject(new Error(reply.error));
      });
      worker.on('exit', (code, signal) => {
        if (child === worker) child = undefined;
        const reason = new Error(`The form store process ended (${signal ?? `exit code ${code ?? 'unknown'}`})`);
        if (!opened) fail(reason);
        // Whatever it had not confirmed was not committed: refused, never reported stored.
        for (const [id, waiting] of pending) {
          pending.delete(id);
          waiting.reject(reason);
        }
        if (!closing && opened)
          console.error(
            `[host] ${reason.message}: form submissions are refused (503) until it starts again with the next one`,
          );
      });
    });

  /** The running child, started again when the last one ended (one start at a time). */
  const running = (): Promise<ChildProcess> => {
    if (child?.connected) return Promise.resolve(child);
    if (now() - failedAt < STORE_RESTART_BACKOFF_MS)
      return Promise.reject(new Error('The form store could not be opened a moment ago'));
    starting ??= start().then(
      (worker) => {
        starting = undefined;
        child = worker;
        return worker;
      },
      (error: unknown) => {
        starting = undefined;
        failedAt = now();
        throw error;
      },
    );
    return starting;
  };

  await running();
  return {
    insert: async (submission) => {
      if (closing) throw new Error('The form store is closed');
      const worker = await running();
      const id = nextId++;
      return new Promise<StoredSubmission>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const request: WorkerRequest = {
          id,
          submission: { ...submission, receivedAt: submission.receivedAt.toISOString() },
        };
        worker.send(request, (error) => {
          if (error && pending.delete(id)) reject(error);
        });
      });
    },
    close: async () => {
      closing = true;
      const worker = child;
      if (!worker?.connected) return;
      const exited = new Promise<void>((done) => worker.once('exit', () => done()));
      worker.disconnect();
      await exited;
    },
  };
};
