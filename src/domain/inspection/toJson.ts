// Makes anything an actor holds (its context, an event) into plain JSON for a trace (INS-4): functions are left out,
// an actor or an object with a cycle becomes a short note, an Error its name and message, text beyond
// MAX_TEXT characters and nesting beyond MAX_DEPTH are cut, so a step stays small and can always be posted.
import type { JsonValue } from './trace';

const MAX_DEPTH = 6;
const MAX_TEXT = 2000;
const MAX_ITEMS = 200;

const isActorLike = (value: object): boolean => 'sessionId' in value && 'send' in value;

export const toJson = (value: unknown, depth = 0, seen: ReadonlySet<object> = new Set()): JsonValue => {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return null; // undefined, functions, symbols
  if (seen.has(value)) return '(circular)';
  if (isActorLike(value)) return `(actor ${String((value as { id?: unknown }).id ?? '')})`;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (depth >= MAX_DEPTH) return '(…)';
  const inner = new Set(seen).add(value);
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item: unknown) => toJson(item, depth + 1, inner));
  const entries = Object.entries(value).filter(([, item]) => typeof item !== 'function' && item !== undefined);
  return Object.fromEntries(entries.slice(0, MAX_ITEMS).map(([key, item]) => [key, toJson(item, depth + 1, inner)]));
};
