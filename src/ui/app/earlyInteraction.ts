// What the boot script keeps of a visitor's presses before the app has started (docs/interactions-before-start.md);
// the names through which the app finds them again are part of the start-up contract (startupContract.ts).

export interface EarlyInteraction {
  /** A click on a replayable control, or the submission of a replayable form (held back by the boot script). */
  readonly kind: 'click' | 'submit';
  readonly key: string;
}

export interface EarlyInteractions {
  /** What was pressed before the app could answer, in order. */
  readonly queue: EarlyInteraction[];
  /** Called after each capture; the app sets it to replay what arrives once it runs. */
  onCapture: () => void;
  /** Removes the capturing listeners. */
  readonly stop: () => void;
}
