// The capturing half of the replay of early presses (docs/interactions-before-start.md), run by the inline boot
// script: from the first paint until a control's component runs, a click on it or the submission of its form is
// recorded, in order, by the control's key (a submission is also held back, so the page does not post natively
// while the app is starting). Enter and Space on a button need no listener of their own: the browser turns them
// into a click. The app replays the queue (replayEarlyInteractions.ts) once it has started.
import type { EarlyInteractions } from '../ui/app/earlyInteraction';
import { REPLAY_ATTRIBUTE, REPLAY_READY_ATTRIBUTE } from './startupContract';

const WAITING = `[${REPLAY_ATTRIBUTE}]:not([${REPLAY_READY_ATTRIBUTE}])`;

export const captureEarlyInteractions = (doc: Document): EarlyInteractions => {
  const record = (event: Event) => {
    const submit = event.type === 'submit';
    const target = event.target instanceof Element ? event.target.closest(WAITING) : null;
    // A click inside a waiting form (in a field, on its submit button) is the form's own: its submission counts.
    if (!target || submit !== target instanceof HTMLFormElement) return;
    if (submit) event.preventDefault();
    early.queue.push({ kind: submit ? 'submit' : 'click', key: target.getAttribute(REPLAY_ATTRIBUTE) ?? '' });
    early.onCapture();
  };
  const early: EarlyInteractions = {
    queue: [],
    onCapture: () => undefined,
    stop: () => {
      doc.removeEventListener('click', record, true);
      doc.removeEventListener('submit', record, true);
    },
  };
  doc.addEventListener('click', record, true);
  doc.addEventListener('submit', record, true);
  return early;
};
