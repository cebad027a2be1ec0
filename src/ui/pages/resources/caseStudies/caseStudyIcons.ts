// The lucide icon of each case-study icon name (CASE-5); the content build allows only these names.
import { Factory, Landmark, Leaf, Mail, Newspaper, PackageSearch, Scale, ShieldCheck, Stethoscope, type LucideIcon } from 'lucide-react';
import type { CaseStudyIconName } from '../../../../domain/content';

const ICONS: Readonly<Record<CaseStudyIconName, LucideIcon>> = {
  Stethoscope,
  Mail,
  Newspaper,
  PackageSearch,
  Leaf,
  ShieldCheck,
  Scale,
  Factory,
  Landmark,
};

/** The icon for a name; a study from an older source with an unknown name gets the briefcase-like default. */
export const caseStudyIcon = (name: string): LucideIcon =>
  name in ICONS ? ICONS[name as CaseStudyIconName] : Landmark;
