// How late Chromium may act on a shared machine beyond a delay the site names: tests that time a retry or a timeout
// in the browser (and the traces recorded there) allow this much and no more.
export const SCHEDULING_SLACK_MS = 750;
