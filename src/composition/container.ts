// The composition root's container: one record of port → adapter factory, from which the inversify tokens, the
// bindings (factories, no decorators) and the AppServices object React receives are all derived. Only this folder
// names concrete adapters.
import { Container } from 'inversify';
import type { AppServices } from '../application/AppServices';
import type { FetchContentRepository } from '../adapters/http/FetchContentRepository';
import type { FormService } from '../application/ports/FormService';
import type { PlaygroundClient } from '../application/ports/PlaygroundClient';
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

export interface ContainerOptions {
  /** Asks for the toast container (it loads on the first toast); resolves when it has mounted. */
  readonly toasterReady: () => Promise<void>;
  /** Development builds log info lines too. */
  readonly verbose: boolean;
}

/** What a factory may ask for: another port, resolved through the container. */
type Resolve = <K extends keyof AppServices>(port: K) => AppServices[K];

/**
 * The one place a port is wired: its key, the adapter that implements it and what that adapter needs. The tokens,
 * the bindings and resolveServices are derived from this record, and `satisfies` makes a port of AppServices that
 * is missing here (or an adapter that does not implement its port) fail to compile.
 */
const factories = {
  logger: (_resolve: Resolve, options: ContainerOptions) => createConsoleLogger({ verbose: options.verbose }),
  notifier: (resolve: Resolve, options: ContainerOptions) =>
    createSonnerNotifier({ ready: options.toasterReady, onFailure: (error) => resolve('logger').warn('A toast could not be shown', { error: String(error) }) }),
  clock: () => systemClock,
  random: () => mathRandomSource,
  playgroundClient: lazyPlaygroundClient,
  formService: lazyFormService,
  // The browser entry also primes it with the page's content files (FetchContentRepository.primeContent).
  contentRepository: (resolve: Resolve): FetchContentRepository =>
    createLazyContentRepository({ notifier: resolve('notifier'), logger: resolve('logger') }),
  // The browser entry also sends the consent defaults and loads the tag manager through it.
  analytics: (): DataLayerAnalytics => createDataLayerAnalytics(),
  bannerStore: () => createLocalStorageBannerStore(),
  consentStore: () => createCookieConsentStore(),
  idle: () => createBrowserIdleScheduler(),
  reloader: () => createLocationPageReloader(),
  bookingEmbed: () => createCalComBookingEmbed(),
  reachabilityProbe: () => createFetchReachabilityProbe(),
} satisfies { readonly [K in keyof AppServices]: (resolve: Resolve, options: ContainerOptions) => AppServices[K] };

type Port = keyof typeof factories;

/** The services the browser entry resolves: every port, with the adapters' own extras where it needs them. */
export type ClientServices = { readonly [K in Port]: ReturnType<(typeof factories)[K]> };

const ports = Object.keys(factories) as Port[];

export const TOKENS = Object.fromEntries(ports.map((port) => [port, Symbol.for(`threo.${port}`)])) as {
  readonly [K in Port]: Token<ClientServices[K]>;
};

export const createAppContainer = (options: ContainerOptions): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const port of ports) {
    container
      .bind(TOKENS[port])
      .toDynamicValue((context) => factories[port]((dependency) => context.get(TOKENS[dependency]), options));
  }
  return container;
};

/** Resolves every port once; React receives this object through context. */
export const resolveServices = (container: Container): ClientServices =>
  Object.fromEntries(ports.map((port) => [port, container.get(TOKENS[port])])) as ClientServices;
