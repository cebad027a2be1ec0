// The booking calendar machine: every path of its chart, and the retry timings on a simulated clock.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  CALENDAR_LOAD_TIMEOUT_MS,
  CALENDAR_MAX_RETRIES,
  CALENDAR_RETRY_DELAY_MS,
} from '../../../src/domain/site/constants';
import { bookingCalendarMachine } from '../../../src/application/machines/bookingCalendarMachine';
import { expectFullCoverage, walkModel } from './modelHarness';

const url = 'https://calendar.example/threo';

describe('bookingCalendarMachine, model-based', () => {
  it('walks every path, reaching every state and taking every transition, with each outcome checked', () => {
    const report = walkModel({
      machine: bookingCalendarMachine,
      input: { url },
      outcomes: {
        loading: (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.src).toBe(url);
          expect(s.context.retries).toBeLessThanOrEqual(CALENDAR_MAX_RETRIES);
        },
        retrying: (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.src).toBe('');
          expect(s.context.retries).toBeLessThan(CALENDAR_MAX_RETRIES);
        },
        loaded: (s) => {
          expect(s.hasTag('busy')).toBe(false);
          expect(s.context.src).toBe(url);
          expect(s.status).toBe('done');
        },
        failed: (s) => {
          expect(s.hasTag('error')).toBe(true);
          expect(s.context.retries).toBe(CALENDAR_MAX_RETRIES);
          expect(s.status).toBe('done');
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('bookingCalendarMachine, on a simulated clock', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(bookingCalendarMachine, { input: { url }, clock });
    actor.start();
    return { clock, actor };
  };

  it('clears the source at once on a failure and sets it again exactly CALENDAR_RETRY_DELAY_MS later', () => {
    const { clock, actor } = start();
    actor.send({ type: 'frame.failed' });
    expect(actor.getSnapshot().context).toMatchObject({ src: '', retries: 0 });
    clock.increment(CALENDAR_RETRY_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ src: url, retries: 1 });
  });

  it('counts a load that has not finished after CALENDAR_LOAD_TIMEOUT_MS as a failure', () => {
    const { clock, actor } = start();
    clock.increment(CALENDAR_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('shows the fallback after the third retry fails, having loaded the frame four times in all', () => {
    const { clock, actor } = start();
    const sources: string[] = [];
    actor.subscribe((snapshot) => sources.push(snapshot.context.src));
    for (let retry = 1; retry <= CALENDAR_MAX_RETRIES; retry += 1) {
      actor.send({ type: 'frame.failed' });
      clock.increment(CALENDAR_RETRY_DELAY_MS);
      expect(actor.getSnapshot().context.retries).toBe(retry);
    }
    actor.send({ type: 'frame.failed' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(sources.filter((src) => src === '')).toHaveLength(CALENDAR_MAX_RETRIES);
  });

  it('ignores the load event of the cleared frame while waiting to retry', () => {
    const { clock, actor } = start();
    actor.send({ type: 'frame.failed' });
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(CALENDAR_RETRY_DELAY_MS);
    actor.send({ type: 'frame.loaded' });
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('keeps the calendar once loaded, whatever the clock does', () => {
    const { clock, actor } = start();
    actor.send({ type: 'frame.loaded' });
    clock.increment(CALENDAR_LOAD_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('loaded');
  });
});
