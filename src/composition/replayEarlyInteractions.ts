// The replaying half (docs/interactions-before-start.md): once the app has started, each press the boot script
// captured (captureEarlyInteractions.ts) is given, once and in order, to its control, found again by its key, as
// soon as that control runs (a control in a deferred part waits for its code). A control that is not running
// within REPLAY_TARGET_WAIT_MS is skipped: the visitor has moved on. When no replayable control is left waiting,
// the capturing listeners go.
import type { EarlyInteractions } from '../ui/app/earlyInteraction';
import { EARLY_INTERACTIONS_GLOBAL, REPLAY_ATTRIBUTE, REPLAY_READY_ATTRIBUTE } from './startupContract';

/** How long a captured press waits for its control to run: a deferred part's code on a slow phone (about 1 s). */
export const REPLAY_TARGET_WAIT_MS = 10_000;

export interface ReplayDeps {
  readonly whenReady: (key: string, timeoutMs: number) => Promise<boolean>;
}

const keyOf = (element: Element): string => element.getAttribute(REPLAY_ATTRIBUTE) ?? '';

const press = (doc: Document, { kind, key }: EarlyInteractions['queue'][number]): void => {
  const target = [...doc.querySelectorAll(`[${REPLAY_ATTRIBUTE}]`)].find((element) => keyOf(element) === key);
  if (kind === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  else if (kind === 'click' && target instanceof HTMLElement) target.click();
};

/** Replays what was captured and what is captured until the last replayable control runs; resolves when done. */
export const replayEarlyInteractions = async (win: Window, { whenReady }: ReplayDeps): Promise<void> => {
  const early = (win as unknown as Record<string, EarlyInteractions | undefined>)[EARLY_INTERACTIONS_GLOBAL];
  if (!early) return;
  const doc = win.document;
  const drain = async (): Promise<void> => {
    for (let next = early.queue.shift(); next; next = early.queue.shift()) {
      if (await whenReady(next.key, REPLAY_TARGET_WAIT_MS)) press(doc, next);
    }
  };
  // One drain after another, so that each press is replayed once and in order.
  let draining = drain();
  early.onCapture = () => {
    draining = draining.then(drain);
  };
  await draining;
  // Controls of deferred parts may still wait for their code; presses on them are captured until they run.
  const waitingKeys = [...doc.querySelectorAll(`[${REPLAY_ATTRIBUTE}]:not([${REPLAY_READY_ATTRIBUTE}])`)].map(keyOf);
  await Promise.all(waitingKeys.map((key) => whenReady(key, REPLAY_TARGET_WAIT_MS)));
  await draining;
  early.stop();
};
