// The playground's `ask` actor, built from the PlaygroundClient port by the composition root (machineWiring.ts):
// the client already turns every outcome into a PlaygroundResult, so the actor never rejects on its account.
import { fromPromise } from 'xstate';
import type { AppServices } from '../AppServices';
import type { PlaygroundResult } from '../ports/PlaygroundClient';

export const createPlaygroundImplementations = ({ playgroundClient }: Pick<AppServices, 'playgroundClient'>) => ({
  actors: {
    ask: fromPromise<PlaygroundResult, { readonly message: string }>(({ input }) =>
      playgroundClient.ask(input.message),
    ),
  },
});
