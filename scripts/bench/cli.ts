// What the benchmark scripts share: reading an option's value from the command line, and the median of a sample.

/** The value after `name` on the command line (`--runs 5` → "5"), or undefined when the option is absent. */
export const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/** The middle value (the upper one of an even sample); NaN for none. */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
