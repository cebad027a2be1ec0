// The services a page sees while it is prerendered. Views only call ports from effects and event handlers, which
// never run during a server render; a call here therefore means a view broke that rule, and it fails loudly.
import type { AppServices } from '../application/AppServices';
import type { ContentRepository } from '../application/ports/ContentRepository';


const notDuringPrerender = (what: string) => (): never => {
  throw new Error(`${what} was called while prerendering: call ports from effects or event handlers only`);
};

/** For pages without content: any read means a page asked for content it was not primed with. */
const noContent: ContentRepository = {
  listBlogPosts: notDuringPrerender('contentRepository.listBlogPosts'),
  getBlogPost: notDuringPrerender('contentRepository.getBlogPost'),
  listCaseStudies: notDuringPrerender('contentRepository.listCaseStudies'),
  getCaseStudy: notDuringPrerender('contentRepository.getCaseStudy'),
  cachedBlogPosts: () => undefined,
  cachedBlogPost: () => undefined,
  cachedCaseStudies: () => undefined,
  cachedCaseStudy: () => undefined,
  releaseCarried: () => undefined,
};

export const createServerServices = (
  buildTime: number,
  contentRepository: ContentRepository = noContent,
): AppServices => ({
  notifier: {
    success: notDuringPrerender('notifier.success'),
    error: notDuringPrerender('notifier.error'),
    info: notDuringPrerender('notifier.info'),
  },
  logger: {
    info: () => undefined,
    warn: (message, details) => console.warn(message, details ?? {}),
    error: (message, details) => console.error(message, details ?? {}),
  },
  clock: { now: () => buildTime },
  random: { next: notDuringPrerender('random.next') },
  playgroundClient: { ask: notDuringPrerender('playgroundClient.ask') },
  formService: { submit: notDuringPrerender('formService.submit') },
  contentRepository,
  analytics: {
    updateConsent: notDuringPrerender('analytics.updateConsent'),
    reportException: notDuringPrerender('analytics.reportException'),
  },
  bannerStore: { isDismissed: () => false, rememberDismissed: notDuringPrerender('bannerStore.rememberDismissed') },
  consentStore: { read: () => undefined, write: notDuringPrerender('consentStore.write') },
  idle: { supported: false, whenIdle: notDuringPrerender('idle.whenIdle') },
  reloader: {
    reload: notDuringPrerender('reloader.reload'),
    reloadAt: notDuringPrerender('reloader.reloadAt'),
    hardRefresh: notDuringPrerender('reloader.hardRefresh'),
  },
  bookingEmbed: { watch: notDuringPrerender('bookingEmbed.watch') },
  reachabilityProbe: { probe: notDuringPrerender('reachabilityProbe.probe') },
});
