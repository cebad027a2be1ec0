// The playground's simulated metrics (PLAY-12, PLAY-13, PLAY-14, PLAY-15): tokens processed, confidence and processing
// time, drawn from an injected random source and measured with an injected clock, so the machine stays deterministic
// under test.
import {
  PLAYGROUND_CONFIDENCE_INITIAL,
  PLAYGROUND_CONFIDENCE_MAX,
  PLAYGROUND_CONFIDENCE_MIN,
  PLAYGROUND_TOKENS_MAX,
  PLAYGROUND_TOKENS_MIN,
} from '../../domain/site/constants';

export interface PlaygroundMetrics {
  /** A whole number from PLAYGROUND_TOKENS_MIN to PLAYGROUND_TOKENS_MAX (0 before the first reply). */
  readonly tokensProcessed: number;
  /** Percent, one decimal, from PLAYGROUND_CONFIDENCE_MIN to PLAYGROUND_CONFIDENCE_MAX. */
  readonly confidence: number;
  /** Seconds between sending and the reply, two decimals. */
  readonly processingSeconds: number;
}

export const INITIAL_PLAYGROUND_METRICS: PlaygroundMetrics = {
  tokensProcessed: 0,
  confidence: PLAYGROUND_CONFIDENCE_INITIAL,
  processingSeconds: 0,
};

/** Maps a draw in [0, 1) to a whole number in [min, max]; a draw outside the range is clamped. */
const wholeNumberIn = (draw: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, min + Math.floor(draw * (max - min + 1))));

const roundTo = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** The metrics of one reply: two draws (tokens, then confidence) and the elapsed time. */
export const simulateMetrics = (tokenDraw: number, confidenceDraw: number, elapsedMs: number): PlaygroundMetrics => ({
  tokensProcessed: wholeNumberIn(tokenDraw, PLAYGROUND_TOKENS_MIN, PLAYGROUND_TOKENS_MAX),
  confidence: wholeNumberIn(confidenceDraw, PLAYGROUND_CONFIDENCE_MIN * 10, PLAYGROUND_CONFIDENCE_MAX * 10) / 10,
  processingSeconds: roundTo(Math.max(0, elapsedMs) / 1000, 2),
});
