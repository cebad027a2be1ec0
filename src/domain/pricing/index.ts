// The pricing domain: money, catalogue (plans, models, agents), calculator state, quote, feature table, FAQ and
// the products' listed prices.
export * from './money';
export * from './agents';
export * from './models';
export * from './plans';
export * from './calculator';
export * from './quote';
export * from './featureTable';
export * from './pricingFaq';
export * from './productListing';
