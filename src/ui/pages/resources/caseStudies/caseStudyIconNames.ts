// The icon names a case study may give (spec 2 §3 "icon"): the content build rejects any other name, and the
// case-study views map each to its lucide icon (caseStudyIcons.ts). Plain data, so the build can read it.
export const CASE_STUDY_ICON_NAMES = ['Stethoscope', 'Mail', 'Newspaper', 'PackageSearch', 'Leaf', 'ShieldCheck', 'Scale', 'Factory', 'Landmark'] as const;

export type CaseStudyIconName = (typeof CASE_STUDY_ICON_NAMES)[number];
