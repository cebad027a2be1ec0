// Port: randomness for the playground's simulated metrics (PLAY-12, PLAY-13), injected so tests can fix the draws.
export interface RandomSource {
  /** A number in [0, 1), like Math.random(). */
  next(): number;
}
