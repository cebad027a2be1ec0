// The controls that take a press made before the app ran (docs/interactions-before-start.md). A component marks
// such a control with `replayTarget(key)`: the key goes into the prerendered HTML (the boot script captures
// presses by it), and once the control's component runs in the browser (hydrated: the root at the start, a
// deferred part when its code arrives) the control is marked ready, so a captured press can be replayed to it and
// later presses are left to React.
import { REPLAY_ATTRIBUTE, REPLAY_READY_ATTRIBUTE } from './earlyInteraction';

const readyKeys = new Set<string>();
const waiting = new Map<string, Set<() => void>>();

const markReady = (key: string): void => {
  readyKeys.add(key);
  waiting.get(key)?.forEach((wake) => wake());
  waiting.delete(key);
};

/** Resolves true once the control with this key runs, false if it has not within `timeoutMs`. */
export const whenReplayTargetReady = (key: string, timeoutMs: number): Promise<boolean> => {
  if (readyKeys.has(key)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const wakers = waiting.get(key) ?? new Set<() => void>();
    waiting.set(key, wakers);
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      wakers.delete(wake);
      resolve(false);
    }, timeoutMs);
    wakers.add(wake);
  });
};

export interface ReplayTargetProps<E extends HTMLElement> {
  readonly [REPLAY_ATTRIBUTE]: string;
  readonly ref: (element: E | null) => void;
}

/**
 * Props for a control whose press has no native effect: its key, and a ref that marks it ready as React attaches
 * it (when it hydrates or renders the element). `also` is the component's own ref, if any.
 */
export const replayTarget = <E extends HTMLElement = HTMLButtonElement>(key: string, also?: (element: E | null) => void): ReplayTargetProps<E> => ({
  [REPLAY_ATTRIBUTE]: key,
  ref: (element: E | null) => {
    also?.(element);
    if (element === null) {
      readyKeys.delete(key);
      return;
    }
    element.setAttribute(REPLAY_READY_ATTRIBUTE, '');
    markReady(key);
  },
});
