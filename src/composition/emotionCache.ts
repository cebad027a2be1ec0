// One emotion cache key for server and browser, so the browser adopts the prerendered critical styles.
import createCache from '@emotion/cache';

export const EMOTION_KEY = 'c';

export const createEmotionCache = () => createCache({ key: EMOTION_KEY });
