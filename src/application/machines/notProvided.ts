// Placeholders for the actors and actions a machine names in `setup` but leaves to the composition root
// (`src/composition/machineWiring.ts`). They fail loudly, so a forgotten wiring shows up at once instead of doing
// nothing.
import { fromCallback, fromPromise, type EventObject } from 'xstate';

/** Raised when a machine runs an actor or action that nobody provided. */
export class NotProvidedError extends Error {
  constructor(name: string) {
    super(`"${name}" is not provided: wire it in the composition root (src/composition/machineWiring.ts).`);
    this.name = 'NotProvidedError';
  }
}

/** A promise actor placeholder: it rejects with NotProvidedError. */
export const notProvidedPromise = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new NotProvidedError(name)));

/** A callback actor placeholder: it throws NotProvidedError when started. */
export const notProvidedCallback = <TEvent extends EventObject, TInput = void>(name: string) =>
  fromCallback<TEvent, TInput>(() => {
    throw new NotProvidedError(name);
  });

/** An action placeholder, typed with the params the real implementation receives. */
export const notProvidedAction =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): void => {
    throw new NotProvidedError(name);
  };
