// The lucide icons the home page's static sections name in their data (copy, use cases, security claims), mapped
// to their components in one place so each name is imported once and tree-shaken with the rest.
import {
  BadgeCheck,
  Blocks,
  Bot,
  FileText,
  Globe,
  HeartPulse,
  Layers,
  Lightbulb,
  Mail,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  PiggyBank,
  Puzzle,
  Scale,
  ShieldCheck,
  Stethoscope,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { UseCaseIconName } from '../../../domain/home/useCases';
import type { SecurityClaim } from '../../../domain/security/securityClaims';
import type { HomeIconName } from './home.content';

export const HOME_ICONS: Readonly<Record<HomeIconName, LucideIcon>> = {
  MessagesSquare,
  FileText,
  Puzzle,
  Bot,
  MessageSquareText,
  Blocks,
  TrendingUp,
  PiggyBank,
  Lightbulb,
  Layers,
  ShieldCheck,
  BadgeCheck,
  HeartPulse,
  Globe,
};

export const USE_CASE_ICONS: Readonly<Record<UseCaseIconName, LucideIcon>> = { Stethoscope, Mail, Newspaper, Scale };

export const SECURITY_ICONS: Readonly<Record<SecurityClaim['id'], LucideIcon>> = {
  'zero-data-retention': ShieldCheck,
  soc2: BadgeCheck,
  hipaa: HeartPulse,
  gdpr: Globe,
};
