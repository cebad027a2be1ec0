// The home page's testimonial rotator (HOME-12, HOME-13, HOME-14): advances every TESTIMONIAL_INTERVAL_MS
// and wraps; a dot jumps to its testimonial. Moving content that lasts over 5 s must be pausable (WCAG 2.2.2), so it
// pauses while hovered or focused and offers a pause control; it resumes only when no reason to pause is left.
import { assign, setup } from 'xstate';
import { TESTIMONIAL_INTERVAL_MS } from '../../domain/site/constants';

export interface TestimonialRotatorInput {
  /** How many testimonials there are (at least 1). */
  readonly count: number;
}

export interface TestimonialRotatorContext {
  readonly count: number;
  /** The testimonial shown, 0 to count − 1. */
  readonly index: number;
  readonly hovered: boolean;
  readonly focused: boolean;
  /** The visitor pressed the pause control. */
  readonly pausedByVisitor: boolean;
}

export type TestimonialRotatorEvent =
  | { readonly type: 'dot.select'; readonly index: number }
  | { readonly type: 'pointer.enter' }
  | { readonly type: 'pointer.leave' }
  | { readonly type: 'focus.enter' }
  | { readonly type: 'focus.leave' }
  | { readonly type: 'rotation.pause' }
  | { readonly type: 'rotation.resume' };

const wrap = (index: number, count: number): number => ((index % count) + count) % count;

export const testimonialRotatorMachine = setup({
  types: {
    context: {} as TestimonialRotatorContext,
    events: {} as TestimonialRotatorEvent,
    input: {} as TestimonialRotatorInput,
    tags: {} as 'paused',
  },
  guards: {
    nothingHoldsIt: ({ context }) => !context.hovered && !context.focused && !context.pausedByVisitor,
  },
  actions: {
    advance: assign(({ context }) => ({ index: wrap(context.index + 1, context.count) })),
    jumpToDot: assign(({ context, event }) =>
      event.type === 'dot.select' ? { index: wrap(Math.trunc(event.index), context.count) } : {},
    ),
    setHovered: assign(({ event }) => ({ hovered: event.type === 'pointer.enter' })),
    setFocused: assign(({ event }) => ({ focused: event.type === 'focus.enter' })),
    setPausedByVisitor: assign(({ event }) => ({ pausedByVisitor: event.type === 'rotation.pause' })),
  },
  delays: {
    rotationInterval: TESTIMONIAL_INTERVAL_MS,
  },
}).createMachine({
  id: 'testimonialRotator',
  context: ({ input }) => ({
    count: Math.max(1, Math.trunc(input.count)),
    index: 0,
    hovered: false,
    focused: false,
    pausedByVisitor: false,
  }),
  initial: 'rotating',
  states: {
    rotating: {
      after: {
        rotationInterval: {
          target: 'rotating',
          reenter: true,
          actions: 'advance',
        },
      },
      on: {
        'dot.select': {
          target: 'rotating',
          reenter: true,
          actions: 'jumpToDot',
        },
        'pointer.enter': { target: 'paused', actions: 'setHovered' },
        'focus.enter': { target: 'paused', actions: 'setFocused' },
        'rotation.pause': {
          target: 'paused',
          actions: 'setPausedByVisitor',
        },
      },
    },
    paused: {
      tags: ['paused'],
      on: {
        'dot.select': { actions: 'jumpToDot' },
        'pointer.enter': { actions: 'setHovered' },
        'pointer.leave': { actions: 'setHovered' },
        'focus.enter': { actions: 'setFocused' },
        'focus.leave': { actions: 'setFocused' },
        'rotation.pause': { actions: 'setPausedByVisitor' },
        'rotation.resume': { actions: 'setPausedByVisitor' },
      },
      always: {
        guard: 'nothingHoldsIt',
        target: 'rotating',
      },
    },
  },
});
