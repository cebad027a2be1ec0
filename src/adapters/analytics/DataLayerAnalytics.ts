// AnalyticsDataLayer port → Google Tag Manager's `window.dataLayer` with Consent Mode v2. `pushConsentDefaults`
// runs first, before any tag can load: every storage denied but security, with a short wait for the update.
// The tag manager itself loads only when a container id is configured, from the same-origin bundle, so the
// content security policy needs no inline-script allowance.
import type { AnalyticsDataLayer } from '../../application/ports/AnalyticsDataLayer';
import { DENIED_CONSENT_STATE } from '../../domain/consent';

/** How long tags wait for the consent update after the defaults (Consent Mode's `wait_for_update`). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export interface DataLayerAnalytics extends AnalyticsDataLayer {
  pushConsentDefaults(): void;
  loadTagManager(containerId: string): void;
}

export const createDataLayerAnalytics = (target: DataLayerWindow = window): DataLayerAnalytics => {
  const dataLayer = (target.dataLayer ??= []);
  // The tag manager reads consent commands only from an `arguments` object, as its own gtag() snippet pushes.
  function gtag(..._command: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- Consent Mode requires the arguments object itself
    dataLayer.push(arguments);
  }
  return {
    pushConsentDefaults: () => gtag('consent', 'default', { ...DENIED_CONSENT_STATE, wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }),
    updateConsent: (state) => gtag('consent', 'update', { ...state }),
    reportException: ({ description, fatal }) => {
      dataLayer.push({ event: 'exception', description, fatal });
    },
    loadTagManager: (containerId) => {
      if (!/^GTM-[A-Z0-9]+$/.test(containerId)) return;
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      const script = target.document.createElement('script');
      script.async = true;
      script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
      target.document.head.appendChild(script);
    },
  };
};
