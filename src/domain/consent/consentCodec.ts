// The cookie value of a stored consent choice, as a pure codec. Public API: serializeConsent(choice),
// parseConsent(raw) → StoredConsent | undefined.
//
// Format: "all", "none", or "selected:" followed by the granted categories, comma-separated, in the order of
// CONSENT_CATEGORIES ("selected:analytics,functionality"; "selected:" grants nothing). parseConsent is tolerant:
// it trims, ignores case, percent-decodes once, and skips unknown or repeated category names; any other value
// (missing, empty, malformed) gives undefined: no valid choice, so every category stays denied and the banner
// asks again.
import { CONSENT_CATEGORIES, allCategories, type ConsentCategory, type StoredConsent } from './consent';

const SELECTED_PREFIX = 'selected:';

export const serializeConsent = (choice: StoredConsent): string => {
  if (choice.kind !== 'selected') return choice.kind;
  return SELECTED_PREFIX + CONSENT_CATEGORIES.filter(({ id }) => choice.categories[id]).map(({ id }) => id).join(',');
};

const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

const isCategory = (name: string): name is ConsentCategory => CONSENT_CATEGORIES.some(({ id }) => id === name);

export const parseConsent = (raw: string | null | undefined): StoredConsent | undefined => {
  // Stryker disable next-line StringLiteral: any text that is not a choice reads like a missing value.
  const value = decode(raw ?? '').trim().toLowerCase();
  if (value === 'all' || value === 'none') return { kind: value };
  if (!value.startsWith(SELECTED_PREFIX)) return undefined;
  const granted = value
    .slice(SELECTED_PREFIX.length)
    .split(',')
    .map((name) => name.trim())
    .filter(isCategory);
  const categories = { ...allCategories(false) };
  for (const id of granted) categories[id] = true;
  return { kind: 'selected', categories };
};
