// The trace file's boundary (INS-4, INS-5): the io-ts codec of a trace, and the reading of a file a person chose,
// which may be anything. A file is judged before anything in it is used: its size first (TRACE_MAX_BYTES), then
// JSON, then its format and version, then every field; the answer names the first bad field. Nothing in a file is
// ever executed or rendered as markup (the inspector shows it as text).
import * as t from 'io-ts';
import { TRACE_FORMAT, TRACE_VERSION, type JsonValue, type StateValue, type Trace } from '../../domain/inspection/trace';
import { decodeOrDescribe } from '../http/contentCodecs';

/** INS-5: the largest trace file the inspector reads, in bytes (a visit of several minutes is well under 1 MB). */
export const TRACE_MAX_BYTES = 5 * 1024 * 1024;

const StateValueCodec: t.Type<StateValue> = t.recursion('StateValue', () => t.union([t.string, t.record(t.string, StateValueCodec)]));

const JsonCodec: t.Type<JsonValue> = t.recursion('JSON', () =>
  t.union([t.null, t.boolean, t.number, t.string, t.readonlyArray(JsonCodec), t.record(t.string, JsonCodec)]),
);

const EventCodec = t.intersection([t.type({ type: t.string }), t.record(t.string, JsonCodec)]);

const TracePageCodec = t.type({ id: t.string, url: t.string, openedAt: t.number });

export const TraceStepCodec = t.type({
  page: t.string,
  actor: t.string,
  machine: t.string,
  at: t.number,
  event: EventCodec,
  from: t.union([t.null, StateValueCodec]),
  to: StateValueCodec,
  context: JsonCodec,
});

export const TraceCodec = t.type({
  format: t.literal(TRACE_FORMAT),
  version: t.literal(TRACE_VERSION),
  recordedAt: t.string,
  pages: t.readonlyArray(TracePageCodec),
  steps: t.readonlyArray(TraceStepCodec),
});

export type TraceReading =
  { readonly ok: true; readonly trace: Trace } | { readonly ok: false; readonly error: string };

/**
 * The deepest nesting of arrays and objects a trace file may have: a recorded context is a few levels deep, and the
 * codec checks a value by recursion, so a file nested thousands of levels deep would overflow the stack.
 */
export const TRACE_MAX_DEPTH = 64;

/** Whether a parsed value nests deeper than `limit`; walks with a stack of its own, so any depth is safe. */
const nestsDeeperThan = (value: unknown, limit: number): boolean => {
  const pending: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a trace file's text (size in bytes as the browser reports it); never throws. */
export const readTrace = (text: string, bytes: number): TraceReading => {
  if (bytes > TRACE_MAX_BYTES) {
    return { ok: false, error: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; a trace may be at most ${TRACE_MAX_BYTES / 1024 / 1024} MB.` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, error: 'The file is not JSON: a trace is the JSON file the inspector saves.' };
  }
  if (!isObject(parsed) || parsed.format !== TRACE_FORMAT) {
    return { ok: false, error: `field "format": expected "${TRACE_FORMAT}"; this is not a machine trace.` };
  }
  if (parsed.version !== TRACE_VERSION) {
    return { ok: false, error: `field "version": this inspector reads version ${TRACE_VERSION}, the file says ${JSON.stringify(parsed.version) ?? 'nothing'}.` };
  }
  if (nestsDeeperThan(parsed, TRACE_MAX_DEPTH)) return { ok: false, error: `The trace nests deeper than ${TRACE_MAX_DEPTH} levels; the inspector saves none that deep.` };
  const decoded = decodeOrDescribe(TraceCodec.decode(parsed));
  if (!decoded.ok) return { ok: false, error: decoded.errors[0] ?? 'The trace does not fit its schema.' };
  return { ok: true, trace: decoded.value };
};
