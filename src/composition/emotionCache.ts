// One emotion cache for server and browser, so the browser adopts the prerendered critical styles. Without stylis's
// vendor prefixer: every browser the site supports (ES2022 modules) reads flexbox, transforms and transitions
// unprefixed, and the prefixes would be a third of each page's inlined CSS and work for every styled render. The few
// prefixes still needed (background-clip: text, backdrop-filter and mask-image in Safari, text-size-adjust) are
// written beside the standard property in the styles themselves.
import createCache from '@emotion/cache';

export const EMOTION_KEY = 'c';

export const createEmotionCache = () => createCache({ key: EMOTION_KEY, stylisPlugins: [] });
