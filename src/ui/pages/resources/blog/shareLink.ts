// The article's Share action (BLOG-14, BLOG-17): the Web Share API where the browser has it, otherwise
// the link copied to the clipboard. Runs only in the click handler; the view turns the outcome into a toast.
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

export const shareLink = async (target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> => {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(target);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
};
