// The shape of a machine's descriptions: the texts for people (charts, Terms diagrams, inspector) kept apart from the
// machine the browser runs. Only scripts/ and tests/ import this folder (.dependency-cruiser.cjs).
export interface MachineDescriptions {
  /** What the machine as a whole is for. */
  readonly machine: string;
  /** By state path below the machine, e.g. "failed.recovering". */
  readonly states: Readonly<Record<string, string>>;
  /** By transition key: source path, event type and position among that event's transitions, e.g. "idle|go|0". */
  readonly transitions: Readonly<Record<string, string>>;
}
