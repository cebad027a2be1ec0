// The icon names a case study may give (CASE-5, CONTENT-11), a closed set: the content codec rejects any other
// name, and the case-study views map each to its lucide icon (src/ui/pages/resources/caseStudies/caseStudyIcons.ts).
export const CASE_STUDY_ICON_NAMES = ['Stethoscope', 'Mail', 'Newspaper', 'PackageSearch', 'Leaf', 'ShieldCheck', 'Scale', 'Factory', 'Landmark'] as const;

export type CaseStudyIconName = (typeof CASE_STUDY_ICON_NAMES)[number];
