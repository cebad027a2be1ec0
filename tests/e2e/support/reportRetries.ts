// A test that fails and then passes on its retry would otherwise leave no trace of its first failure: the reporter
// shows only "retry x1". Each failed attempt that will be retried is printed here, with its error, so that the race
// behind it can be found and fixed (docs/quality.md). The last attempt's failure is reported by vitest itself.
import { beforeEach } from 'vitest';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => {
    const attempt = task.result?.retryCount ?? 0;
    const retries = typeof task.retry === 'number' ? task.retry : (task.retry?.count ?? 0);
    if (attempt >= retries) return;
    const errors = (task.result?.errors ?? []).map((error) => [error.stack ?? error.message, error.diff].filter(Boolean).join('\n')).join('\n');
    console.error(`[attempt ${attempt + 1} of ${retries + 1} failed, retrying] ${task.fullName}\n${errors}`);
  });
});
