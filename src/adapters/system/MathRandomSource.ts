// RandomSource port → Math.random (the playground's simulated metrics need no cryptographic strength).
import type { RandomSource } from '../../application/ports/RandomSource';

export const mathRandomSource: RandomSource = { next: () => Math.random() };
