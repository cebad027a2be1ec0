// The one typed home of every address, external URL and id the specification hides as {email} or leaves to
// the operator (CONF-1, CONF-2). Each can be overridden at build time with the
// VITE_* variable named beside it; the README lists them. Pure: the composition root passes the environment in.

export interface SiteConfig {
  readonly companyName: string;
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  readonly siteUrl: string;
  readonly emails: {
    readonly info: string;
    readonly demo: string;
    readonly support: string;
    readonly careers: string;
  };
  readonly portals: { readonly threoAi: string; readonly threoBuilder: string };
  readonly documentationUrl: string;
  readonly bookingCalendarUrl: string;
  readonly webinar: { readonly eventUrl: string; readonly startsAt: string; readonly endsAt: string };
  readonly social: { readonly linkedin: string; readonly x: string; readonly youtube: string };
  /** Google Tag Manager container id; empty means the tag manager is never loaded. */
  readonly gtmId: string;
}

/** The variable that overrides each setting; also the README's table. */
export const SITE_CONFIG_ENV = {
  siteUrl: 'VITE_SITE_URL',
  'emails.info': 'VITE_EMAIL_INFO',
  'emails.demo': 'VITE_EMAIL_DEMO',
  'emails.support': 'VITE_EMAIL_SUPPORT',
  'emails.careers': 'VITE_EMAIL_CAREERS',
  'portals.threoAi': 'VITE_PORTAL_THREOAI_URL',
  'portals.threoBuilder': 'VITE_PORTAL_THREOBUILDER_URL',
  documentationUrl: 'VITE_DOCS_URL',
  bookingCalendarUrl: 'VITE_BOOKING_CALENDAR_URL',
  'webinar.eventUrl': 'VITE_WEBINAR_URL',
  'social.linkedin': 'VITE_SOCIAL_LINKEDIN_URL',
  'social.x': 'VITE_SOCIAL_X_URL',
  'social.youtube': 'VITE_SOCIAL_YOUTUBE_URL',
  gtmId: 'VITE_GTM_ID',
} as const;

export const defaultSiteConfig: SiteConfig = {
  companyName: 'Threo',
  siteUrl: 'https://threo.ai',
  emails: {
    info: 'info@threo.ai',
    demo: 'demo@threo.ai',
    support: 'support@threo.ai',
    careers: 'careers@threo.ai',
  },
  portals: { threoAi: 'https://app.threo.ai', threoBuilder: 'https://builder.threo.ai' },
  documentationUrl: 'https://docs.threo.ai',
  bookingCalendarUrl: 'https://cal.com/threo/demo?embed=true',
  // HOME-3, HOME-4, HOME-5: "Oct 30, 11:30am ET" (the banner adds the year, "Oct 30, 2027, 11:30am ET"). The next Oct
  // 30 after launch; the banner hides once the hour is over.
  webinar: {
    eventUrl: 'https://events.threo.ai/rag-for-msps',
    startsAt: '2027-10-30T11:30:00-04:00',
    endsAt: '2027-10-30T12:30:00-04:00',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/threo-ai',
    x: 'https://x.com/threo_ai',
    youtube: 'https://www.youtube.com/@threo-ai',
  },
  gtmId: '',
};

type Env = Readonly<Record<string, string | undefined>>;

const pick = (env: Env, name: string, fallback: string): string => {
  const value = env[name]?.trim();
  return value ? value : fallback;
};

/** The configuration with every VITE_* override applied; blank variables keep the default. */
export const resolveSiteConfig = (env: Env, base: SiteConfig = defaultSiteConfig): SiteConfig => ({
  companyName: base.companyName,
  siteUrl: pick(env, SITE_CONFIG_ENV.siteUrl, base.siteUrl).replace(/\/+$/, ''),
  emails: {
    info: pick(env, SITE_CONFIG_ENV['emails.info'], base.emails.info),
    demo: pick(env, SITE_CONFIG_ENV['emails.demo'], base.emails.demo),
    support: pick(env, SITE_CONFIG_ENV['emails.support'], base.emails.support),
    careers: pick(env, SITE_CONFIG_ENV['emails.careers'], base.emails.careers),
  },
  portals: {
    threoAi: pick(env, SITE_CONFIG_ENV['portals.threoAi'], base.portals.threoAi),
    threoBuilder: pick(env, SITE_CONFIG_ENV['portals.threoBuilder'], base.portals.threoBuilder),
  },
  documentationUrl: pick(env, SITE_CONFIG_ENV.documentationUrl, base.documentationUrl),
  bookingCalendarUrl: pick(env, SITE_CONFIG_ENV.bookingCalendarUrl, base.bookingCalendarUrl),
  webinar: { ...base.webinar, eventUrl: pick(env, SITE_CONFIG_ENV['webinar.eventUrl'], base.webinar.eventUrl) },
  social: {
    linkedin: pick(env, SITE_CONFIG_ENV['social.linkedin'], base.social.linkedin),
    x: pick(env, SITE_CONFIG_ENV['social.x'], base.social.x),
    youtube: pick(env, SITE_CONFIG_ENV['social.youtube'], base.social.youtube),
  },
  gtmId: pick(env, SITE_CONFIG_ENV.gtmId, base.gtmId),
});

/** An absolute URL on the site for a path ("/pricing" → "https://threo.ai/pricing"). */
export const absoluteUrl = (config: SiteConfig, path: string): string =>
  path === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${path}`;
