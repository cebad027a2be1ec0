// How the ROI calculator writes its figures: money through the domain's one formatter (whole dollars, or cents for
// the hourly rate), percentages and hours in en-US, and compact money for the chart's axis.
import { centsToDollars, formatUsd, type Cents } from '../../../../../domain/pricing/money';

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compactMoney = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

export const money = (cents: Cents): string => formatUsd(cents);
export const moneyWithCents = (cents: Cents): string => formatUsd(cents, { cents: true });
export const percent = (value: number): string => `${numberFormat.format(value)}%`;
export const quantity = (value: number): string => numberFormat.format(value);
export const axisMoney = (cents: Cents): string => compactMoney.format(centsToDollars(cents));
