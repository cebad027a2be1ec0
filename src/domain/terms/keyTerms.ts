// "Key terms at a glance": the Terms of Service's figures as label/value rows a table can render, built from
// the named constants so that no figure is restated. Public API: KeyTerm, KEY_TERMS, serviceCreditBandsText().
import { SUPPORT_RESPONSE_HOURS } from './supportResponse';
import { MINIMUM_AGE_YEARS, TERMS_METADATA } from './metadata';
import { FAIR_USE_PERCENTILE } from './fairUse';
import { SERVICE_CREDIT_BANDS, SERVICE_CREDIT_CLAIM_DAYS, UPTIME_TARGET_PERCENT } from './serviceCredits';
import {
  INVOICE_DISPUTE_DAYS,
  LATE_INTEREST_PERCENT_PER_MONTH,
  NON_RENEWAL_NOTICE_DAYS,
  PAYMENT_TERMS_DAYS,
  PRICE_INCREASE_NOTICE_DAYS,
  SUSPENSION_NOTICE_DAYS,
} from './payment';
import {
  DATA_EXPORT_WINDOW_DAYS,
  DATA_RECOVERY_TARGET_HOURS,
  FORCE_MAJEURE_TERMINATION_DAYS,
  INCIDENT_NOTICE_HOURS,
  INFORMAL_DISPUTE_RESOLUTION_DAYS,
  LIABILITY_CAP_MONTHS,
  MATERIAL_CHANGE_NOTICE_DAYS,
  PLATFORM_RESTORATION_TARGET_HOURS,
  TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS,
} from './obligations';

export interface KeyTerm {
  readonly label: string;
  readonly value: string;
}

const oneDecimal = (value: number): string => value.toFixed(1);

/** The credit bands as the Terms write them: "5% for 99.0–99.8%; 10% for 95.0–98.9%; 25% below 95.0%". */
export const serviceCreditBandsText = (): string =>
  SERVICE_CREDIT_BANDS.slice(1)
    .map((band, index) => {
      // The band above this one starts at `above`; the Terms write this band's top as one decimal below it.
      const above = (SERVICE_CREDIT_BANDS[index] as (typeof SERVICE_CREDIT_BANDS)[number]).minUptime;
      return band.minUptime === 0
        ? `${band.creditPercent}% below ${oneDecimal(above)}%`
        : `${band.creditPercent}% for ${oneDecimal(band.minUptime)}–${oneDecimal(above - 0.1)}%`;
    })
    .join('; ');

const { enterprise, professional, standard } = SUPPORT_RESPONSE_HOURS;

export const KEY_TERMS: readonly KeyTerm[] = [
  { label: 'Version', value: `${TERMS_METADATA.version}, effective ${TERMS_METADATA.dateModified}` },
  { label: 'Minimum age', value: `${MINIMUM_AGE_YEARS}, or the age of legal majority where you live if higher` },
  { label: 'Uptime commitment', value: `${UPTIME_TARGET_PERCENT}% per calendar month` },
  { label: 'Service credits', value: serviceCreditBandsText() },
  { label: 'Service credit claims', value: `Within ${SERVICE_CREDIT_CLAIM_DAYS} days` },
  {
    label: 'Support response',
    value: `Enterprise ${enterprise.critical} hours critical, ${enterprise.standard} hours standard; Professional ${professional.critical} and ${professional.standard} hours; Standard ${standard.standard} hours`,
  },
  { label: 'Payment terms', value: `Net ${PAYMENT_TERMS_DAYS} days` },
  { label: 'Late payment interest', value: `${LATE_INTEREST_PERCENT_PER_MONTH}% per month` },
  { label: 'Suspension for non-payment', value: `After ${SUSPENSION_NOTICE_DAYS} days' notice` },
  { label: 'Invoice disputes', value: `Within ${INVOICE_DISPUTE_DAYS} days` },
  { label: 'Non-renewal notice', value: `${NON_RENEWAL_NOTICE_DAYS} days` },
  { label: 'Price increase notice', value: `${PRICE_INCREASE_NOTICE_DAYS} days` },
  { label: 'Fair use', value: `Usage that consistently exceeds the ${FAIR_USE_PERCENTILE}th percentile of similar plans in a month; we contact you before any limits` },
  { label: 'Liability cap', value: `${LIABILITY_CAP_MONTHS} months of fees` },
  { label: 'Force majeure', value: `Either party may terminate after ${FORCE_MAJEURE_TERMINATION_DAYS} days` },
  { label: 'Dispute resolution', value: `${INFORMAL_DISPUTE_RESOLUTION_DAYS} days of informal resolution before arbitration` },
  { label: 'Changes to the Terms', value: `Material changes take effect ${MATERIAL_CHANGE_NOTICE_DAYS} days after notice` },
  { label: 'Termination without cause', value: `${TERMINATION_WITHOUT_CAUSE_NOTICE_DAYS} days' notice` },
  { label: 'Data export after termination', value: `${DATA_EXPORT_WINDOW_DAYS} days` },
  {
    label: 'Recovery targets',
    value: `Platform restored within ${PLATFORM_RESTORATION_TARGET_HOURS} hours, data recovered within ${DATA_RECOVERY_TARGET_HOURS} hours, incident notice within ${INCIDENT_NOTICE_HOURS} hours`,
  },
];
