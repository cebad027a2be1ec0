// The mobile demo banner machine: every path of its chart at the exact thresholds, and its dismissal.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MOBILE_BANNER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '../../../src/domain/site/constants';
import { mobileBannerMachine } from '../../../src/application/machines/mobileBannerMachine';
import { createMobileBannerImplementations } from '../../../src/application/machines/mobileBannerImplementations';
import { effectTypes, expectFullCoverage, walkModel } from './modelHarness';

const qualifies = (width: number, scrollY: number) =>
  width < MOBILE_BREAKPOINT_PX && scrollY > MOBILE_BANNER_SCROLL_THRESHOLD_PX;

describe('mobileBannerMachine, model-based', () => {
  it('walks every path on both sides of the 768 px and 300 px thresholds, checking each state', () => {
    const report = walkModel({
      machine: mobileBannerMachine.provide({ actions: { rememberDismissal: () => {} } }),
      inputs: [{ dismissedBefore: false }, { dismissedBefore: true }],
      samples: {
        'viewport.resized': [MOBILE_BREAKPOINT_PX - 1, MOBILE_BREAKPOINT_PX].map((width) => ({ type: 'viewport.resized', width })),
        'page.scrolled': [MOBILE_BANNER_SCROLL_THRESHOLD_PX, MOBILE_BANNER_SCROLL_THRESHOLD_PX + 1].map((scrollY) => ({
          type: 'page.scrolled',
          scrollY,
        })),
      },
      outcomes: {
        hidden: (s) => {
          expect(s.hasTag('shown')).toBe(false);
          expect(qualifies(s.context.viewportWidth, s.context.scrollY)).toBe(false);
        },
        visible: (s) => {
          expect(s.hasTag('shown')).toBe(true);
          expect(qualifies(s.context.viewportWidth, s.context.scrollY)).toBe(true);
        },
        dismissed: (s, effects, previous) => {
          expect(s.hasTag('shown')).toBe(false);
          expect(s.status).toBe('done');
          // Remembered when the visitor dismisses it here; nothing to remember when it was dismissed before.
          expect(effectTypes(effects)).toEqual(previous === undefined ? [] : ['rememberDismissal']);
        },
      },
    });
    expectFullCoverage(report);
  });
});

describe('mobileBannerMachine, with a fake banner store', () => {
  it('stays hidden for good once dismissed, remembering the dismissal in the store', () => {
    let remembered = 0;
    const store = { isDismissed: () => remembered > 0, rememberDismissed: () => void (remembered += 1) };
    const actor = createActor(mobileBannerMachine.provide(createMobileBannerImplementations({ bannerStore: store })), {
      input: { dismissedBefore: store.isDismissed() },
    });
    actor.start();
    actor.send({ type: 'viewport.resized', width: 375 });
    actor.send({ type: 'page.scrolled', scrollY: 800 });
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'banner.dismiss' });
    actor.send({ type: 'page.scrolled', scrollY: 1200 });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(remembered).toBe(1);

    const nextPage = createActor(
      mobileBannerMachine.provide(createMobileBannerImplementations({ bannerStore: store })),
      {
        input: { dismissedBefore: store.isDismissed() },
      },
    );
    nextPage.start();
    expect(nextPage.getSnapshot().value).toBe('dismissed');
  });

  it('hides again when the screen widens or the page is scrolled back up', () => {
    const actor = createActor(mobileBannerMachine.provide({ actions: { rememberDismissal: () => {} } }), {
      input: { dismissedBefore: false },
    });
    actor.start();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'page.scrolled', scrollY: 500 });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'viewport.resized', width: 500 });
    expect(actor.getSnapshot().value).toBe('visible');
    actor.send({ type: 'viewport.resized', width: 1024 });
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.send({ type: 'viewport.resized', width: 500 });
    actor.send({ type: 'page.scrolled', scrollY: 0 });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});
