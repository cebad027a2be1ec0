// The form store keeps submissions in SQLite with a write-ahead log synced on every commit, and reads them back.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FormStore, type NewSubmission, openFormStore } from '../../server/formStore';

let dir: string;
let store: FormStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'threo-store-'));
  store = openFormStore(join(dir, 'nested', 'forms.sqlite'));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const submission = (requestId: string, formName = 'contact'): NewSubmission => ({
  formName,
  requestId,
  receivedAt: new Date('2026-05-06T07:08:09.010Z'),
  clientIp: '192.0.2.1',
  userAgent: null,
  referrer: 'https://threo.ai/company/contact',
  fields: { email: 'ada@example.com', agreeToTerms: true },
});

describe('the form store', () => {
  it('creates its folder and opens with a write-ahead log synced in full', () => {
    expect(existsSync(join(dir, 'nested', 'forms.sqlite'))).toBe(true);
    expect(store.settings()).toEqual({ journalMode: 'wal', synchronous: 2 });
  });

  it('returns each stored row with its id and reads rows back exactly', async () => {
    const stored = await store.insert(submission('a'));
    expect(stored).toEqual({ ...submission('a'), id: 1, receivedAt: '2026-05-06T07:08:09.010Z' });
    await store.insert(submission('b', 'newsletter'));
    expect(store.list().map((row) => row.requestId)).toEqual(['a', 'b']);
    expect(store.list({ formName: 'newsletter' }).map((row) => row.requestId)).toEqual(['b']);
    expect(store.list({ limit: 1 }).map((row) => row.requestId)).toEqual(['b']);
    expect([store.count(), store.count('contact'), store.count('signup')]).toEqual([2, 1, 0]);
  });

  it('never stores the same request twice', async () => {
    await store.insert(submission('same'));
    await expect(store.insert(submission('same'))).rejects.toThrow(/UNIQUE/);
    expect(store.count()).toBe(1);
  });

  it('commits submissions that arrive together in one go, refusing only a bad one among them', async () => {
    const results = await Promise.allSettled([
      ...Array.from({ length: 50 }, (_, i) => store.insert(submission(`r${i}`))),
      store.insert(submission('r7')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    expect(results[50]?.status).toBe('rejected');
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(new Set(ids).size).toBe(50);
    expect(store.count()).toBe(50);
  });

  it('settles nothing before the commit, and writes what is queued when closed', async () => {
    let settled = false;
    const pending = store.insert(submission('late')).then(() => (settled = true));
    expect(settled).toBe(false);
    expect(store.count()).toBe(0);
    store.close();
    await pending;
    const reader = openFormStore(join(dir, 'nested', 'forms.sqlite'), { readonly: true });
    expect(reader.count()).toBe(1);
    reader.close();
  });

  it('keeps rows across a reopen, and a read-only handle cannot write', async () => {
    await store.insert(submission('kept'));
    store.close();
    const reader = openFormStore(join(dir, 'nested', 'forms.sqlite'), { readonly: true });
    try {
      expect(reader.count()).toBe(1);
      await expect(reader.insert(submission('x'))).rejects.toThrow(/read-only/);
    } finally {
      reader.close();
    }
    store = openFormStore(join(dir, 'nested', 'forms.sqlite'));
    expect(store.list()[0]?.requestId).toBe('kept');
  });
});
