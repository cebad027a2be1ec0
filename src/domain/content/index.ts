// Content: entity types, the blog and case-study queries, the list filter and small text helpers.
export * from './types';
export * from './faq';
export * from './joinWithAnd';
export * from './search';
export * from './blogQuery';
export * from './caseStudyQuery';
export * from './filterContent';
export * from './relatedPosts';
export * from './contentSlug';
export * from './caseStudyIcons';
