// INS-1: inspection is off unless a tab asks for it, and off it costs nothing: the start-up's static import graph
// reaches no inspection code (the bridge is a dynamic import behind the check), so no byte of it is in any page's
// start-up scripts. The e2e suite (tests/e2e/inspector.test.ts) lists the scripts a page really loads.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { INSPECT_STORAGE_KEY, inspectionRequested, startInspection } from '../../src/composition/inspection';
import { attachInspector, createAppActor } from '../../src/ui/app/machineActors';
import { headerMenusMachine } from '../../src/application/machines/headerMenusMachine';
import { INSPECTION_CHANNEL } from '../../src/domain/inspection/protocol';

const root = resolve(__dirname, '../..');

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
};
const tab = (search: string, storage = memoryStorage()) => ({
  location: { search } as Location,
  sessionStorage: storage,
});

/** Every module the file reaches through static imports (dynamic `import()` excluded), as paths from the root. */
const staticGraph = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gms)) {
      const spec = match[1] ?? match[2] ?? '';
      const base = join(dirname(file), spec);
      const found = ['.ts', '.tsx', '/index.ts', ''].map((ext) => base + ext).find((candidate) => {
        try {
          return readFileSync(join(root, candidate)) && !candidate.endsWith('/');
        } catch {
          return false;
        }
      });
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return seen;
};

afterEach(() => attachInspector(undefined));

describe('switching machine inspection on for a tab', () => {
  it('is off in a tab that never had ?inspect', () => {
    expect(inspectionRequested(tab(''))).toBe(false);
    expect(inspectionRequested(tab('?inspector=1&x=2'))).toBe(false);
  });

  it('is on with ?inspect and stays on for the tab once the parameter is gone', () => {
    const storage = memoryStorage();
    expect(inspectionRequested(tab('?inspect', storage))).toBe(true);
    expect(storage.getItem(INSPECT_STORAGE_KEY)).toBe('1');
    expect(inspectionRequested(tab('', storage))).toBe(true);
    expect(inspectionRequested(tab('?a=1&inspect=1'))).toBe(true);
  });

  it('is off, without breaking the page, where storage is blocked', () => {
    const blocked = { location: { search: '?inspect' } as Location, get sessionStorage(): Storage { throw new DOMException('blocked', 'SecurityError'); } };
    expect(inspectionRequested(blocked)).toBe(false);
  });

  it('once started, gives every actor the site creates to the inspector channel', async () => {
    const listener = new BroadcastChannel(INSPECTION_CHANNEL);
    const received: unknown[] = [];
    listener.onmessage = (event) => received.push(event.data);
    await startInspection({ location: { href: 'http://localhost/?inspect' } } as Window);
    const actor = createAppActor(headerMenusMachine).start();
    actor.send({ type: 'mobile.toggle' });
    await expect.poll(() => received.filter((m) => (m as { type: string }).type === 'step').length).toBe(2);
    expect(received[0]).toMatchObject({ type: 'page', page: { url: 'http://localhost/?inspect' } });
    actor.stop();
    listener.close();
  });
});

describe('the cost of inspection when it is off', () => {
  it('no inspection module is a static import of the browser start-up: the bridge loads only behind the check', () => {
    const graph = staticGraph('src/composition/entry-client.tsx');
    expect(graph.size).toBeGreaterThan(50);
    expect(graph.has('src/composition/inspection.ts')).toBe(true);
    expect([...graph].filter((file) => /(^src\/adapters\/inspection\/|^src\/inspector\/|\/inspection\/)/.test(file))).toEqual([]);
    expect(readFileSync(join(root, 'src/composition/inspection.ts'), 'utf8')).toMatch(/import\('\.\.\/adapters\/inspection\/broadcastInspection'\)/);
  });
});
