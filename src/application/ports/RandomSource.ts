// Port: randomness for the playground's simulated metrics (spec 1 §9), injected so tests can fix the draws.
export interface RandomSource {
  /** A number in [0, 1), like Math.random(). */
  next(): number;
}
