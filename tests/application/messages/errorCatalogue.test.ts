// The error catalogue: every text verbatim from the requirements catalogue, and the playground's reply rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_REDIRECT_DELAY_MS, PLAYGROUND_NO_ANSWER_TEXT } from '../../../src/domain/site/constants';
import * as catalogue from '../../../src/application/messages/errorCatalogue';

describe('errorCatalogue', () => {
  it.each([
    ['PLAYGROUND_INVALID_JSON_TEXT', 'Error: Invalid JSON response from server'],
    ['PLAYGROUND_OTHER_FAILURE_TEXT', 'Error: Something went wrong.'],
    ['FORM_FAILURE_TOAST', 'Something went wrong. Please try again.'],
    ['FORM_SUCCESS_TOAST', 'Form submitted successfully!'],
    ['FORM_SENDING_LABEL', 'Sending...'],
    ['CALENDAR_LOADING_TEXT', 'Loading calendar...'],
    ['CALENDAR_FAILURE_TITLE', 'Having trouble loading the calendar'],
    ['CALENDAR_FAILURE_TEXT', 'Please try refreshing the page or visit the booking page directly.'],
    ['CALENDAR_OPEN_LINK_TEXT', 'Open Calendar'],
    ['ERROR_SCREEN_TITLE', 'Something went wrong'],
    ['ERROR_SCREEN_MESSAGE', "We've encountered an error. Please try refreshing the page."],
    ['RECOVERY_TOAST', 'Application encountered an error. Attempting recovery...'],
    ['GLOBAL_RUNTIME_ERROR_TOAST', "An error occurred. We're working to fix it."],
    ['INITIALIZATION_ERROR_TOAST', 'Error during initialization. Please try refreshing if you experience issues.'],
    ['RENDER_FAILURE_FALLBACK_TEXT', 'Something went wrong. Please reload the page.'],
    ['APPLICATION_ERROR_TEXT', 'Application Error - Please refresh the page'],
    ['APPLICATION_LOAD_FAILURE_TEXT', 'Failed to load application - Please refresh the page'],
    ['NOT_FOUND_REDIRECT_TOAST', 'Page not found. Redirecting to home page in 10 seconds...'],
    ['IMAGE_LOAD_FAILED_TOAST', 'Failed to load an image. Please try refreshing the page.'],
    ['IMAGE_PREVIEW_OPEN_FAILED_TOAST', 'Failed to open image preview'],
    ['IMAGE_PREVIEW_RENDER_FAILED_TOAST', 'Failed to display image preview'],
    ['IMAGE_PREVIEW_UNAVAILABLE_TEXT', 'Image preview unavailable'],
    ['BLOG_LIST_ERROR_NOTICE', "We're having trouble loading the blog content. Showing sample articles instead."],
    ['BLOG_EMPTY_SEARCH_TEXT', 'No articles found. Try adjusting your search.'],
    ['ARTICLE_NOT_FOUND_TEXT', 'Article not found or error loading content.'],
    ['CASE_STUDIES_EMPTY_SEARCH_TEXT', 'No case studies found matching your search.'],
    ['CASE_STUDY_NOT_FOUND_TITLE', 'Case Study Not Found'],
    ['CASE_STUDY_NOT_FOUND_TEXT', 'Sorry, the case study you are looking for does not exist.'],
  ] as const)('%s reads %j', (name, text) => {
    expect(catalogue[name]).toBe(text);
  });

  it('gives the loading-error message its own words, distinct from the general one', () => {
    expect(catalogue.ERROR_SCREEN_LOADING_MESSAGE).not.toBe(catalogue.ERROR_SCREEN_MESSAGE);
    expect(catalogue.ERROR_SCREEN_LOADING_MESSAGE).toMatch(/refresh/i);
  });

  it('announces the same number of seconds as the not-found redirect delay', () => {
    expect(catalogue.NOT_FOUND_REDIRECT_TOAST).toContain(`in ${NOT_FOUND_REDIRECT_DELAY_MS / 1000} seconds`);
  });

  it.each([
    [{ kind: 'answer', answer: 'Yes, we integrate with Salesforce.' }, 'Yes, we integrate with Salesforce.'],
    [{ kind: 'answer', answer: '' }, ''],
    [{ kind: 'answer', answer: undefined }, PLAYGROUND_NO_ANSWER_TEXT],
    [{ kind: 'http-error', status: 429, body: '{"error":"Too many requests"}' }, 'Error: Request failed: 429 - {"error":"Too many requests"}'],
    [{ kind: 'http-error', status: 500, body: '' }, 'Error: Request failed: 500 - '],
    [{ kind: 'invalid-json' }, 'Error: Invalid JSON response from server'],
    [{ kind: 'network-failure', reason: 'TypeError: Failed to fetch' }, 'Error: Something went wrong.'],
  ] as const)('turns the playground result %j into %j', (result, text) => {
    expect(catalogue.playgroundReplyText(result)).toBe(text);
  });

  it('is the one home of its texts: no module writes one of them out again', () => {
    const texts = (Object.values(catalogue) as unknown[]).filter((value): value is string => typeof value === 'string' && value.length >= 12);
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'functions', 'scripts', 'server'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('messages/errorCatalogue.ts'));
    const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A string literal or JSX text holding exactly the text; a comment or a description that quotes it is no home.
    const literal = (text: string): RegExp =>
      new RegExp(`'${escape(text)}'|\`${escape(text)}\`|[=(,]\\s*"${escape(text)}"|^\\s*[\\w$]+:\\s*"${escape(text)}"|>\\s*${escape(text)}\\s*<`, 'm');
    const withoutComments = (source: string): string => source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    const restated = files.flatMap((file) => {
      const source = withoutComments(readFileSync(file, 'utf8'));
      return texts.filter((text) => literal(text).test(source)).map((text) => `${file}: ${text}`);
    });
    expect(restated).toEqual([]);
  });
});
