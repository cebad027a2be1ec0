// The sections of a solution sub-page alone: its feature cards and its use-case example.
import { CardLink } from '../../components/CardLink';
import {
  ArrowRight,
  ArrowRightLeft,
  BrainCircuit,
  Database,
  FileSearch,
  Gauge,
  GitBranch,
  Headset,
  History,
  ListChecks,
  Mail,
  MessageSquare,
  PenLine,
  Plug,
  ScanText,
  ShieldCheck,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { pathOf } from '../../../domain/site/routeTable';
import { IconCardGrid } from '../../components/IconCardGrid';
import { Container, Section, SectionTitle } from '../../components/Layout';
import type { FeatureIconName, SolutionDetail } from './solutionDetails.content';
import { Heading } from './SolutionSections';
import { Outcome, UseCaseBox } from './SolutionSections.styles';

const ICONS: Readonly<Record<FeatureIconName, LucideIcon>> = {
  Headset,
  Users,
  MessageSquare,
  BrainCircuit,
  ArrowRightLeft,
  Plug,
  Mail,
  GitBranch,
  UserCheck,
  History,
  Gauge,
  ScanText,
  ListChecks,
  FileSearch,
  ShieldCheck,
  PenLine,
  Database,
};

export const FeatureCards = ({ detail }: { readonly detail: SolutionDetail }) => (
  <Section tone="surface" aria-labelledby={`${detail.route}-features-title`}>
    <Container>
      <Heading id={`${detail.route}-features-title`} title={detail.features.title} lead={detail.features.lead} />
      <IconCardGrid
        min={300}
        iconSize={24}
        items={detail.features.items.map((feature) => ({ ...feature, icon: ICONS[feature.icon] }))}
      />
    </Container>
  </Section>
);

export const UseCaseExample = ({ detail }: { readonly detail: SolutionDetail }) => {
  const { useCase } = detail;
  return (
    <Section aria-labelledby={`${detail.route}-use-case-title`}>
      <Container>
        <UseCaseBox>
          <div>
            <SectionTitle id={`${detail.route}-use-case-title`}>{useCase.title}</SectionTitle>
            <p>{useCase.context}</p>
            <CardLink to={pathOf('caseStudy', useCase.slug)}>
              {useCase.linkLabel}
              <ArrowRight size={16} aria-hidden="true" />
            </CardLink>
          </div>
          <div>
            <ol>
              {useCase.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Outcome>{useCase.outcome}</Outcome>
          </div>
        </UseCaseBox>
      </Container>
    </Section>
  );
};
