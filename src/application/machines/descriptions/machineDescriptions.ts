// The shape of a machine's descriptions: the texts for people (charts, Terms diagrams, inspector) kept apart from the
// machine the browser runs. Only scripts/ and tests/ import this folder (.dependency-cruiser.cjs).
export interface MachineDescriptions {
  /** What the machine as a whole is for. */
  readonly machine: string;
  /** By state path below the machine, e.g. "failed.recovering". */
  readonly states: Readonly<Record<string, string>>;
  /** By transition key: source path, event type and position among that event's transitions, e.g. "idle|go|0". */
  readonly transitions: Readonly<Record<string, string>>;
  /**
   * By event type, the event in words for a reader who has never seen the code, e.g. "quote.confirmInWriting":
   * "confirmed in writing". The /terms diagrams label their arrows with these and need one for every event they draw.
   */
  readonly events?: Readonly<Record<string, string>>;
}
