// @vitest-environment jsdom
// The data-layer adapter (CONSENT-4, CONSENT-5, CONSENT-9, ERR-8, CONF-4): Consent Mode v2 defaults as the tag manager
// reads them (an `arguments` object: every storage denied but security, with a wait for the update), consent updates,
// exception events, no page view of its own, and the tag manager loaded only for a well-formed container id.
import { describe, expect, it } from 'vitest';
import { createDataLayerAnalytics, CONSENT_WAIT_FOR_UPDATE_MS } from '../../../src/adapters/analytics/DataLayerAnalytics';
import { consentState } from '../../../src/domain/consent';
import { EXPECTED_DENIED } from '../../fixtures/consentMode';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const freshWindow = (): DataLayerWindow => {
  const target = window as DataLayerWindow;
  delete target.dataLayer;
  document.head.innerHTML = '';
  return target;
};

/** What gtag() pushed: the arguments object as a plain list, or the event object itself. */
const entries = (target: DataLayerWindow) =>
  (target.dataLayer ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));


describe('the data-layer analytics adapter', () => {
  it('pushes the Consent Mode defaults as an arguments object: all denied but security, waiting for the update', () => {
    const target = freshWindow();
    createDataLayerAnalytics(target).pushConsentDefaults();
    expect(Object.prototype.toString.call(target.dataLayer?.[0])).toBe('[object Arguments]');
    expect(entries(target)).toEqual([['consent', 'default', { ...EXPECTED_DENIED, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }]]);
  });

  it('keeps entries a tag pushed before it and appends after them', () => {
    const target = freshWindow();
    target.dataLayer = [{ event: 'earlier' }];
    createDataLayerAnalytics(target).pushConsentDefaults();
    expect(entries(target)).toHaveLength(2);
    expect(entries(target)[0]).toEqual({ event: 'earlier' });
  });

  it('sends the consent update the domain derived from the stored choice', () => {
    const target = freshWindow();
    const analytics = createDataLayerAnalytics(target);
    analytics.updateConsent(consentState({ kind: 'selected', categories: { analytics: true, functionality: false, personalization: true, ads: false } }));
    expect(entries(target)).toEqual([
      ['consent', 'update', { ...EXPECTED_DENIED, analytics_storage: 'granted', personalization_storage: 'granted' }],
    ]);
  });

  it('sends an exception event for the error boundary', () => {
    const target = freshWindow();
    createDataLayerAnalytics(target).reportException({ description: 'TypeError: boom', fatal: false });
    expect(entries(target)).toEqual([{ event: 'exception', description: 'TypeError: boom', fatal: false }]);
  });

  it('never sends a page view by itself', () => {
    const target = freshWindow();
    const analytics = createDataLayerAnalytics(target);
    analytics.pushConsentDefaults();
    analytics.updateConsent(consentState(undefined));
    analytics.loadTagManager('GTM-ABC123');
    expect(JSON.stringify(entries(target))).not.toMatch(/page_view|pageview/i);
  });

  it('loads the tag manager script from its origin for a configured container id', () => {
    const target = freshWindow();
    createDataLayerAnalytics(target).loadTagManager('GTM-ABC123');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script?.async).toBe(true);
    expect(entries(target)).toEqual([expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) })]);
  });

  it.each(['', 'UA-12345-1', 'GTM-abc"><script>', 'GTM-'])('loads nothing for the malformed container id %j', (id) => {
    const target = freshWindow();
    createDataLayerAnalytics(target).loadTagManager(id);
    expect(document.head.querySelector('script')).toBeNull();
    expect(entries(target)).toEqual([]);
  });
});
