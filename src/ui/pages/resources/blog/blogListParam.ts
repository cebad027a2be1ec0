// The names of the blog list's query parameters (BLOG-8, BLOG-9, BLOG-10), in a module of their own: the list reads
// them (useBlogListParams.ts) and an article links into the list by tag with them, without loading the list's hook.
export const PARAM = { search: 'q', category: 'category', tag: 'tag', page: 'page' } as const;
