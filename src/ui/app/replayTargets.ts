// The controls that take a press made before the app ran (docs/interactions-before-start.md). A component marks
// such a control with `useReplayTargets`: the key goes into the prerendered HTML (the boot script captures
// presses by it), and once the control's component runs in the browser (hydrated: the root at the start, a
// deferred part when its code arrives) the control is marked ready, so a captured press can be replayed to it and
// later presses are left to React.
import { useEffect } from 'react';
import { REPLAY_ATTRIBUTE, REPLAY_READY_ATTRIBUTE } from '../../composition/startupContract';

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

export type ReplayTarget = <E extends HTMLElement = HTMLButtonElement>(
  key: string,
  also?: (element: E | null) => void,
) => ReplayTargetProps<E>;

/**
 * The replayable controls of a component, by key: `target(key)` gives a control its key and a ref that marks it as
 * answered by React from the moment React attaches it (the boot script then leaves its presses alone). The keys are
 * ready for the replay once the component's effects have run, so that whatever the component adopts from the page
 * (adoptPrerendered.ts) comes before a replayed press: call this after the component's other hooks.
 */
export const useReplayTargets = (keys: readonly string[]): ReplayTarget => {
  const joined = keys.join('\n');
  useEffect(() => {
    const list = joined.split('\n');
    list.forEach(markReady);
    return () => list.forEach((key) => readyKeys.delete(key));
  }, [joined]);
  return <E extends HTMLElement = HTMLButtonElement>(
    key: string,
    also?: (element: E | null) => void,
  ): ReplayTargetProps<E> => {
    if (!keys.includes(key)) throw new Error(`The replay key ${key} is not among the component's: ${joined}`);
    return {
      [REPLAY_ATTRIBUTE]: key,
      ref: (element: E | null) => {
        also?.(element);
        element?.setAttribute(REPLAY_READY_ATTRIBUTE, '');
      },
    };
  };
};
