// The browser bundle's machines lose only their description texts: every machine, stripped by the Vite plugin,
// still defines exactly the same states, transitions, guards and actions as its source.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { isMachineModule, stripDescriptions } from '../../scripts/vite/stripMachineDescriptions';

const dir = join(__dirname, '../../src/application/machines');
const machineFiles = readdirSync(dir).filter((name) => isMachineModule(join(dir, name)));
const written: string[] = [];

/** The machine's definition as plain data, without any description. */
const shape = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, inner: unknown) => (key === 'description' ? undefined : inner)));

const machinesOf = (module: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(module)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'toJSON' in value && 'definition' in value)
      .map(([name, value]) => [name, shape((value as { toJSON: () => unknown }).toJSON())]),
  );

afterAll(() => written.forEach((file) => rmSync(file, { force: true })));

describe('stripMachineDescriptions', () => {
  it('applies to every machine module and to nothing else', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(12);
    expect(isMachineModule('/x/src/application/machines/playgroundMachine.ts')).toBe(true);
    expect(isMachineModule('/x/src/application/machines/toastActions.ts')).toBe(false);
    expect(isMachineModule('/x/src/ui/pages/home/playgroundMachine.ts')).toBe(false);
  });

  it('removes quoted descriptions, joined ones included, and leaves other properties alone', () => {
    const source = `{ target: 'a', description: 'One.' }, { description: "Two " + 'parts.', guard: 'g' }, { description: \`kept\` }`;
    const { code, removed } = stripDescriptions(source);
    expect(removed).toBe(2);
    expect(code).toBe(`{ target: 'a', }, {  guard: 'g' }, { description: \`kept\` }`);
  });

  it.each(machineFiles)('%s keeps the same machine definition without its descriptions', async (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const { code, removed } = stripDescriptions(source);
    expect(removed).toBeGreaterThan(0);
    expect(code).not.toMatch(/description:\s*['"]/);
    const copy = join(dir, `.stripped-${file}`);
    writeFileSync(copy, code);
    written.push(copy);
    const original = machinesOf((await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>);
    const stripped = machinesOf((await import(pathToFileURL(copy).href)) as Record<string, unknown>);
    expect(Object.keys(original).length).toBeGreaterThan(0);
    expect(stripped).toEqual(original);
  });
});
