// The home page's business data: use cases, testimonials and partner logos.
export * from './useCases';
export * from './testimonials';
export * from './partnerLogos';
