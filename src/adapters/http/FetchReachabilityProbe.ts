// ReachabilityProbe port → fetch in `no-cors` mode: the answer is opaque (no status, no headers), but the promise
// rejects on a network failure (DNS, refused connection, a blocked request), which is all the probe asks. HEAD keeps
// the page's body off the wire; no cookies go to the other host. The policy's `connect-src` must allow the host.
import type { ReachabilityProbe } from '../../application/ports/ReachabilityProbe';

export const createFetchReachabilityProbe = (
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): ReachabilityProbe => ({
  probe: async (url, signal) => {
    try {
      await fetchImpl(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
      return 'reachable';
    } catch {
      return 'unreachable';
    }
  },
});
