// The local form service's durable store: one SQLite row per accepted submission, written with WAL and
// synchronous=FULL (group-committed), so a row is on disk before the host answers 200. Read back by
// `npm run forms`.
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where submissions go unless FORMS_DB_PATH says otherwise. */
export const DEFAULT_FORMS_DB_PATH = './data/forms.sqlite';

export interface NewSubmission {
  readonly formName: string;
  readonly requestId: string;
  readonly receivedAt: Date;
  readonly clientIp: string;
  readonly userAgent: string | null;
  readonly referrer: string | null;
  /** The validated fields, as the domain returned them. */
  readonly fields: Readonly<Record<string, string | boolean>>;
}

export interface StoredSubmission extends Omit<NewSubmission, 'receivedAt'> {
  readonly id: number;
  /** ISO 8601, UTC. */
  readonly receivedAt: string;
}

export interface ListOptions {
  readonly formName?: string;
  /** Newest first when given; all rows oldest first otherwise. */
  readonly limit?: number;
}

export interface FormStore {
  readonly path: string;
  /** Resolves once the submission is committed and synced to disk; rejects when it could not be stored. */
  insert(submission: NewSubmission): Promise<StoredSubmission>;
  list(options?: ListOptions): StoredSubmission[];
  count(formName?: string): number;
  /** The connection's journal mode and sync level ("wal" and 2 = FULL when opened for writing). */
  settings(): { readonly journalMode: string; readonly synchronous: number };
  close(): void;
}

interface Row {
  id: number;
  form_name: string;
  request_id: string;
  received_at: string;
  client_ip: string;
  user_agent: string | null;
  referrer: string | null;
  fields: string;
}

interface Pending {
  readonly submission: NewSubmission;
  readonly resolve: (stored: StoredSubmission) => void;
  readonly reject: (error: unknown) => void;
}

const SCHEMA_VERSION = 1;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    form_name TEXT NOT NULL,
    request_id TEXT NOT NULL UNIQUE,
    received_at TEXT NOT NULL,
    client_ip TEXT NOT NULL,
    user_agent TEXT,
    referrer TEXT,
    fields TEXT NOT NULL CHECK (json_valid(fields))
  );
  CREATE INDEX IF NOT EXISTS submissions_by_form ON submissions (form_name, id);
`;

const toSubmission = (row: Row): StoredSubmission => ({
  id: row.id,
  formName: row.form_name,
  requestId: row.request_id,
  receivedAt: row.received_at,
  clientIp: row.client_ip,
  userAgent: row.user_agent,
  referrer: row.referrer,
  fields: JSON.parse(row.fields) as Record<string, string | boolean>,
});

/** Opens (and creates, with its folder) the store; `readonly` opens an existing file for reading only. */
export const openFormStore = (path: string = DEFAULT_FORMS_DB_PATH, options: { readonly?: boolean } = {}): FormStore => {
  const file = resolve(path);
  if (!options.readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly: options.readonly === true, fileMustExist: options.readonly === true });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    // WAL keeps readers (the CLI) from blocking the host; FULL syncs the log on every commit, so an answered
    // submission survives a crash of the process or of the machine.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) throw new Error(`${file}: schema version ${version} is newer than this host`);
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }

  const insert = options.readonly
    ? undefined
    : db.prepare<[string, string, string, string, string | null, string | null, string]>(
        `INSERT INTO submissions (form_name, request_id, received_at, client_ip, user_agent, referrer, fields)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );

  // Group commit: submissions that arrive while a commit is syncing are written together in the next
  // transaction, so one fsync serves many requests. Every promise settles only after its commit.
  let queue: Pending[] = [];
  let scheduled = false;
  const writeOne = (submission: NewSubmission): StoredSubmission => {
    if (!insert) throw new Error('The form store was opened read-only');
    const receivedAt = submission.receivedAt.toISOString();
    const { lastInsertRowid } = insert.run(
      submission.formName,
      submission.requestId,
      receivedAt,
      submission.clientIp,
      submission.userAgent,
      submission.referrer,
      JSON.stringify(submission.fields),
    );
    return { ...submission, id: Number(lastInsertRowid), receivedAt };
  };
  const flush = (): void => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let outcomes: (StoredSubmission | Error)[];
    try {
      outcomes = db.transaction(() =>
        batch.map((item) => {
          // A failing row (say, a repeated request id) is undone alone; the rest of the batch still commits.
          try {
            return writeOne(item.submission);
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      )();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome === undefined || outcome instanceof Error) item.reject(outcome ?? new Error('The submission was not stored'));
      else item.resolve(outcome);
    });
  };

  return {
    path: file,
    insert(submission) {
      if (!insert) return Promise.reject(new Error('The form store was opened read-only'));
      if (!db.open) return Promise.reject(new Error('The form store is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ submission, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          // After the I/O callbacks of this turn, so requests read in the same turn share the commit.
          setImmediate(flush);
        }
      });
    },
    list({ formName, limit } = {}) {
      const where = formName === undefined ? '' : 'WHERE form_name = @formName';
      const order = limit === undefined ? 'ORDER BY id ASC' : 'ORDER BY id DESC LIMIT @limit';
      const rows = db.prepare<Record<string, unknown>, Row>(`SELECT * FROM submissions ${where} ${order}`).all({
        ...(formName === undefined ? {} : { formName }),
        ...(limit === undefined ? {} : { limit }),
      });
      return rows.map(toSubmission);
    },
    count(formName) {
      const row =
        formName === undefined
          ? db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM submissions').get()
          : db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM submissions WHERE form_name = ?').get(formName);
      return row?.n ?? 0;
    },
    settings() {
      return {
        journalMode: String(db.pragma('journal_mode', { simple: true })),
        synchronous: Number(db.pragma('synchronous', { simple: true })),
      };
    },
    close() {
      if (!db.open) return;
      flush();
      db.close();
    },
  };
};
