import { describe, expect, it } from 'vitest';
import { readTrace, TRACE_MAX_BYTES, TRACE_MAX_DEPTH } from '../../../src/adapters/inspection/traceCodec';

const step = { page: 'p1', actor: 'x:0', machine: 'headerMenus', at: 1, event: { type: 'xstate.init' }, from: null, to: { dropdowns: 'closed' }, context: {} };
const trace = { format: 'threo-machine-trace', version: 1, recordedAt: '2026-11-25T12:00:00.000Z', pages: [{ id: 'p1', url: 'http://localhost/', openedAt: 1 }], steps: [step] };
const read = (value: unknown) => {
  const text = JSON.stringify(value);
  return readTrace(text, text.length);
};

describe('reading a trace file', () => {
  it('accepts a trace the inspector saved', () => {
    expect(read(trace)).toEqual({ ok: true, trace });
  });

  it('names a wrong version, and what this inspector reads', () => {
    expect(read({ ...trace, version: 2 })).toEqual({ ok: false, error: 'field "version": this inspector reads version 1, the file says 2.' });
  });

  it('names the first missing or bad field, deep in a step', () => {
    const { machine: _machine, ...withoutMachine } = step;
    expect(read({ ...trace, steps: [step, withoutMachine] })).toEqual({ ok: false, error: 'field "steps.1.machine": expected string, got nothing' });
    expect(read({ ...trace, steps: [{ ...step, to: 7 }] })).toMatchObject({ ok: false, error: expect.stringMatching(/^field "steps\.0\.to": expected /) });
  });

  it('refuses a file that is not JSON or not a trace, and a file over the size limit before reading it', () => {
    expect(readTrace('<script>alert(1)</script>', 25)).toEqual({ ok: false, error: 'The file is not JSON: a trace is the JSON file the inspector saves.' });
    expect(read({ hello: 'world' })).toMatchObject({ ok: false, error: expect.stringContaining('field "format"') });
    expect(readTrace('{}', TRACE_MAX_BYTES + 1)).toEqual({ ok: false, error: 'The file is 5.0 MB; a trace may be at most 5 MB.' });
  });

  it('refuses a trace nested deeper than the limit with a message, without throwing, and reads one at it', () => {
    /**
     * The trace's text with the step's context nested `depth` objects deep (written out: too deep for JSON.stringify).
     */
    const nestedText = (depth: number): string => JSON.stringify(trace).replace('"context":{}', `"context":${'{"deeper":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`);
    const text = nestedText(100_000);
    expect(readTrace(text, text.length)).toEqual({ ok: false, error: `The trace nests deeper than ${TRACE_MAX_DEPTH} levels; the inspector saves none that deep.` });
    // The trace, its steps list and a step take three levels; the context's objects the rest.
    expect(readTrace(nestedText(TRACE_MAX_DEPTH - 3), 0).ok).toBe(true);
    expect(readTrace(nestedText(TRACE_MAX_DEPTH - 2), 0).ok).toBe(false);
  });

  it('keeps markup in a field as the text it is', () => {
    const hostile = { ...trace, steps: [{ ...step, event: { type: '<img src=x onerror=alert(1)>' } }] };
    const result = read(hostile);
    expect(result.ok && result.trace.steps[0]?.event.type).toBe('<img src=x onerror=alert(1)>');
  });
});
