// The form store's own process (server/formStoreProcess.ts): opens the store at the path it is given, commits each
// submission the host sends and answers once it is synced; when the host goes away (stopped or killed), it commits
// what it holds and exits.
import { openFormStore } from './formStore';
import type { WorkerReply, WorkerRequest } from './formStoreProcess';

const send = (reply: WorkerReply): void => {
  process.send?.(reply);
};

const path = process.argv[2];
if (path === undefined || !process.send) throw new Error('formStoreWorker.ts runs as the host’s child: fork it with the store path');

// Stopping is the host's: it disconnects, and this commits and exits. A Ctrl-C reaches the whole process group, and
// exiting on it here would refuse submissions the host is still answering while it closes.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);

try {
  const store = openFormStore(path);
  process.on('message', (request: WorkerRequest) => {
    store.insert({ ...request.submission, receivedAt: new Date(request.submission.receivedAt) }).then(
      (stored) => send({ id: request.id, stored }),
      (error: unknown) => send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
  process.on('disconnect', () => {
    store.close();
    process.exit(0);
  });
  send({ type: 'ready' });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  process.disconnect();
}
