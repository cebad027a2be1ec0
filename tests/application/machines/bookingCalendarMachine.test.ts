// The booking calendar machine: every path of its chart, the signals each attempt rests on and the retry timings on
// a simulated clock, and its two witnesses (the provider's messages, the reachability probe) wired through fakes.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import {
  CALENDAR_ANNOUNCE_TIMEOUT_MS,
  CALENDAR_LOAD_TIMEOUT_MS,
  CALENDAR_MAX_RETRIES,
  CALENDAR_RETRY_DELAY_MS,
} from '../../../src/domain/site/constants';
import { bookingCalendarMachine, type BookingCalendarEvent } from '../../../src/application/machines/bookingCalendarMachine';
import { createBookingCalendarImplementations } from '../../../src/application/machines/bookingCalendarImplementations';
import type { BookingSignal } from '../../../src/application/ports/BookingEmbed';
import type { Reachability } from '../../../src/application/ports/ReachabilityProbe';
import { expectFullCoverage, startOnSimulatedClock, walkModel } from './modelHarness';

const url = 'https://calendar.example/threo';

/** The machine with witnesses that never speak: every signal comes from the test. */
const inert = bookingCalendarMachine.provide({
  actors: {
    watchProvider: fromCallback<BookingCalendarEvent, { readonly url: string }>(() => undefined),
    probeReachability: fromCallback<BookingCalendarEvent, { readonly url: string }>(() => undefined),
  },
});

const busyOnTheBookingPage = (s: { hasTag: (tag: 'busy') => boolean; context: { src: string; retries: number } }) => {
  expect(s.hasTag('busy')).toBe(true);
  expect(s.context.src).toBe(url);
  expect(s.context.retries).toBeLessThanOrEqual(CALENDAR_MAX_RETRIES);
};

