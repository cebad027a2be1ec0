import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { createInspectionBridge, type InspectionPort } from '../../../src/adapters/inspection/broadcastInspection';
import { headerMenusMachine } from '../../../src/application/machines/headerMenusMachine';
import type { InspectionMessage } from '../../../src/domain/inspection/protocol';

const fakePort = () => {
  const posted: InspectionMessage[] = [];
  const listeners: ((event: MessageEvent<unknown>) => void)[] = [];
  const port: InspectionPort = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  const receive = (data: unknown) => listeners.forEach((listener) => listener({ data } as MessageEvent<unknown>));
  return { port, posted, receive };
};

const PAGE = { id: 'p1', url: 'http://localhost/', openedAt: 1 };

describe('the inspection bridge of a site tab', () => {
  it('announces its page, then posts each step of a machine actor: event, from, to and the context', () => {
    const { port, posted } = fakePort();
    const bridge = createInspectionBridge(port, PAGE, () => 42);
    const actor = createActor(headerMenusMachine, { inspect: bridge.inspect }).start();
    actor.send({ type: 'mobile.toggle' });
    const steps = posted.flatMap((message) => (message.type === 'step' ? [message.step] : []));
    expect(posted[0]).toEqual({ type: 'page', page: PAGE });
    expect(steps.map((step) => [step.event.type, step.from, step.to])).toEqual([
      ['xstate.init', null, { dropdowns: 'closed', mobileMenu: 'closed' }],
      ['mobile.toggle', { dropdowns: 'closed', mobileMenu: 'closed' }, { dropdowns: 'closed', mobileMenu: 'open' }],
    ]);
    expect(steps[1]).toMatchObject({ page: 'p1', actor: actor.sessionId, machine: 'headerMenus', at: 42 });
  });

  it('answers the inspector’s hello with where every running actor stands, and forgets stopped ones', () => {
    const { port, posted, receive } = fakePort();
    const bridge = createInspectionBridge(port, PAGE, () => 42);
    const running = createActor(headerMenusMachine, { inspect: bridge.inspect }).start();
    running.send({ type: 'mobile.toggle' });
    createActor(headerMenusMachine, { inspect: bridge.inspect }).start().stop();
    receive({ type: 'something else' });
    receive({ type: 'hello' });
    const answer = posted.at(-1);
    expect(answer?.type).toBe('running');
    expect(answer?.type === 'running' && answer.steps.map((step) => [step.actor, step.from, step.to])).toEqual([
      [running.sessionId, null, { dropdowns: 'closed', mobileMenu: 'open' }],
    ]);
  });

  it('leaves out actors that are not state machines (a promise) and makes the context plain JSON', async () => {
    const { port, posted } = fakePort();
    const bridge = createInspectionBridge(port, PAGE, () => 42);
    const machine = setup({ actors: { work: fromPromise(async () => 'done') } }).createMachine({
      id: 'withChild',
      context: () => ({ when: new Date(0), error: new TypeError('boom'), callback: () => 1 }),
      initial: 'busy',
      states: { busy: { invoke: { src: 'work', onDone: 'idle' } }, idle: {} },
    });
    const actor = createActor(machine, { inspect: bridge.inspect }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const steps = posted.flatMap((message) => (message.type === 'step' ? [message.step] : []));
    expect(new Set(steps.map((step) => step.machine))).toEqual(new Set(['withChild']));
    expect(steps.at(-1)?.to).toBe('idle');
    expect(steps[0]?.context).toEqual({ when: '1970-01-01T00:00:00.000Z', error: { name: 'TypeError', message: 'boom' } });
    actor.stop();
  });
});
