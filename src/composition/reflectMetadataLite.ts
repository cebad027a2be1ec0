// What inversify asks of the Reflect metadata API, in place of reflect-metadata/lite (1.5 KB compressed at start-up;
// QUAL-9). The container binds factories only (container.ts: no decorators, no class bindings), so it writes and
// reads little metadata, but what it does is kept exactly: metadata per target and property key, own or inherited
// through the prototype chain. vite.config.ts aliases `reflect-metadata/lite` here in the browser build.
type Key = string | symbol | undefined;

const store = new WeakMap<object, Map<Key, Map<unknown, unknown>>>();

const table = (target: object, property: Key, create: boolean): Map<unknown, unknown> | undefined => {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let entries = byProperty.get(property);
  if (!entries && create) {
    entries = new Map();
    byProperty.set(property, entries);
  }
  return entries;
};

export const defineMetadata = (key: unknown, value: unknown, target: object, property?: Key): void => {
  table(target, property, true)?.set(key, value);
};

export const getOwnMetadata = (key: unknown, target: object, property?: Key): unknown => table(target, property, false)?.get(key);

export const getMetadata = (key: unknown, target: object, property?: Key): unknown => {
  for (let current: object | null = target; current !== null; current = Object.getPrototypeOf(current) as object | null) {
    const entries = table(current, property, false);
    if (entries?.has(key)) return entries.get(key);
  }
  return undefined;
};

/** Installs the three functions on Reflect where no metadata API is there yet (as reflect-metadata/lite does). */
export const installReflectMetadata = (reflect: object = Reflect): void => {
  const target = reflect as Record<string, unknown>;
  if (typeof target.getOwnMetadata === 'function') return;
  Object.assign(target, { defineMetadata, getOwnMetadata, getMetadata });
};

installReflectMetadata();