describe('bookingCalendarMachine, model-based', () => {
  it('walks every path, reaching every state and taking every transition, with each outcome checked', () => {
    const report = walkModel({
      machine: inert,
      input: { url },
      // Four attempts of three sub-states each make the simple paths explode; every edge of every node is walked.
      strategy: 'every-edge',
      outcomes: {
        loading: busyOnTheBookingPage,
        'loading.connecting': busyOnTheBookingPage,
        'loading.silent': busyOnTheBookingPage,
        'loading.announced': busyOnTheBookingPage,
        retrying: (s) => {
          expect(s.hasTag('busy')).toBe(true);
          expect(s.context.src).toBe('');
          expect(s.context.retries).toBeLessThan(CALENDAR_MAX_RETRIES);
        },
        loaded: (s, _effects, previous) => {
          expect(s.hasTag('busy')).toBe(false);
          expect(s.context.src).toBe(url);
          expect(s.status).toBe('done');
          // Only the booking page's ready message leads here, from an attempt in progress.
          expect(previous?.matches('loading')).toBe(true);
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
    const { clock, actor } = startOnSimulatedClock(inert, { url });
    return { clock, actor, send: (type: BookingCalendarEvent['type']) => actor.send({ type }) };
  };

  it('keeps the overlay after the frame loads until the booking page says it is ready', () => {
    const { actor, send } = start();
    send('frame.loaded');
    expect(actor.getSnapshot().value).toEqual({ loading: 'silent' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    send('provider.announced');
    expect(actor.getSnapshot().value).toEqual({ loading: 'announced' });
    send('provider.ready');
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('fails an attempt at once when the booking host cannot be reached, and sets the source again exactly CALENDAR_RETRY_DELAY_MS later', () => {
    const { clock, actor, send } = start();
    send('probe.unreachable');
    expect(actor.getSnapshot().context).toMatchObject({ src: '', retries: 0 });
    clock.increment(CALENDAR_RETRY_DELAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ loading: 'connecting' });
    expect(actor.getSnapshot().context).toMatchObject({ src: url, retries: 1 });
  });

  it('fails an attempt whose frame shows the browser error page and whose probe then finds the host unreachable', () => {
    const { actor, send } = start();
    send('frame.loaded');
    send('probe.unreachable');
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('counts a frame that loaded but whose booking page stays silent for CALENDAR_ANNOUNCE_TIMEOUT_MS as a failure', () => {
    const { clock, actor, send } = start();
    send('frame.loaded');
    clock.increment(CALENDAR_ANNOUNCE_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ loading: 'silent' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('fails the attempt when the provider reports an error page', () => {
    const { actor, send } = start();
    send('provider.announced');
    send('provider.failed');
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('counts a booking page that is not ready after CALENDAR_LOAD_TIMEOUT_MS as a failure, even once it announced itself', () => {
    const { clock, actor, send } = start();
    send('frame.loaded');
    send('provider.announced');
    clock.increment(CALENDAR_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toEqual({ loading: 'announced' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('retrying');
  });

  it('trusts the booking page over the probe once it has announced itself', () => {
    const { actor, send } = start();
    send('provider.announced');
    send('probe.unreachable');
    expect(actor.getSnapshot().value).toEqual({ loading: 'announced' });
  });

  it('shows the fallback after the third retry fails, having loaded the frame four times in all', () => {
    const { clock, actor, send } = start();
    const sources: string[] = [];
    actor.subscribe((snapshot) => sources.push(snapshot.context.src));
    for (let retry = 1; retry <= CALENDAR_MAX_RETRIES; retry += 1) {
      send('probe.unreachable');
      clock.increment(CALENDAR_RETRY_DELAY_MS);
      expect(actor.getSnapshot().context.retries).toBe(retry);
    }
    send('probe.unreachable');
    expect(actor.getSnapshot().value).toBe('failed');
    expect(sources.filter((src) => src === '')).toHaveLength(CALENDAR_MAX_RETRIES);
  });

  it('ignores the signals of the cleared frame while waiting to retry', () => {
    const { clock, actor, send } = start();
    send('provider.failed');
    send('frame.loaded');
    send('provider.ready');
    expect(actor.getSnapshot().value).toBe('retrying');
    clock.increment(CALENDAR_RETRY_DELAY_MS);
    send('provider.ready');
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('keeps the calendar once loaded, whatever the clock does', () => {
    const { clock, actor, send } = start();
    send('provider.ready');
    clock.increment(CALENDAR_LOAD_TIMEOUT_MS * 2);
    expect(actor.getSnapshot().value).toBe('loaded');
  });
});

describe('createBookingCalendarImplementations', () => {
  const witnesses = () => {
    const listeners: ((signal: BookingSignal) => void)[] = [];
    const stops: string[] = [];
    const probes: { url: string; signal: AbortSignal; settle: (r: Reachability) => void }[] = [];
    const embed = {
      watch: vi.fn((watched: string, onSignal: (signal: BookingSignal) => void) => {
        listeners.push(onSignal);
        return () => stops.push(watched);
      }),
    };
    const probe = {
      probe: vi.fn(
        (probed: string, signal: AbortSignal) =>
          new Promise<Reachability>((settle) => probes.push({ url: probed, signal, settle })),
      ),
    };
    const clock = new SimulatedClock();
    const actor = createActor(
      bookingCalendarMachine.provide(
        createBookingCalendarImplementations({ bookingEmbed: embed, reachabilityProbe: probe }),
      ),
      { input: { url }, clock },
    );
    actor.start();
    return { actor, clock, listeners, stops, probes };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('watches the booking page and probes its host once per attempt, and stops both when the attempt ends', () => {
    const { actor, clock, listeners, stops, probes } = witnesses();
    expect(listeners).toHaveLength(1);
    expect(probes.map((p) => p.url)).toEqual([url]);
    listeners[0]?.('failed');
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(stops).toEqual([url]);
    expect(probes[0]?.signal.aborted).toBe(true);
    clock.increment(CALENDAR_RETRY_DELAY_MS);
    expect(listeners).toHaveLength(2);
    expect(probes).toHaveLength(2);
  });

  it('turns the provider signals into provider events: announced, then ready shows the calendar', () => {
    const { actor, listeners } = witnesses();
    listeners[0]?.('announced');
    expect(actor.getSnapshot().value).toEqual({ loading: 'announced' });
    listeners[0]?.('ready');
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('sends probe.unreachable when the probe finds the host unreachable, and nothing when it answers', async () => {
    const reachable = witnesses();
    reachable.probes[0]?.settle('reachable');
    await settled();
    expect(reachable.actor.getSnapshot().value).toEqual({ loading: 'connecting' });

    const unreachable = witnesses();
    unreachable.probes[0]?.settle('unreachable');
    await settled();
    expect(unreachable.actor.getSnapshot().value).toBe('retrying');
  });

  it("does not let the late result of an earlier attempt's probe fail the next attempt", async () => {
    const { actor, clock, listeners, probes } = witnesses();
    listeners[0]?.('failed');
    clock.increment(CALENDAR_RETRY_DELAY_MS);
    probes[0]?.settle('unreachable');
    await settled();
    expect(actor.getSnapshot().value).toEqual({ loading: 'connecting' });
    expect(actor.getSnapshot().context.retries).toBe(1);
  });
});
