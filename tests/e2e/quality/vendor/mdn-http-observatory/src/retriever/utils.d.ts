// Types for the vendored retriever/utils.js (written for this project).
export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
