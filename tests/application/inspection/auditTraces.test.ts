// The three audit stories (docs/inspector.md), as the inspector recorded them in Chromium (tests/e2e/inspector.test.ts
// keeps them under tests/fixtures/traces/ with UPDATE_TRACE_FIXTURES=1): each file reads with the trace codec, every
// step fits this build's machines, and replaying it tells the story. A machine changed so that a story no longer fits
// fails here, at the step the inspector would flag.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrace } from '../../../src/adapters/inspection/traceCodec';
import { checkTrace } from '../../../src/application/inspection/checkTrace';
import { INSPECTABLE_MACHINES } from '../../../src/application/inspection/inspectableMachines';
import { CALENDAR_MAX_RETRIES, CALENDAR_RETRY_DELAY_MS } from '../../../src/domain/site/constants';
import { valuesAfter, type Trace } from '../../../src/domain/inspection/trace';
import { calendarStory, chunkStory, playgroundStory } from '../../fixtures/traces/stories';
import { SCHEDULING_SLACK_MS } from '../../e2e/support/timing';

const load = (name: string): Trace => {
  const text = readFileSync(join(__dirname, '../../fixtures/traces', `${name}.json`), 'utf8');
  const reading = readTrace(text, Buffer.byteLength(text));
  if (!reading.ok) throw new Error(reading.error);
  return reading.trace;
};


describe('the audit traces, replayed on this build [INS-4]', () => {
  it('1. the calendar with its host unreachable: first attempt, three retries 1 s apart by the trace’s own clock, then failed', () => {
    const trace = load('calendar-unreachable');
    expect(checkTrace(trace, INSPECTABLE_MACHINES)).toEqual({ fits: true });
    const story = calendarStory(trace);
    expect(story.attempts).toBe(1 + CALENDAR_MAX_RETRIES);
    expect(story.retryGaps).toHaveLength(CALENDAR_MAX_RETRIES);
    for (const gap of story.retryGaps) expect(gap).toBeGreaterThanOrEqual(CALENDAR_RETRY_DELAY_MS);
    for (const gap of story.retryGaps) expect(gap).toBeLessThan(CALENDAR_RETRY_DELAY_MS + SCHEDULING_SLACK_MS);
    expect(valuesAfter(trace.steps, trace.steps.length).get('bookingCalendar')).toBe('failed');
  });

  it('2. a chunk answering 404: one reload, at the same address, and the loading-error screen after it', () => {
    const trace = load('chunk-404');
    expect(checkTrace(trace, INSPECTABLE_MACHINES)).toEqual({ fits: true });
    const story = chunkStory(trace);
    expect(story.reloads).toBe(1);
    expect(new URL(story.reloadedUrl ?? '').pathname).toBe('/pricing');
    expect(story.errorScreenAfterReload).toBe(true);
  });

  it('3. the playground: a suggested question, thinking, the answer; then the failing function’s error', () => {
    const trace = load('playground');
    expect(checkTrace(trace, INSPECTABLE_MACHINES)).toEqual({ fits: true });
    const story = playgroundStory(trace);
    expect(story.moves).toEqual(['start → idle', 'message.send: idle → thinking', 'done ask: thinking → idle', 'message.send: idle → thinking', 'done ask: thinking → idle']);
    expect(story.questions).toEqual(['How do you ensure data privacy?', 'Can you integrate with our existing CRM?']);
    expect(story.lastReply).toMatchObject({ kind: 'http-error', status: 500, body: 'Upstream model unavailable' });
  });

  it('flags a story recorded on a build whose machine moved differently, at that step', () => {
    const trace = load('calendar-unreachable');
    const first = trace.steps.findIndex((step) => step.machine === 'bookingCalendar' && step.to === 'retrying');
    const older = { ...trace, steps: trace.steps.map((step, i) => (i === first ? { ...step, to: 'failed' } : step)) };
    expect(checkTrace(older, INSPECTABLE_MACHINES)).toMatchObject({ fits: false, step: first, problem: expect.stringContaining('goes to retrying') });
  });
});
