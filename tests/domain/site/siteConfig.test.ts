import { describe, expect, it } from 'vitest';
import { SITE_CONFIG_ENV, absoluteUrl, defaultSiteConfig, resolveSiteConfig } from '../../../src/domain/site/siteConfig';
import { isValidEmail } from '../../../src/domain/contact/email';

describe('the default site configuration', () => {
  // Covers: CONF-1
  it('uses valid addresses and https URLs', () => {
    for (const email of Object.values(defaultSiteConfig.emails)) expect(isValidEmail(email), email).toBe(true);
    const urls = [
      defaultSiteConfig.siteUrl,
      defaultSiteConfig.documentationUrl,
      defaultSiteConfig.bookingCalendarUrl,
      defaultSiteConfig.webinar.eventUrl,
      ...Object.values(defaultSiteConfig.portals),
      ...Object.values(defaultSiteConfig.social),
    ];
    for (const url of urls) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
    expect(new Set(urls).size).toBe(urls.length);
    expect(defaultSiteConfig.companyName).toBe('Threo');
    expect(defaultSiteConfig.gtmId).toBe('');
  });

  // Covers: HOME-5
  it('schedules the webinar on Oct 30 at 11:30 ET for an hour', () => {
    const start = Date.parse(defaultSiteConfig.webinar.startsAt);
    const end = Date.parse(defaultSiteConfig.webinar.endsAt);
    expect(defaultSiteConfig.webinar.startsAt).toMatch(/-10-30T11:30:00-04:00$/);
    expect(end - start).toBe(3_600_000);
  });
});

describe('resolveSiteConfig', () => {
  it('keeps the defaults without overrides', () => {
    expect(resolveSiteConfig({})).toEqual(defaultSiteConfig);
  });

  // Covers: CONF-2
  it('applies every VITE_* override', () => {
    const env = Object.fromEntries(Object.entries(SITE_CONFIG_ENV).map(([key, name]) => [name, `override-${key}`]));
    const config = resolveSiteConfig(env);
    expect(config.siteUrl).toBe('override-siteUrl');
    expect(config.emails).toEqual({
      info: 'override-emails.info',
      demo: 'override-emails.demo',
      support: 'override-emails.support',
      careers: 'override-emails.careers',
    });
    expect(config.portals).toEqual({ threoAi: 'override-portals.threoAi', threoBuilder: 'override-portals.threoBuilder' });
    expect(config.documentationUrl).toBe('override-documentationUrl');
    expect(config.bookingCalendarUrl).toBe('override-bookingCalendarUrl');
    expect(config.webinar).toEqual({ ...defaultSiteConfig.webinar, eventUrl: 'override-webinar.eventUrl' });
    expect(config.social).toEqual({ linkedin: 'override-social.linkedin', x: 'override-social.x', youtube: 'override-social.youtube' });
    expect(config.gtmId).toBe('override-gtmId');
    expect(config.companyName).toBe('Threo');
  });

  it('names each variable after its setting', () => {
    expect(SITE_CONFIG_ENV).toMatchObject({ siteUrl: 'VITE_SITE_URL', 'emails.info': 'VITE_EMAIL_INFO', gtmId: 'VITE_GTM_ID', documentationUrl: 'VITE_DOCS_URL' });
    for (const name of Object.values(SITE_CONFIG_ENV)) expect(name).toMatch(/^VITE_[A-Z_]+$/);
  });

  it('ignores blank variables, trims values and drops trailing slashes from the site URL', () => {
    const config = resolveSiteConfig({ VITE_EMAIL_INFO: '   ', VITE_SITE_URL: ' https://staging.threo.ai/// ', VITE_GTM_ID: ' GTM-ABC ' });
    expect(config.emails.info).toBe(defaultSiteConfig.emails.info);
    expect(config.siteUrl).toBe('https://staging.threo.ai');
    expect(config.gtmId).toBe('GTM-ABC');
  });

  it('builds on a given base configuration', () => {
    const base = { ...defaultSiteConfig, companyName: 'Other', siteUrl: 'https://other.example' };
    expect(resolveSiteConfig({}, base)).toEqual(base);
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and a path', () => {
    expect(absoluteUrl(defaultSiteConfig, '/')).toBe('https://threo.ai/');
    expect(absoluteUrl(defaultSiteConfig, '/pricing')).toBe('https://threo.ai/pricing');
  });
});
