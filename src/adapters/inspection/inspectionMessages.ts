// The io-ts codec of what arrives on the inspection channel (src/domain/inspection/protocol.ts): the inspector
// trusts nothing it receives, even from its own origin.
import * as t from 'io-ts';
import type { InspectionMessage } from '../../domain/inspection/protocol';
import { TraceStepCodec } from './traceCodec';

const Page = t.type({ id: t.string, url: t.string, openedAt: t.number });

export const InspectionMessageCodec = t.union([
  t.type({ type: t.literal('hello') }),
  t.type({ type: t.literal('page'), page: Page }),
  t.type({ type: t.literal('step'), step: TraceStepCodec }),
  t.type({ type: t.literal('running'), page: Page, steps: t.readonlyArray(TraceStepCodec) }),
]);

/** The message, or undefined for anything else on the channel. */
export const decodeInspectionMessage = (data: unknown): InspectionMessage | undefined => {
  const decoded = InspectionMessageCodec.decode(data);
  return decoded._tag === 'Right' ? decoded.right : undefined;
};
