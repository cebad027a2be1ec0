// Legal documents (Terms of Service, privacy policy): front matter, sections and default metadata.
export * from './frontMatter';
export * from './legalDocument';
export * from './termsDefaults';
export * from './privacyMetadata';
export * from './legalDate';
