// The composition root's container: binds every port token to its adapter (factories, no decorators), and
// resolves them once into the AppServices object React receives. Only this folder names concrete adapters.
import { Container } from 'inversify';
import type { AppServices } from '../application/AppServices';
import type { BannerStore } from '../application/ports/BannerStore';
import type { BookingEmbed } from '../application/ports/BookingEmbed';
import type { Clock } from '../application/ports/Clock';
import type { FetchContentRepository } from '../adapters/http/FetchContentRepository';
import type { ConsentStore } from '../application/ports/ConsentStore';
import type { FormService } from '../application/ports/FormService';
import type { IdleScheduler } from '../application/ports/IdleScheduler';
import type { Logger } from '../application/ports/Logger';
import type { Notifier } from '../application/ports/Notifier';
import type { PageReloader } from '../application/ports/PageReloader';
import type { PlaygroundClient } from '../application/ports/PlaygroundClient';
import type { RandomSource } from '../application/ports/RandomSource';
import type { ReachabilityProbe } from '../application/ports/ReachabilityProbe';
import { createCalComBookingEmbed } from '../adapters/booking/CalComBookingEmbed';
import { createFetchReachabilityProbe } from '../adapters/http/FetchReachabilityProbe';
import { createDataLayerAnalytics, type DataLayerAnalytics } from '../adapters/analytics/DataLayerAnalytics';
import { createConsoleLogger } from '../adapters/logging/ConsoleLogger';
import { createSonnerNotifier } from '../adapters/notifications/SonnerNotifier';
import { createCookieConsentStore } from '../adapters/storage/CookieConsentStore';
import { createLocalStorageBannerStore } from '../adapters/storage/LocalStorageBannerStore';
import { createBrowserIdleScheduler } from '../adapters/system/BrowserIdleScheduler';
import { createLocationPageReloader } from '../adapters/system/LocationPageReloader';
import { mathRandomSource } from '../adapters/system/MathRandomSource';
import { systemClock } from '../adapters/system/SystemClock';
import { createLazyContentRepository } from './lazyContentRepository';

/**
 * Adapters that only a later interaction needs (asking the playground, sending a form) are loaded on first use,
 * so their code and its decoders stay out of the first download. The port's contract is unchanged.
 */
const onFirstUse = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let instance: Promise<T> | undefined;
  return () => (instance ??= load());
};

const lazyPlaygroundClient = (): PlaygroundClient => {
  const client = onFirstUse(() => import('../adapters/http/FetchPlaygroundClient').then((module) => module.createFetchPlaygroundClient()));
  return { ask: async (message) => (await client()).ask(message) };
};

const lazyFormService = (): FormService => {
  const service = onFirstUse(() => import('../adapters/forms/NetlifyFormService').then((module) => module.createNetlifyFormService()));
  return { submit: async (formName, fields) => (await service()).submit(formName, fields) };
};

/** A typed token: the symbol a port is bound to. */
export type Token<T> = symbol & { readonly __port?: T };
const token = <T>(name: string): Token<T> => Symbol.for(`threo.${name}`) as Token<T>;

export const TOKENS = {
  notifier: token<Notifier>('Notifier'),
  logger: token<Logger>('Logger'),
  clock: token<Clock>('Clock'),
  random: token<RandomSource>('RandomSource'),
  playgroundClient: token<PlaygroundClient>('PlaygroundClient'),
  formService: token<FormService>('FormService'),
  contentRepository: token<FetchContentRepository>('ContentRepository'),
  analytics: token<DataLayerAnalytics>('AnalyticsDataLayer'),
  bannerStore: token<BannerStore>('BannerStore'),
  consentStore: token<ConsentStore>('ConsentStore'),
  idle: token<IdleScheduler>('IdleScheduler'),
  reloader: token<PageReloader>('PageReloader'),
  bookingEmbed: token<BookingEmbed>('BookingEmbed'),
  reachabilityProbe: token<ReachabilityProbe>('ReachabilityProbe'),
} as const;

export interface ContainerOptions {
  /** Resolves when the toast container has mounted. */
  readonly toasterReady: () => Promise<void>;
  /** Development builds log info lines too. */
  readonly verbose: boolean;
}

export const createAppContainer = (options: ContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(TOKENS.logger).toDynamicValue(() => createConsoleLogger({ verbose: options.verbose }));
  container.bind(TOKENS.notifier).toDynamicValue((context) => {
    const logger = context.get<Logger>(TOKENS.logger);
    return createSonnerNotifier({ ready: options.toasterReady, onFailure: (error) => logger.warn('A toast could not be shown', { error: String(error) }) });
  });
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container.bind(TOKENS.random).toConstantValue(mathRandomSource);
  container.bind(TOKENS.playgroundClient).toDynamicValue(lazyPlaygroundClient);
  container.bind(TOKENS.formService).toDynamicValue(lazyFormService);
  container
    .bind(TOKENS.contentRepository)
    .toDynamicValue((context) => createLazyContentRepository({ notifier: context.get<Notifier>(TOKENS.notifier), logger: context.get<Logger>(TOKENS.logger) }));
  container.bind(TOKENS.analytics).toDynamicValue(() => createDataLayerAnalytics());
  container.bind(TOKENS.bannerStore).toDynamicValue(() => createLocalStorageBannerStore());
  container.bind(TOKENS.consentStore).toDynamicValue(() => createCookieConsentStore());
  container.bind(TOKENS.idle).toDynamicValue(() => createBrowserIdleScheduler());
  container.bind(TOKENS.reloader).toDynamicValue(() => createLocationPageReloader());
  container.bind(TOKENS.bookingEmbed).toDynamicValue(() => createCalComBookingEmbed());
  container.bind(TOKENS.reachabilityProbe).toDynamicValue(() => createFetchReachabilityProbe());
  return container;
};

/** Resolves every port once; React receives this object through context. */
export const resolveServices = (
  container: Container,
): AppServices & { readonly analytics: DataLayerAnalytics; readonly contentRepository: FetchContentRepository } => ({
  notifier: container.get(TOKENS.notifier),
  logger: container.get(TOKENS.logger),
  clock: container.get(TOKENS.clock),
  random: container.get(TOKENS.random),
  playgroundClient: container.get(TOKENS.playgroundClient),
  formService: container.get(TOKENS.formService),
  contentRepository: container.get(TOKENS.contentRepository),
  analytics: container.get(TOKENS.analytics),
  bannerStore: container.get(TOKENS.bannerStore),
  consentStore: container.get(TOKENS.consentStore),
  idle: container.get(TOKENS.idle),
  reloader: container.get(TOKENS.reloader),
  bookingEmbed: container.get(TOKENS.bookingEmbed),
  reachabilityProbe: container.get(TOKENS.reachabilityProbe),
});
