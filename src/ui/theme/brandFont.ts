// The brand typeface's family names, which the theme's font stack reads. The faces themselves (the self-hosted Geist
// files, the preload, the metric-matched fallback) are written into every page's head by scripts/vite/brandFace.ts.
export const BRAND_FAMILY = 'Geist Variable';
export const FALLBACK_FAMILY = 'Geist Fallback';
