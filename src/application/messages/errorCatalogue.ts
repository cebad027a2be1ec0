// The error catalogue (PLAY-17, PLAY-18, PLAY-19, PLAY-20, FORM-8, FORM-9, CAL-4, CAL-6, ERR-1, ERR-3, ERR-4, ERR-7,
// ERR-10, ERR-11, START-6, START-7, START-8, START-9, NF-5): every text the machines show or toast, in one place. Views
// and adapters read these constants; no component invents an error text. Each line names its spec row.
import type { PlaygroundReply } from '../machines/playgroundMachine';
import { PLAYGROUND_NO_ANSWER_TEXT } from '../../domain/site/constants';

// ── AI playground (PLAY-17, PLAY-18, PLAY-19, PLAY-20, default text) ───────────────────────────────────────
/** "Playground non-OK response": Error: Request failed: {status} - {body}. */
export const playgroundRequestFailedText = (status: number, body: string): string =>
  `Error: Request failed: ${status} - ${body}`;
/** "Playground unparsable response". */
export const PLAYGROUND_INVALID_JSON_TEXT = 'Error: Invalid JSON response from server';
/** "Playground other failure". */
export const PLAYGROUND_OTHER_FAILURE_TEXT = 'Error: Something went wrong.';

/** The text of an assistant message, by its kind: the answer, its default, or the catalogue's error text. */
export const playgroundReplyText = (result: PlaygroundReply): string => {
  switch (result.kind) {
    case 'answer':
      return result.answer ?? PLAYGROUND_NO_ANSWER_TEXT;
    case 'http-error':
      return playgroundRequestFailedText(result.status, result.body);
    case 'invalid-json':
      return PLAYGROUND_INVALID_JSON_TEXT;
    case 'network-failure':
    case 'unexpected-failure':
      return PLAYGROUND_OTHER_FAILURE_TEXT;
  }
};

// ── Forms (FORM-8, FORM-9, FORM-16) ─────────────
export const FORM_FAILURE_TOAST = 'Something went wrong. Please try again.';
export const FORM_SUCCESS_TOAST = 'Form submitted successfully!';
/** The button label while a form is being sent (FORM-7). */
export const FORM_SENDING_LABEL = 'Sending...';

// ── Booking calendar (CAL-4, CAL-6) ─────────────────────────────────
export const CALENDAR_LOADING_TEXT = 'Loading calendar...';
export const CALENDAR_FAILURE_TITLE = 'Having trouble loading the calendar';
export const CALENDAR_FAILURE_TEXT = 'Please try refreshing the page or visit the booking page directly.';
export const CALENDAR_OPEN_LINK_TEXT = 'Open Calendar';

// ── Error boundary and recovery (ERR-1, ERR-3, ERR-4, ERR-7, ERR-10) ─
export const ERROR_SCREEN_TITLE = 'Something went wrong';
/** The screen's message for any error that is not a loading error. */
export const ERROR_SCREEN_MESSAGE = "We've encountered an error. Please try refreshing the page.";
/**
 * "A loading-error message for generic script errors": the spec names the case but not the words, so they are
 * chosen here (a stale chunk after a deployment is the usual cause, and a refresh fetches the current one).
 */
export const ERROR_SCREEN_LOADING_MESSAGE = "We couldn't load part of the page. Please refresh to get the latest version.";
export const RECOVERY_TOAST = 'Application encountered an error. Attempting recovery...';
/** "Global runtime error" toast (not for render or chunk-load errors). */
export const GLOBAL_RUNTIME_ERROR_TOAST = "An error occurred. We're working to fix it.";

// ── Start-up (START-6, START-7, START-8, START-9) ─
export const INITIALIZATION_ERROR_TOAST = 'Error during initialization. Please try refreshing if you experience issues.';
export const RENDER_FAILURE_FALLBACK_TEXT = 'Something went wrong. Please reload the page.';
export const APPLICATION_ERROR_TEXT = 'Application Error - Please refresh the page';
export const APPLICATION_LOAD_FAILURE_TEXT = 'Failed to load application - Please refresh the page';

// ── Not-found page (NF-5) ─────────────────────────────
export const NOT_FOUND_REDIRECT_TOAST = 'Page not found. Redirecting to home page in 10 seconds...';

// ── Product screenshots and the image preview (PROD-8, PROD-9, PROD-10,
// RES-9) ─────────────────────────────────────────────
/** The default screenshot is shown and this toast appears. */
export const IMAGE_LOAD_FAILED_TOAST = 'Failed to load an image. Please try refreshing the page.';
export const IMAGE_PREVIEW_OPEN_FAILED_TOAST = 'Failed to open image preview';
export const IMAGE_PREVIEW_RENDER_FAILED_TOAST = 'Failed to display image preview';
/** In place of a picture (a screenshot, a post's or a study's thumbnail) whose image and fallback both failed. */
export const IMAGE_PREVIEW_UNAVAILABLE_TEXT = 'Image preview unavailable';

// ── Blog and case studies (BLOG-6, BLOG-7, BLOG-13, CASE-3,
// CASE-7) ──────────────────────────────────────
export const BLOG_LIST_ERROR_NOTICE = "We're having trouble loading the blog content. Showing sample articles instead.";
export const BLOG_EMPTY_SEARCH_TEXT = 'No articles found. Try adjusting your search.';
export const ARTICLE_NOT_FOUND_TEXT = 'Article not found or error loading content.';
/** The Share button's toast when the clipboard refuses (ours to word: the spec names no text). */
export const SHARE_COPY_FAILED_TOAST = 'Could not copy the link. Copy it from the address bar instead.';
export const CASE_STUDIES_EMPTY_SEARCH_TEXT = 'No case studies found matching your search.';
export const CASE_STUDY_NOT_FOUND_TITLE = 'Case Study Not Found';
export const CASE_STUDY_NOT_FOUND_TEXT = 'Sorry, the case study you are looking for does not exist.';

// ── A page section that fails to render (ours to word: the spec's catalogue has no row for a section) ──────
export const SECTION_ERROR_NOTICE = 'This part of the page could not be shown. The rest of the page works as usual; refreshing may bring it back.';
