// Everything the views may use from the outside world, as ports. The composition root builds one of these at
// start-up (from the inversify container) and hands it to React through context; tests hand in fakes.
import type { AnalyticsDataLayer } from './ports/AnalyticsDataLayer';
import type { BannerStore } from './ports/BannerStore';
import type { BookingEmbed } from './ports/BookingEmbed';
import type { Clock } from './ports/Clock';
import type { ContentRepository } from './ports/ContentRepository';
import type { ConsentStore } from './ports/ConsentStore';
import type { FormService } from './ports/FormService';
import type { IdleScheduler } from './ports/IdleScheduler';
import type { Logger } from './ports/Logger';
import type { Notifier } from './ports/Notifier';
import type { PageReloader } from './ports/PageReloader';
import type { PlaygroundClient } from './ports/PlaygroundClient';
import type { RandomSource } from './ports/RandomSource';
import type { ReachabilityProbe } from './ports/ReachabilityProbe';

export interface AppServices {
  readonly notifier: Notifier;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly playgroundClient: PlaygroundClient;
  readonly formService: FormService;
  readonly contentRepository: ContentRepository;
  readonly analytics: AnalyticsDataLayer;
  readonly bannerStore: BannerStore;
  readonly consentStore: ConsentStore;
  readonly idle: IdleScheduler;
  readonly reloader: PageReloader;
  readonly bookingEmbed: BookingEmbed;
  readonly reachabilityProbe: ReachabilityProbe;
}
