// What the boot script keeps of a visitor's presses before the app has started, and the names through which the app
// finds them again (docs/interactions-before-start.md). It imports nothing: the inline boot script bundles it.

/**
 * Put by a component on a control whose press has no native effect (a button that opens a menu, a form the app
 * sends): a press before the app runs is captured and replayed to it. The value is the control's stable key.
 */
export const REPLAY_ATTRIBUTE = 'data-replay';

/** Put on a replayable control once its component runs in the browser: from then on React answers it directly. */
export const REPLAY_READY_ATTRIBUTE = 'data-replay-ready';

/** The window property through which the boot script hands its queue to the app. */
export const EARLY_INTERACTIONS_GLOBAL = '__threoEarlyInteractions';

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
