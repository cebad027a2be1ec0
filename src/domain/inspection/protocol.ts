// What a tab of the site and the inspector say to each other on their BroadcastChannel (INS-3). The site announces
// each page load and each step; the inspector says "hello" when it opens, and every open tab answers with the actors
// running in it, so the inspector shows what was already running. (The inspector decodes every message with its
// codec, src/adapters/inspection/inspectionMessages.ts; the site only ever reads "hello".)
import type { TracePage, TraceStep } from './trace';

/** The channel's name (same origin only, as BroadcastChannel is). */
export const INSPECTION_CHANNEL = 'threo-machine-inspector';

export type InspectionMessage =
  | { readonly type: 'hello' }
  | { readonly type: 'page'; readonly page: TracePage }
  | { readonly type: 'step'; readonly step: TraceStep }
  /** A tab's answer to hello: its page and, per running actor, where it stands now (a step from null). */
  | { readonly type: 'running'; readonly page: TracePage; readonly steps: readonly TraceStep[] };
