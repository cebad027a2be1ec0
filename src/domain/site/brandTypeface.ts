// The brand's typeface, by its family names: the theme's font stack (src/ui/theme/tokens.ts) and the build step that
// writes the faces into every page's head (scripts/vite/brandFace.ts: the self-hosted Geist files, the preload, the
// metric-matched fallback) read them here.
export const BRAND_FAMILY = 'Geist Variable';
export const FALLBACK_FAMILY = 'Geist Fallback';
