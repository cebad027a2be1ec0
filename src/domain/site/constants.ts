// Every threshold, delay and count the requirements give (docs/requirements.md), each named once. Machines, views and
// scripts read them from here; nothing else restates these numbers.

// ── Site shell (HEADER-2, HEADER-7, SHELL-8) ──────────────────────────────────────────────────────────────
/** The header turns translucent with blur after the page is scrolled more than this (HEADER-2). */
export const HEADER_SCROLL_THRESHOLD_PX = 50;
/** Below this viewport width the site is "small screen": hamburger menu, mobile banner (SHELL-8, HEADER-7, HOME-19). */
export const MOBILE_BREAKPOINT_PX = 768;
/** The mobile menu is scrollable and at most this share of the viewport height (HEADER-7). */
export const MOBILE_MENU_MAX_HEIGHT_VH = 60;

// ── Mobile demo banner (HOME-19) ──────────────────────────────────────────────────────────────
/** The banner appears once the page has been scrolled more than this on a small screen. */
export const MOBILE_BANNER_SCROLL_THRESHOLD_PX = 300;

// ── Start-up and error recovery (START-3, START-5, START-8, START-9, START-10, START-11, ERR-6, ERR-7, ERR-9)
// ─────────────────────────────────────────────────────────
/** The loading spinner is forced away after this long, ready or not. */
export const FORCED_READY_TIMEOUT_MS = 1000;
/** The error boundary tries an automatic recovery after this delay. */
export const ERROR_AUTO_RECOVERY_DELAY_MS = 2000;
/** A second recovery is not attempted within this guard window. */
export const ERROR_RECOVERY_GUARD_MS = 2000;
/** Mounting is retried this many times when the root element is missing… */
export const MOUNT_RETRY_COUNT = 3;
/** …this far apart. */
export const MOUNT_RETRY_DELAY_MS = 500;
/** A failed initialisation is retried after this delay… */
export const INIT_RETRY_DELAY_MS = 1000;
/** …and given up after this many attempts. */
export const INIT_MAX_ATTEMPTS = 3;
/** The visibility safety check runs this long after mounting. */
export const VISIBILITY_CHECK_DELAY_MS = 2000;
/** Lazy-image set-up waits for an idle browser at most this long… */
export const IDLE_CALLBACK_TIMEOUT_MS = 5000;
/** …or runs on this timer where requestIdleCallback does not exist ("optimisation fallback timer"). */
export const IDLE_FALLBACK_TIMER_MS = 100;
/** Errors beyond this count make Try Again reload the page at / (ERR-6: "more than 2 errors"). */
export const ERROR_BOUNDARY_RELOAD_AFTER = 2;
/** Only the first this-many errors raise a toast (ERR-7). */
export const ERROR_BOUNDARY_TOAST_LIMIT = 3;

// ── Particle background (SHELL-3) ─────────────────────────────────────────────────────────────────
/** One particle per this many pixels of viewport width… */
export const PARTICLE_WIDTH_DIVISOR = 15;
/** …capped at this many. */
export const PARTICLE_MAX_COUNT = 60;
/** About this many frames per second. */
export const PARTICLE_FPS = 30;
/** Two particles closer than this are joined by a line. */
export const PARTICLE_LINK_DISTANCE_PX = 80;

// ── AI playground (PLAY-2, PLAY-11, PLAY-12, PLAY-13, PLAY-17)
// ───────────────────────────────────────────────────────────────────────
/** Simulated "tokens processed": a whole number from MIN to MAX inclusive… */
export const PLAYGROUND_TOKENS_MIN = 240;
export const PLAYGROUND_TOKENS_MAX = 359;
/** …drawn as a bar relative to this many tokens. */
export const PLAYGROUND_TOKENS_SCALE = 480;
/** Simulated confidence, in percent: starts here and is redrawn between MIN and MAX. */
export const PLAYGROUND_CONFIDENCE_INITIAL = 98.5;
export const PLAYGROUND_CONFIDENCE_MIN = 97;
export const PLAYGROUND_CONFIDENCE_MAX = 100;
/** The four suggested questions, verbatim (PLAY-2). */
export const PLAYGROUND_SUGGESTED_QUESTIONS = [
  'How can AI help my customer service team?',
  "What's the ROI of implementing AI agents?",
  'Can you integrate with our existing CRM?',
  'How do you ensure data privacy?',
] as const;
/** The text shown when a successful reply has no answer field (PLAY-17). */
export const PLAYGROUND_NO_ANSWER_TEXT = 'No answer returned';
/** The longest message the playground accepts; the function enforces the same limit (docs/decisions.md). */
export const PLAYGROUND_MAX_MESSAGE_LENGTH = 2000;

// ── Testimonials and calendar (HOME-12, CAL-1, CAL-5, CAL-7)
// ───────────────────────────────────────────────────────────
export const TESTIMONIAL_INTERVAL_MS = 5000;
export const CALENDAR_MAX_RETRIES = 3;
export const CALENDAR_RETRY_DELAY_MS = 1000;
export const CALENDAR_FRAME_HEIGHT_PX = 2500;
/**
 * A cross-origin frame never reports a load error, so a load that has not finished after this long counts
 * as a failure. 10 s covers a slow 3G load of a typical scheduling page (≈1.5 MB) with room to spare, and with
 * 3 retries 1 s apart it keeps the worst case to the fallback under 45 s (docs/decisions.md).
 */
export const CALENDAR_LOAD_TIMEOUT_MS = 10_000;
/**
 * After the frame's load event, how long the booking page has to announce itself (cal.com's `__iframeReady`)
 * before the attempt counts as failed: a frame that loaded but stays silent shows something else (framing
 * refused, an error page without the provider's script, the browser's own error page). The provider's embed
 * script runs with the page's scripts, before `load`; 3 s leaves a slow phone room (docs/decisions.md).
 */
export const CALENDAR_ANNOUNCE_TIMEOUT_MS = 3000;

// ── Content pages (BLOG-3, RES-3, RES-4, CASE-9, NF-7)
// ──────────────────────────────────────────────────────────────────────
export const BLOG_PAGE_SIZE = 9;
/** The resources hub shows this many blog items and this many case studies. */
export const RESOURCES_FEATURED_BLOG_COUNT = 3;
export const RESOURCES_FEATURED_CASE_STUDY_COUNT = 3;
export const RELATED_CASE_STUDIES_MAX = 3;
export const NOT_FOUND_REDIRECT_DELAY_MS = 10_000;
export const HUB_THUMBNAIL_WIDTH_PX = 400;
export const HUB_THUMBNAIL_HEIGHT_PX = 192;
export const HUB_DESCRIPTION_CLAMP_LINES = 3;

// ── Recovery after a deploy (our decision, docs/decisions.md) ───────────────────────────────────────────────
/**
 * After a deploy, an old page may ask for code chunks that no longer exist. The page then reloads once to fetch
 * the current ones; a second failure within this window is not reloaded again but goes to the error boundary.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
