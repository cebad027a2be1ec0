// Analytics consent (CONSENT-1, CONSENT-2, CONSENT-3, CONSENT-4). Public API:
//   ConsentCategory, CONSENT_CATEGORIES, STRICTLY_NECESSARY_STORAGE, CategoryFlags, StoredConsent, ConsentValue,
//   ConsentState, DENIED_CONSENT_STATE, consentState(stored), allCategories(flag), consentChoice(flags).
//
// The stored choice is 'all', 'none' or 'selected' with one flag per category; anything else (including no
// choice yet, or an unreadable value) denies every category. The state is the tag manager's consent mode:
// ad_storage, analytics_storage, functionality_storage and personalization_storage follow their category;
// ad_user_data and ad_personalization follow ad storage; security_storage is always granted (strictly
// necessary, no choice to make).

export type ConsentCategory = 'ads' | 'analytics' | 'functionality' | 'personalization';

/** The four categories, in the banner's order, with the wording the banner shows. */
export const CONSENT_CATEGORIES: readonly {
  readonly id: ConsentCategory;
  readonly label: string;
  readonly description: string;
}[] = [
  {
    id: 'analytics',
    label: 'Analytics',
    description: 'Helps us understand which pages are useful, through anonymous usage statistics.',
  },
  {
    id: 'functionality',
    label: 'Functionality',
    description: 'Lets the tools in our tag manager remember settings they need between visits.',
  },
  { id: 'personalization', label: 'Personalization', description: 'Lets us tailor content to your interests.' },
  {
    id: 'ads',
    label: 'Advertising',
    description: 'Lets us measure our advertising and show you relevant ads elsewhere.',
  },
];

/**
 * What the site keeps without consent, because the visitor asked for it: strictly necessary, named by the banner and
 * the privacy policy, and claimed by no category above. The keys are those the storage adapters and the theme write.
 */
export const STRICTLY_NECESSARY_STORAGE: readonly { readonly key: string; readonly what: string }[] = [
  { key: 'threo_consent', what: 'this choice' },
  { key: 'threo-theme', what: 'the theme you pick in the header' },
  { key: 'threo-demo-banner-dismissed', what: 'a banner you dismissed' },
];

export type CategoryFlags = Readonly<Record<ConsentCategory, boolean>>;

export type StoredConsent =
  | { readonly kind: 'all' }
  | { readonly kind: 'none' }
  | { readonly kind: 'selected'; readonly categories: CategoryFlags };

export type ConsentValue = 'granted' | 'denied';

export interface ConsentState {
  readonly ad_storage: ConsentValue;
  readonly analytics_storage: ConsentValue;
  readonly functionality_storage: ConsentValue;
  readonly personalization_storage: ConsentValue;
  readonly ad_user_data: ConsentValue;
  readonly ad_personalization: ConsentValue;
  readonly security_storage: 'granted';
}

/** Every category with the same flag. */
export const allCategories = (flag: boolean): CategoryFlags => ({
  ads: flag,
  analytics: flag,
  functionality: flag,
  personalization: flag,
});

const fromFlags = (flags: CategoryFlags): ConsentState => {
  const value = (granted: boolean): ConsentValue => (granted ? 'granted' : 'denied');
  return {
    ad_storage: value(flags.ads),
    analytics_storage: value(flags.analytics),
    functionality_storage: value(flags.functionality),
    personalization_storage: value(flags.personalization),
    ad_user_data: value(flags.ads),
    ad_personalization: value(flags.ads),
    security_storage: 'granted',
  };
};

/** The state before any choice, and for anything unreadable. */
export const DENIED_CONSENT_STATE: ConsentState = fromFlags(allCategories(false));

const isFlags = (value: unknown): value is CategoryFlags =>
  typeof value === 'object' &&
  value !== null &&
  CONSENT_CATEGORIES.every(({ id }) => typeof (value as Record<string, unknown>)[id] === 'boolean');

/** Accepts anything: a StoredConsent gives its state; every other value gives DENIED_CONSENT_STATE. */
export const consentState = (stored: unknown): ConsentState => {
  if (typeof stored !== 'object' || stored === null) return DENIED_CONSENT_STATE;
  const { kind, categories } = stored as { kind?: unknown; categories?: unknown };
  if (kind === 'all') return fromFlags(allCategories(true));
  if (kind === 'selected' && isFlags(categories)) return fromFlags(categories);
  return DENIED_CONSENT_STATE;
};

/** The stored choice for a set of flags from the banner: all on → 'all', all off → 'none', else 'selected'. */
export const consentChoice = (flags: CategoryFlags): StoredConsent => {
  const values = CONSENT_CATEGORIES.map(({ id }) => flags[id]);
  if (values.every(Boolean)) return { kind: 'all' };
  if (!values.some(Boolean)) return { kind: 'none' };
  return { kind: 'selected', categories: { ...flags } };
};
