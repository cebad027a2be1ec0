import { describe, expect, it } from 'vitest';
import * as C from '../../../src/domain/site/constants';

describe('the business constants of HEADER-2, HEADER-7, SHELL-3, SHELL-8, HOME-12, HOME-19, START-3, START-5, START-8, START-9, START-10, START-11, ERR-6, ERR-7, ERR-9, PLAY-2, PLAY-12, PLAY-13, PLAY-17, CAL-1, CAL-5, CAL-7, BLOG-3, RES-3, RES-4, CASE-9, NF-7', () => {
  it.each([
    ['HEADER_SCROLL_THRESHOLD_PX', 50],
    ['MOBILE_BREAKPOINT_PX', 768],
    ['MOBILE_MENU_MAX_HEIGHT_VH', 60],
    ['MOBILE_BANNER_SCROLL_THRESHOLD_PX', 300],
    ['FORCED_READY_TIMEOUT_MS', 1000],
    ['ERROR_AUTO_RECOVERY_DELAY_MS', 2000],
    ['ERROR_RECOVERY_GUARD_MS', 2000],
    ['MOUNT_RETRY_COUNT', 3],
    ['MOUNT_RETRY_DELAY_MS', 500],
    ['INIT_RETRY_DELAY_MS', 1000],
    ['INIT_MAX_ATTEMPTS', 3],
    ['VISIBILITY_CHECK_DELAY_MS', 2000],
    ['IDLE_CALLBACK_TIMEOUT_MS', 5000],
    ['IDLE_FALLBACK_TIMER_MS', 100],
    ['ERROR_BOUNDARY_RELOAD_AFTER', 2],
    ['ERROR_BOUNDARY_TOAST_LIMIT', 3],
    ['PARTICLE_WIDTH_DIVISOR', 15],
    ['PARTICLE_MAX_COUNT', 60],
    ['PARTICLE_FPS', 30],
    ['PARTICLE_LINK_DISTANCE_PX', 80],
    ['PLAYGROUND_TOKENS_MIN', 240],
    ['PLAYGROUND_TOKENS_MAX', 359],
    ['PLAYGROUND_TOKENS_SCALE', 480],
    ['PLAYGROUND_CONFIDENCE_INITIAL', 98.5],
    ['PLAYGROUND_CONFIDENCE_MIN', 97],
    ['PLAYGROUND_CONFIDENCE_MAX', 100],
    ['TESTIMONIAL_INTERVAL_MS', 5000],
    ['CALENDAR_MAX_RETRIES', 3],
    ['CALENDAR_RETRY_DELAY_MS', 1000],
    ['CALENDAR_FRAME_HEIGHT_PX', 2500],
    ['BLOG_PAGE_SIZE', 9],
    ['RESOURCES_FEATURED_BLOG_COUNT', 3],
    ['RESOURCES_FEATURED_CASE_STUDY_COUNT', 3],
    ['RELATED_CASE_STUDIES_MAX', 3],
    ['NOT_FOUND_REDIRECT_DELAY_MS', 10_000],
    ['HUB_THUMBNAIL_WIDTH_PX', 400],
    ['HUB_THUMBNAIL_HEIGHT_PX', 192],
    ['HUB_DESCRIPTION_CLAMP_LINES', 3],
  ] as const)('%s is %d', (name, value) => {
    expect(C[name]).toBe(value);
  });

  it('lists the four suggested playground questions verbatim', () => {
    expect(C.PLAYGROUND_SUGGESTED_QUESTIONS).toEqual([
      'How can AI help my customer service team?',
      "What's the ROI of implementing AI agents?",
      'Can you integrate with our existing CRM?',
      'How do you ensure data privacy?',
    ]);
  });

  it('has the playground texts and limits', () => {
    expect(C.PLAYGROUND_NO_ANSWER_TEXT).toBe('No answer returned');
    expect(C.PLAYGROUND_MAX_MESSAGE_LENGTH).toBeGreaterThan(100);
    expect(C.CALENDAR_LOAD_TIMEOUT_MS).toBeGreaterThan(C.CALENDAR_RETRY_DELAY_MS);
    // A silent frame must be judged before the load timeout would end the attempt anyway.
    expect(C.CALENDAR_ANNOUNCE_TIMEOUT_MS).toBeLessThan(C.CALENDAR_LOAD_TIMEOUT_MS);
  });
});
