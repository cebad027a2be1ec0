// The site's one rounding rule, for money (src/domain/pricing/money.ts re-exports it) and for every whole number it
// writes (groupDigits.ts). Public API: roundHalfAwayFromZero(x).

/**
 * To the nearest integer, halves away from zero (never "-0"). A tiny epsilon absorbs binary floating-point noise
 * such as 922679.9999999999 for an exact 922680; an integer is kept as it is (adding a half would lose its last
 * digit past 2^52).
 */
export const roundHalfAwayFromZero = (value: number): number => {
  const magnitude = Number.isInteger(value) ? Math.abs(value) : Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return magnitude === 0 ? 0 : Math.sign(value) * magnitude;
};
