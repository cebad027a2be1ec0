// cal.com's embed protocol as the booking calendar hears it: `__iframeReady`, `linkReady` and `linkFailed` from the
// booking origin become the three signals, `__iframeReady` is answered with `parentKnowsIframeReady` (without it
// the booking page stays hidden), and nothing from another origin or in another shape counts.
import { describe, expect, it, vi } from 'vitest';
import { createCalComBookingEmbed } from '../../../src/adapters/booking/CalComBookingEmbed';
import * as calComMessages from '../../../src/adapters/booking/calComMessages';
import type { BookingSignal } from '../../../src/application/ports/BookingEmbed';

const url = 'https://book.example.test/threo/demo?embed=true';
const origin = 'https://book.example.test';

/** What cal.com's embed-iframe posts: `{ originator: 'CAL', type, namespace, fullType, data }`. */
const calMessage = (type: string, data: unknown = {}) => ({ originator: 'CAL', type, namespace: 'true', fullType: `CAL:true:${type}`, data });

const setUp = () => {
  const target = new EventTarget();
  const frameWindow = { postMessage: vi.fn() };
  const signals: BookingSignal[] = [];
  // The decoder the adapter loads on first use, handed in already loaded so each test settles in one tick.
  const stop = createCalComBookingEmbed(target as unknown as Window, async () => calComMessages).watch(url, (signal) =>
    signals.push(signal),
  );
  const post = (data: unknown, from = origin) => target.dispatchEvent(Object.assign(new Event('message'), { data, origin: from, source: frameWindow }));
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { signals, frameWindow, stop, post, settled };
};

describe('CalComBookingEmbed', () => {
  it('reports announced, ready and failed for cal.com\'s __iframeReady, linkReady and linkFailed, in order', async () => {
    const { signals, post, settled } = setUp();
    post(calMessage('__iframeReady', { isPrerendering: false }));
    post(calMessage('linkReady'));
    post(calMessage('linkFailed', { code: '500', msg: 'Problem loading the link', data: { url } }));
    await settled();
    expect(signals).toEqual(['announced', 'ready', 'failed']);
  });

  it('answers __iframeReady with parentKnowsIframeReady, addressed to the booking origin only', async () => {
    const { frameWindow, post, settled } = setUp();
    post(calMessage('__iframeReady', { isPrerendering: false }));
    await settled();
    expect(frameWindow.postMessage).toHaveBeenCalledExactlyOnceWith({ originator: 'CAL', method: 'parentKnowsIframeReady' }, origin);
  });

  it('ignores messages from any other origin, even in cal.com\'s shape', async () => {
    const { signals, frameWindow, post, settled } = setUp();
    post(calMessage('linkReady'), 'https://evil.example.test');
    post(calMessage('__iframeReady'), 'http://book.example.test');
    await settled();
    expect(signals).toEqual([]);
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
  });

  it('ignores cal.com\'s other events and anything not in its shape', async () => {
    const { signals, post, settled } = setUp();
    post(calMessage('__dimensionChanged', { iframeHeight: 900, iframeWidth: 600, isFirstTime: true }));
    post(calMessage('bookingSuccessfulV2'));
    post(calMessage('toString'));
    post({ type: 'linkReady' });
    post({ originator: 'CAL', type: 7 });
    post('linkReady');
    post(null);
    await settled();
    expect(signals).toEqual([]);
  });

  it('reports nothing once stopped, not even messages that arrived just before', async () => {
    const { signals, stop, post, settled } = setUp();
    post(calMessage('linkReady'));
    stop();
    post(calMessage('linkReady'));
    await settled();
    expect(signals).toEqual([]);
  });
});
