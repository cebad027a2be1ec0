import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BANNER_STORAGE_KEY } from '../../../src/adapters/storage/LocalStorageBannerStore';
import { CONSENT_COOKIE } from '../../../src/adapters/storage/CookieConsentStore';
import { THEME_STORAGE_KEY } from '../../../src/ui/theme/useThemePreference';
import {
  STRICTLY_NECESSARY_STORAGE,
  CONSENT_CATEGORIES,
  DENIED_CONSENT_STATE,
  allCategories,
  consentChoice,
  consentState,
  parseConsent,
  serializeConsent,
  type CategoryFlags,
  type StoredConsent,
} from '../../../src/domain/consent';
import { EXPECTED_DENIED, EXPECTED_GRANTED } from '../../fixtures/consentMode';


const flagsArb: fc.Arbitrary<CategoryFlags> = fc.record({
  ads: fc.boolean(),
  analytics: fc.boolean(),
  functionality: fc.boolean(),
  personalization: fc.boolean(),
});
const choiceArb: fc.Arbitrary<StoredConsent> = fc.oneof(
  fc.constant({ kind: 'all' } as const),
  fc.constant({ kind: 'none' } as const),
  flagsArb.map((categories) => ({ kind: 'selected', categories }) as const),
);

describe('consent state (CONSENT-1, CONSENT-2, CONSENT-3)', () => {
  it('denies every category before any choice', () => {
    expect(consentState(undefined)).toEqual(EXPECTED_DENIED);
    expect(DENIED_CONSENT_STATE).toEqual(EXPECTED_DENIED);
  });

  it("grants ad, analytics, functionality and personalization storage for 'all'", () => {
    expect(consentState({ kind: 'all' })).toEqual(EXPECTED_GRANTED);
  });

  it("denies everything for 'none'", () => {
    expect(consentState({ kind: 'none' })).toEqual(EXPECTED_DENIED);
  });

  it("applies each category's flag for 'selected'", () => {
    expect(consentState({ kind: 'selected', categories: { ads: false, analytics: true, functionality: true, personalization: false } })).toEqual({
      ...EXPECTED_DENIED,
      analytics_storage: 'granted',
      functionality_storage: 'granted',
    });
    expect(consentState({ kind: 'selected', categories: { ...allCategories(false), personalization: true } })).toEqual({
      ...EXPECTED_DENIED,
      personalization_storage: 'granted',
    });
  });

  it('makes ad user data and ad personalization follow ad storage', () => {
    fc.assert(
      fc.property(flagsArb, (categories) => {
        const state = consentState({ kind: 'selected', categories });
        expect(state.ad_user_data).toBe(state.ad_storage);
        expect(state.ad_personalization).toBe(state.ad_storage);
        expect(state.ad_storage).toBe(categories.ads ? 'granted' : 'denied');
        expect(state.security_storage).toBe('granted');
      }),
    );
  });

  it.each([
    [null],
    ['all'],
    [42],
    [{}],
    [{ kind: 'ALL' }],
    [{ kind: 'selected' }],
    [{ kind: 'selected', categories: { analytics: true } }],
    [{ kind: 'selected', categories: { ads: 'yes', analytics: true, functionality: true, personalization: true } }],
    [{ kind: 'selected', categories: null }],
    [{ kind: 'none', categories: { ads: true, analytics: true, functionality: true, personalization: true } }],
    [{ kind: 'custom', categories: { ads: true, analytics: true, functionality: true, personalization: true } }],
  ])('denies everything for anything else: %j', (stored) => {
    expect(consentState(stored)).toEqual(EXPECTED_DENIED);
  });
});

