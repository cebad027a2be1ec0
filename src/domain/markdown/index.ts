// Markdown rendering rules: the link policy.
export * from './linkPolicy';
