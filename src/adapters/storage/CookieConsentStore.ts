// ConsentStore port → a first-party cookie `threo_consent` holding the domain codec's value ("all", "none",
// "selected:analytics,…") for a year, sent only over HTTPS when the page is served over HTTPS.
import type { ConsentStore } from '../../application/ports/ConsentStore';
import { parseConsent, serializeConsent } from '../../domain/consent';

export const CONSENT_COOKIE = 'threo_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface CookieJar {
  get(): string;
  set(cookie: string): void;
  readonly secure: boolean;
}

export const documentCookieJar = (doc: Document = document): CookieJar => ({
  get: () => doc.cookie,
  set: (cookie) => {
    doc.cookie = cookie;
  },
  secure: doc.location?.protocol === 'https:',
});

export const createCookieConsentStore = (jar: CookieJar = documentCookieJar()): ConsentStore => ({
  read: () => {
    try {
      const pair = jar
        .get()
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
      return pair ? parseConsent(pair.slice(CONSENT_COOKIE.length + 1)) : undefined;
    } catch {
      return undefined;
    }
  },
  write: (choice) => {
    const value = encodeURIComponent(serializeConsent(choice));
    jar.set(`${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${jar.secure ? '; Secure' : ''}`);
  },
});
