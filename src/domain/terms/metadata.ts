// The Terms of Service's metadata (TERMS-5, TERMS-9). Public API: TermsMetadata,
// TERMS_METADATA, MINIMUM_AGE_YEARS, meetsMinimumAge(age, ageOfMajority).

export interface TermsMetadata {
  readonly title: string;
  readonly slug: string;
  readonly description: string;
  /** ISO date (YYYY-MM-DD) of the current version. */
  readonly dateModified: string;
  readonly version: string;
  readonly category: string;
}

/** Version 1.2 of 2025-09-15, category legal, slug terms-of-service. */
export const TERMS_METADATA: TermsMetadata = {
  title: 'Terms of Service',
  slug: 'terms-of-service',
  description: 'The terms that govern your use of the Threo platform and our managed AI services.',
  dateModified: '2025-09-15',
  version: '1.2',
  category: 'legal',
};

/** TERMS-9: users must be at least 18 or of the age of legal majority, whichever is higher. */
export const MINIMUM_AGE_YEARS = 18;

/** Whether a person of `age` whole years may use the platform where majority starts at `ageOfMajority`. */
export const meetsMinimumAge = (age: number, ageOfMajority: number = MINIMUM_AGE_YEARS): boolean =>
  age >= Math.max(MINIMUM_AGE_YEARS, ageOfMajority);
