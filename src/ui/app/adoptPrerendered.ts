// The adopting half of keeping what a visitor did before the app ran (docs/interactions-before-start.md): the
// browser itself keeps a checked radio or box and typed text in the prerendered page, and React's hydration leaves
// those values in place without telling the component. So a component reads them once, as it first runs in the
// browser, and hands them to its machine or reducer as its first events; nothing else reads the DOM for them.
import { useLayoutEffect, useRef, type RefObject } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The controls named so, or the one with that id (a stepper's field has no name). */
const controls = (root: ParentNode, name: string): Control[] =>
  [...root.querySelectorAll<Control>('input, textarea')].filter((control) => control.name === name || control.id === name);

/** The value of the checked radio button of a group, as the browser holds it; undefined when none is checked. */
export const checkedRadio = (root: ParentNode, name: string): string | undefined =>
  controls(root, name).find((control) => control instanceof HTMLInputElement && control.checked)?.value;

/** Whether the checkbox of that name (and value, in a group of boxes) is checked, as the browser holds it. */
export const isBoxChecked = (root: ParentNode, name: string, value?: string): boolean | undefined => {
  const box = controls(root, name).find((control) => value === undefined || control.value === value);
  return box instanceof HTMLInputElement ? box.checked : undefined;
};

/** The text of the field of that name or id, as the browser holds it (typed, or filled in by the browser). */
export const fieldText = (root: ParentNode, name: string): string | undefined => controls(root, name)[0]?.value;

/**
 * Runs `adopt` once with the element, as its component first commits in the browser: hydration keeps the visitor's
 * values in the DOM, and a layout effect reads them before any later render could reset them, and its state updates
 * are rendered before the page is painted again. (The router takes navigation from passive effects only: a
 * component that must navigate on an adopted value does so in an effect of its own.) Returns the ref for the element.
 */
export const useAdoptOnMount = <E extends HTMLElement>(adopt: (element: E) => void): RefObject<E | null> => {
  const ref = useRef<E>(null);
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptOnce.current(ref.current);
  }, []);
  return ref;
};
