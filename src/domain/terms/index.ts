// The Terms of Service's rules and figures.
export * from './metadata';
export * from './days';
export * from './fairUse';
export * from './serviceCredits';
export * from './supportResponse';
export * from './payment';
export * from './obligations';
export * from './keyTerms';
