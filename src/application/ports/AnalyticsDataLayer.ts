// Port: the tag manager's data layer (CONSENT-4, CONSENT-5, ERR-8). Page views are not sent automatically; the error
// boundary reports exceptions; the consent banner and every page load send the consent update.
import type { ConsentState } from '../../domain/consent';

/** An exception event as the tag manager expects it. */
export interface ExceptionReport {
  readonly description: string;
  readonly fatal: boolean;
}

export interface AnalyticsDataLayer {
  /** Sends a consent update (Consent Mode v2) with the state the domain derived from the stored choice. */
  updateConsent(state: ConsentState): void;
  /** Sends an exception event (error boundary, ERR-8). */
  reportException(report: ExceptionReport): void;
}
