// Types for the vendored constants.js (written for this project).
import type { BaseOutput, Requests } from './types.js';

export type ObservatoryTest = (requests: Requests) => BaseOutput;

export const ALL_TESTS: ObservatoryTest[];
export const NUM_TESTS: number;
export const ALGORITHM_VERSION: number;
