// One chart of the machine inspector (generated/charts.ts is written by `npm run charts`).
export interface InspectorChart {
  /** The machine's id, as a trace names it. */
  readonly id: string;
  readonly title: string;
  /** INS-7: the model-based tests' coverage in words. */
  readonly coverage: string;
  readonly fullyCovered: boolean;
  /** Built from the machine at build time by scripts/machineDiagrams.ts; every state is a <g data-state="path">. */
  readonly svg: string;
}
