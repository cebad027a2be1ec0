// The site's side of the inspector (INS-2, INS-3), loaded only in a tab where inspection is on
// (src/composition/inspection.ts): XState's inspection observer for every actor the site creates. Each snapshot
// of a machine actor becomes a step (event, from → to, the context made plain JSON) posted on the inspection
// channel; the inspector's "hello" is answered with where every running actor stands.
import type { ActorRefLike, InspectionEvent } from 'xstate';
import { INSPECTION_CHANNEL, type InspectionMessage } from '../../domain/inspection/protocol';
import { toJson } from '../../domain/inspection/toJson';
import type { StateValue, TracePage, TraceStep } from '../../domain/inspection/trace';

export interface InspectionPort {
  readonly postMessage: (message: InspectionMessage) => void;
  readonly addEventListener: (type: 'message', listener: (event: MessageEvent<unknown>) => void) => void;
}

interface RunningActor {
  readonly ref: ActorRefLike;
  readonly last: TraceStep;
}

interface MachineSnapshotLike {
  readonly machine?: { readonly id?: unknown };
  readonly value?: StateValue;
  readonly context?: unknown;
}

export interface InspectionBridge {
  readonly inspect: (event: InspectionEvent) => void;
}

export const createInspectionBridge = (port: InspectionPort, page: TracePage, now: () => number): InspectionBridge => {
  const running = new Map<string, RunningActor>();
  const post = (message: InspectionMessage): void => {
    try {
      port.postMessage(message);
    } catch (error) {
      // A value the channel cannot clone must not break the page being inspected.
      console.warn('The machine inspector could not be told of a step.', error);
    }
  };
  port.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== 'hello') return;
    for (const [id, actor] of running) if (actor.ref.getSnapshot().status !== 'active') running.delete(id);
    post({ type: 'running', page, steps: [...running.values()].map(({ last }) => ({ ...last, from: null })) });
  });
  post({ type: 'page', page });

  return {
    inspect: (event) => {
      if (event.type !== '@xstate.snapshot') return;
      const snapshot = event.snapshot as MachineSnapshotLike;
      const machine = snapshot.machine?.id;
      if (typeof machine !== 'string' || snapshot.value === undefined) return; // not a state machine (a promise, a callback)
      const id = event.actorRef.sessionId;
      const step: TraceStep = {
        page: page.id,
        actor: id,
        machine,
        at: now(),
        event: { ...(toJson(event.event) as TraceStep['event']), type: event.event.type },
        from: running.get(id)?.last.to ?? null,
        to: snapshot.value,
        context: toJson(snapshot.context),
      };
      running.set(id, { ref: event.actorRef, last: step });
      post({ type: 'step', step });
    },
  };
};

/** The bridge on the browser's channel, for this page load. */
export const createBrowserInspectionBridge = (win: Window): InspectionBridge => {
  const channel = new BroadcastChannel(INSPECTION_CHANNEL);
  const openedAt = Date.now();
  const page: TracePage = { id: `${openedAt.toString(36)}-${Math.random().toString(36).slice(2, 8)}`, url: win.location.href, openedAt };
  return createInspectionBridge(channel as unknown as InspectionPort, page, () => Date.now());
};
