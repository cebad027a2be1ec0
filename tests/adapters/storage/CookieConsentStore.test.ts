// The consent cookie (CONSENT-3, CONSENT-8): `threo_consent` holds "all",
// "none" or "selected:<categories>" for a year, first-party, Secure over HTTPS; anything unreadable is no choice.
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, createCookieConsentStore, type CookieJar } from '../../../src/adapters/storage/CookieConsentStore';
import { allCategories, type StoredConsent } from '../../../src/domain/consent';

const jar = (initial = '', secure = false) => {
  const written: string[] = [];
  let cookies = initial;
  const cookieJar: CookieJar = {
    get: () => cookies,
    set: (cookie) => {
      written.push(cookie);
      const [pair] = cookie.split(';');
      cookies = [cookies, pair].filter(Boolean).join('; ');
    },
    secure,
  };
  return { cookieJar, written };
};

const selected: StoredConsent = { kind: 'selected', categories: { ...allCategories(false), analytics: true, functionality: true } };

describe('the cookie consent store', () => {
  it('reads no choice when the cookie is missing', () => {
    expect(createCookieConsentStore(jar('theme=dark; other=1').cookieJar).read()).toBeUndefined();
  });

  it.each<[string, StoredConsent]>([
    ['all', { kind: 'all' }],
    ['none', { kind: 'none' }],
    ['selected%3Aanalytics%2Cfunctionality', selected],
  ])('reads the stored value %s among other cookies', (value, expected) => {
    expect(createCookieConsentStore(jar(`a=1; ${CONSENT_COOKIE}=${value}; b=2`).cookieJar).read()).toEqual(expected);
  });

  it('treats an unreadable value, or a jar that throws, as no choice', () => {
    expect(createCookieConsentStore(jar(`${CONSENT_COOKIE}=maybe`).cookieJar).read()).toBeUndefined();
    const broken: CookieJar = {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      set: () => undefined,
      secure: false,
    };
    expect(createCookieConsentStore(broken).read()).toBeUndefined();
  });

  it('writes a first-party cookie for a year with the encoded choice', () => {
    const { cookieJar, written } = jar();
    createCookieConsentStore(cookieJar).write(selected);
    expect(written).toEqual([`${CONSENT_COOKIE}=selected%3Aanalytics%2Cfunctionality; Max-Age=31536000; Path=/; SameSite=Lax`]);
  });

  it('marks the cookie Secure when the page is served over HTTPS', () => {
    const { cookieJar, written } = jar('', true);
    createCookieConsentStore(cookieJar).write({ kind: 'all' });
    expect(written[0]).toMatch(/; Secure$/);
  });

  it('reads back what it wrote', () => {
    const store = createCookieConsentStore(jar().cookieJar);
    store.write(selected);
    expect(store.read()).toEqual(selected);
  });
});
