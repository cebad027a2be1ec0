// The products' listed prices for structured data (PROD-11: "The builder's listed price in structured
// data is 499 USD (not displayed on screen)"; its Product data carries
// the price 499 USD). Public API: THREOBUILDER_LISTED_PRICE_CENTS.
import { dollars, type Cents } from './money';

/** ThreoBuilder's listed price: in its Product structured data only, never shown on the page. */
export const THREOBUILDER_LISTED_PRICE_CENTS: Cents = dollars(499);
