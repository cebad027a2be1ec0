// Port: asks whether an address answers at all. The booking calendar uses it as a second witness beside the
// provider's own messages: a host that cannot be reached fails the attempt at once instead of after the timeout.

/** 'reachable' for any answer, whatever its status; 'unreachable' when the request itself failed. */
export type Reachability = 'reachable' | 'unreachable';

export interface ReachabilityProbe {
  /** Requests `url` once; never rejects. An aborted probe resolves 'unreachable' and is ignored by its caller. */
  probe(url: string, signal: AbortSignal): Promise<Reachability>;
}
