// The local form service's durable store: one SQLite row per accepted submission, written with WAL and
// synchronous=FULL (group-committed), so a row is on disk before the host answers 200. Read back by
// `npm run forms`.
import Database from 'better-sqlite3';
import { mkdirSync, statSync } from 'node:fs';
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

/** What the form service needs of a store: a durable insert (the host's store runs in a process of its own). */
export type FormWriter = Pick<FormStore, 'insert'>;

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

type InsertStatement = Database.Statement<[string, string, string, string, string | null, string | null, string]>;

/** The device and inode of a file, or undefined when there is none at that path. */
const identityOf = (file: string): string | undefined => {
  try {
    const stat = statSync(file);
    return `${stat.dev}:${stat.ino}`;
  } catch {
    return undefined;
  }
};

interface Connection {
  readonly db: Database.Database;
  readonly insert: InsertStatement | undefined;
  /**
   * The database file and its write-ahead log as opened: a commit is durable only while they are still at their paths.
   */
  readonly identity: string | undefined;
}

const connect = (file: string, readonly: boolean): Connection => {
  if (!readonly) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { readonly, fileMustExist: readonly });
  try {
    db.pragma('busy_timeout = 5000');
    if (readonly) return { db, insert: undefined, identity: undefined };
    // WAL keeps readers (the CLI) from blocking the host; FULL syncs the log on every commit, so an answered
    // submission survives a crash of the process or of the machine.
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) throw new Error(`${file}: schema version ${version} is newer than this host`);
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    const insert: InsertStatement = db.prepare(
      `INSERT INTO submissions (form_name, request_id, received_at, client_ip, user_agent, referrer, fields)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    return { db, insert, identity: `${identityOf(file)}|${identityOf(`${file}-wal`)}` };
  } catch (error) {
    db.close();
    throw error;
  }
};

/**
 * Opens (and creates, with its folder) the store; `readonly` opens an existing file for reading only. Before each
 * commit a writer checks that its file and log are still the ones at the path: when they were deleted or replaced
 * (`git clean` removing data/ while the host runs), a commit to the old ones would be lost, so it opens the store
 * at the path again and commits there; when that fails, the commit fails and nobody is told it was stored.
 */
export const openFormStore = (
  path: string = DEFAULT_FORMS_DB_PATH,
  options: { readonly?: boolean } = {},
): FormStore => {
  const file = resolve(path);
  const readonly = options.readonly === true;
  let connection = connect(file, readonly);
  let closed = false;
  const db = (): Database.Database => connection.db;
  const current = (): Connection => {
    if (`${identityOf(file)}|${identityOf(`${file}-wal`)}` === connection.identity) return connection;
    console.warn(`[forms] ${file} was removed or replaced while open: opening it again`);
    try {
      connection.db.close();
    } catch {
      // The old connection's files are gone; nothing of it is needed.
    }
    connection = connect(file, false);
    return connection;
  };

  // Group commit: submissions that arrive while a commit is syncing are written together in the next
  // transaction, so one fsync serves many requests. Every promise settles only after its commit.
  let queue: Pending[] = [];
  let scheduled = false;
  const writeOne = (insert: InsertStatement, submission: NewSubmission): StoredSubmission => {
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
      const { db: writer, insert } = current();
      if (!insert) throw new Error('The form store was opened read-only');
      outcomes = writer.transaction(() =>
        batch.map((item) => {
          // A failing row (say, a repeated request id) is undone alone; the rest of the batch still commits.
          try {
            return writeOne(insert, item.submission);
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
      if (outcome === undefined || outcome instanceof Error)
        item.reject(outcome ?? new Error('The submission was not stored'));
      else item.resolve(outcome);
    });
  };

  return {
    path: file,
    insert(submission) {
      if (readonly) return Promise.reject(new Error('The form store was opened read-only'));
      if (closed) return Promise.reject(new Error('The form store is closed'));
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
      const rows = db()
        .prepare<Record<string, unknown>, Row>(`SELECT * FROM submissions ${where} ${order}`)
        .all({
          ...(formName === undefined ? {} : { formName }),
          ...(limit === undefined ? {} : { limit }),
        });
      return rows.map(toSubmission);
    },
    count(formName) {
      const row =
        formName === undefined
          ? db().prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM submissions').get()
          : db()
              .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM submissions WHERE form_name = ?')
              .get(formName);
      return row?.n ?? 0;
    },
    settings() {
      return {
        journalMode: String(db().pragma('journal_mode', { simple: true })),
        synchronous: Number(db().pragma('synchronous', { simple: true })),
      };
    },
    close() {
      if (closed) return;
      flush();
      closed = true;
      connection.db.close();
    },
  };
};
