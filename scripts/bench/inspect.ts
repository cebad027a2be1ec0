// npm run bench:inspect: what inspection costs a transition (INS-2). The same machine (the header menus, whose
// every event is a transition) takes ROUNDS × TRANSITIONS transitions without an inspector and with the site's own
// bridge (src/adapters/inspection/broadcastInspection.ts) posting each step on a real BroadcastChannel, read by a
// listener as the inspector would; printed: the median time per transition of each, and the difference.
import { performance } from 'node:perf_hooks';
import { createActor, type InspectionEvent } from 'xstate';
import { createInspectionBridge, type InspectionPort } from '../../src/adapters/inspection/broadcastInspection';
import { headerMenusMachine } from '../../src/application/machines/headerMenusMachine';
import { INSPECTION_CHANNEL } from '../../src/domain/inspection/protocol';
import { median } from './cli';

const ROUNDS = 31;
const TRANSITIONS = 2_000;

/** µs per transition for one round. */
const round = (inspect: ((event: InspectionEvent) => void) | undefined): number => {
  const actor = createActor(headerMenusMachine, inspect ? { inspect } : {}).start();
  const started = performance.now();
  for (let i = 0; i < TRANSITIONS; i += 1) actor.send({ type: 'mobile.toggle' });
  const elapsed = performance.now() - started;
  actor.stop();
  return (elapsed * 1000) / TRANSITIONS;
};

const sender = new BroadcastChannel(INSPECTION_CHANNEL);
const listener = new BroadcastChannel(INSPECTION_CHANNEL);
let received = 0;
listener.onmessage = () => {
  received += 1;
};
const bridge = createInspectionBridge(sender as unknown as InspectionPort, { id: 'bench', url: 'http://localhost/?inspect', openedAt: Date.now() }, () => Date.now());

const off: number[] = [];
const on: number[] = [];
// Interleaved, after a warm-up of each, so both see the same machine state and JIT.
round(undefined);
round(bridge.inspect);
for (let i = 0; i < ROUNDS; i += 1) {
  off.push(round(undefined));
  on.push(round(bridge.inspect));
}
await new Promise((resolve) => setTimeout(resolve, 200));
sender.close();
listener.close();

const [offMedian, onMedian] = [median(off), median(on)];
console.log(`machine: headerMenus, ${ROUNDS} rounds of ${TRANSITIONS} transitions each (median of the rounds)`);
console.log(`inspection off: ${offMedian.toFixed(2)} µs per transition`);
console.log(`inspection on:  ${onMedian.toFixed(2)} µs per transition (each step posted on the BroadcastChannel; ${received} received)`);
console.log(`overhead:       ${(onMedian - offMedian).toFixed(2)} µs per transition`);
