// Types for the vendored charts.js (written for this project): only what the scoring loop reads.
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