describe('consent choice from the banner', () => {
  it('is all when every category is on, none when every one is off, selected otherwise', () => {
    expect(consentChoice(allCategories(true))).toEqual({ kind: 'all' });
    expect(consentChoice(allCategories(false))).toEqual({ kind: 'none' });
    const some = { ...allCategories(false), analytics: true };
    expect(consentChoice(some)).toEqual({ kind: 'selected', categories: some });
  });

  it('grants exactly what the banner flags say', () => {
    fc.assert(
      fc.property(flagsArb, (flags) => {
        expect(consentState(consentChoice(flags))).toEqual(consentState({ kind: 'selected', categories: flags }));
      }),
    );
  });

  it('lists the four categories with a label and a description', () => {
    expect(CONSENT_CATEGORIES.map((category) => category.id)).toEqual(['analytics', 'functionality', 'personalization', 'ads']);
    for (const category of CONSENT_CATEGORIES) {
      expect(category.label.length).toBeGreaterThan(2);
      expect(category.description.length).toBeGreaterThan(20);
    }
  });
});

const decodeURIComponentSafe = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

describe('the consent cookie codec', () => {
  it.each<[StoredConsent, string]>([
    [{ kind: 'all' }, 'all'],
    [{ kind: 'none' }, 'none'],
    [{ kind: 'selected', categories: { ads: false, analytics: true, functionality: true, personalization: false } }, 'selected:analytics,functionality'],
    [{ kind: 'selected', categories: { ads: true, analytics: false, functionality: false, personalization: true } }, 'selected:personalization,ads'],
    [{ kind: 'selected', categories: allCategories(false) }, 'selected:'],
  ])('writes %j as %s', (choice, cookie) => {
    expect(serializeConsent(choice)).toBe(cookie);
    expect(parseConsent(cookie)).toEqual(choice);
  });

  it('reads back every choice it writes', () => {
    fc.assert(
      fc.property(choiceArb, (choice) => {
        expect(parseConsent(serializeConsent(choice))).toEqual(choice);
      }),
    );
  });

  it.each([
    [' ALL ', { kind: 'all' }],
    ['None', { kind: 'none' }],
    ['selected%3Aanalytics%2Cads', { kind: 'selected', categories: { ...allCategories(false), analytics: true, ads: true } }],
    ['selected: analytics , bogus,analytics', { kind: 'selected', categories: { ...allCategories(false), analytics: true } }],
    ['selected: functionality , ads ', { kind: 'selected', categories: { ...allCategories(false), functionality: true, ads: true } }],
    ['selected:%E0%A4%A', { kind: 'selected', categories: allCategories(false) }],
  ])('tolerates %j', (raw, expected) => {
    expect(parseConsent(raw)).toEqual(expected);
  });

  it.each([[undefined], [null], [''], ['yes'], ['true'], ['selected'], ['all;none'], ['%']])('reads %j as no choice', (raw) => {
    expect(parseConsent(raw)).toBeUndefined();
  });

  it('never throws, and grants a category only when the cookie says all or names it', () => {
    const noise = fc.oneof(fc.string(), fc.constantFrom('selected:', 'all', 'none', 'analytics', ',', '%3A', ' '));
    fc.assert(
      fc.property(fc.array(noise, { maxLength: 6 }).map((parts) => parts.join('')), (raw) => {
        const parsed = parseConsent(raw);
        const state = consentState(parsed);
        const text = decodeURIComponentSafe(raw).toLowerCase();
        if (parsed?.kind !== 'all') {
          if (state.analytics_storage === 'granted') expect(text).toContain('analytics');
          if (state.ad_storage === 'granted') expect(text).toContain('ads');
          if (state.functionality_storage === 'granted') expect(text).toContain('functionality');
        }
      }),
    );
  });
});

// What the site keeps without consent is named as strictly necessary, and no optional category claims it: the theme
// the visitor picks in the header is kept after "Reject all", so it is listed here and not under Functionality.
describe('what is kept without consent', () => {
  it('names the theme, the consent choice and a dismissed banner as strictly necessary', () => {
    expect(STRICTLY_NECESSARY_STORAGE.map((item) => item.key).sort()).toEqual(
      [THEME_STORAGE_KEY, BANNER_STORAGE_KEY, CONSENT_COOKIE].sort(),
    );
  });

  it('is claimed by no optional category', () => {
    for (const category of CONSENT_CATEGORIES) expect(category.description.toLowerCase()).not.toMatch(/theme|banner|consent choice/);
  });
});
