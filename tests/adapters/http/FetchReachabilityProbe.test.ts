// The reachability probe: any answer (an HTTP error too) means reachable, a failed request means unreachable, and the
// request is the cheap, cookie-less no-cors one the policy's connect-src allows.
import { describe, expect, it, vi } from 'vitest';
import { createFetchReachabilityProbe } from '../../../src/adapters/http/FetchReachabilityProbe';

const url = 'https://book.example.test/threo/demo?embed=true';

describe('FetchReachabilityProbe', () => {
  it('calls a host reachable whatever it answers, a 500 included', async () => {
    const probe = createFetchReachabilityProbe(async () => new Response('down', { status: 500 }));
    expect(await probe.probe(url, new AbortController().signal)).toBe('reachable');
  });

  it('calls a host unreachable when the request itself fails', async () => {
    const probe = createFetchReachabilityProbe(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probe.probe(url, new AbortController().signal)).toBe('unreachable');
  });

  it('asks once with HEAD in no-cors mode, without cookies or cache, and with the caller\'s abort signal', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, { status: 200 }));
    const controller = new AbortController();
    await createFetchReachabilityProbe(fetchImpl).probe(url, controller.signal);
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith(url, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
  });
});
