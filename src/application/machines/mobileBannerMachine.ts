// The mobile demo banner (HOME-19, HOME-20): hidden → visible on a small screen scrolled past
// the threshold → dismissed for good. The view reports the viewport; the dismissal is remembered through the
// `rememberDismissal` action (BannerStore, provided by the composition root) and read back through the input.
import { and, assign, not, setup } from 'xstate';
import { MOBILE_BANNER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '../../domain/site/constants';
import { notProvidedAction } from './notProvided';

export interface MobileBannerInput {
  /** True when the visitor dismissed the banner on an earlier page or visit (BannerStore.isDismissed()). */
  readonly dismissedBefore: boolean;
}

export interface MobileBannerContext extends MobileBannerInput {
  /** Viewport width in px; Infinity until the view reports it, so the server render never shows the banner. */
  readonly viewportWidth: number;
  /** Vertical scroll offset in px. */
  readonly scrollY: number;
}

export type MobileBannerEvent =
  | { readonly type: 'viewport.resized'; readonly width: number }
  | { readonly type: 'page.scrolled'; readonly scrollY: number }
  | { readonly type: 'banner.dismiss' };

const onViewportEvents = {
  'viewport.resized': { actions: 'recordWidth' },
  'page.scrolled': { actions: 'recordScroll' },
} as const;

export const mobileBannerMachine = setup({
  types: {
    context: {} as MobileBannerContext,
    events: {} as MobileBannerEvent,
    input: {} as MobileBannerInput,
    tags: {} as 'shown',
  },
  guards: {
    wasDismissedBefore: ({ context }) => context.dismissedBefore,
    isSmallScreen: ({ context }) => context.viewportWidth < MOBILE_BREAKPOINT_PX,
    isScrolledPastThreshold: ({ context }) => context.scrollY > MOBILE_BANNER_SCROLL_THRESHOLD_PX,
  },
  actions: {
    recordWidth: assign(({ event }) => (event.type === 'viewport.resized' ? { viewportWidth: event.width } : {})),
    recordScroll: assign(({ event }) => (event.type === 'page.scrolled' ? { scrollY: event.scrollY } : {})),
    rememberDismissal: notProvidedAction('rememberDismissal'),
  },
}).createMachine({
  id: 'mobileBanner',
  context: ({ input }) => ({ dismissedBefore: input.dismissedBefore, viewportWidth: Infinity, scrollY: 0 }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'wasDismissedBefore', target: 'dismissed' },
        { target: 'hidden' },
      ],
    },
    hidden: {
      on: onViewportEvents,
      always: {
        guard: and(['isSmallScreen', 'isScrolledPastThreshold']),
        target: 'visible',
      },
    },
    visible: {
      tags: ['shown'],
      on: {
        ...onViewportEvents,
        'banner.dismiss': {
          target: 'dismissed',
          actions: 'rememberDismissal',
        },
      },
      always: {
        guard: not(and(['isSmallScreen', 'isScrolledPastThreshold'])),
        target: 'hidden',
      },
    },
    dismissed: {
      type: 'final',
    },
  },
});
