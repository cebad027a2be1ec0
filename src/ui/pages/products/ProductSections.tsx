// The sections a product page is made of, named by role: the feature cards, the how-it-works steps and the
// closing call to action. Content comes from the page's content module.
import styled from '@emotion/styled';
import {
  BrainCircuit,
  ChartColumn,
  Code,
  Cpu,
  DatabaseZap,
  FileStack,
  FlaskConical,
  Palette,
  Rocket,
  ShieldCheck,
  TicketCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { CtaBand } from '../../components/CtaBand';
import { IconCardGrid } from '../../components/IconCardGrid';
import { ButtonRow, Container, Lead, Section, SectionHeader, SectionTitle } from '../../components/Layout';
import { ActionLinks } from '../../components/ActionLinks';
import type { ProductContent, ProductIconName } from './productContent';
import { cardSurface } from '../../components/surfaces';

const ICONS: Readonly<Record<ProductIconName, LucideIcon>> = {
  Palette,
  Cpu,
  ChartColumn,
  TicketCheck,
  DatabaseZap,
  ShieldCheck,
  Workflow,
  BrainCircuit,
  FileStack,
  Code,
  FlaskConical,
  Rocket,
};

export interface FeatureCardsProps {
  readonly id: string;
  readonly features: ProductContent['features'];
}

export const FeatureCards = ({ id, features }: FeatureCardsProps) => (
  <Section tone="surface" aria-labelledby={`${id}-title`}>
    <Container>
      <SectionHeader>
        <SectionTitle id={`${id}-title`}>{features.title}</SectionTitle>
        <Lead>{features.lead}</Lead>
      </SectionHeader>
      <IconCardGrid
        min={300}
        iconSize={24}
        items={features.items.map((feature) => ({ ...feature, icon: ICONS[feature.icon] }))}
      />
    </Container>
  </Section>
);

const StepList = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  counterReset: 'step',
  '& li': {
    counterIncrement: 'step',
    position: 'relative',
    padding: theme.space[6],
    paddingTop: theme.space[16],
    ...cardSurface(theme),
  },
  '& li::before': {
    content: 'counter(step)',
    position: 'absolute',
    top: theme.space[6],
    left: theme.space[6],
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: theme.radius.pill,
    background: theme.colors.tint,
    color: theme.colors.brand,
    fontWeight: 700,
  },
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[2]}` },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

const Centered = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

export interface HowItWorksProps {
  readonly id: string;
  readonly steps: ProductContent['steps'];
}

export const HowItWorks = ({ id, steps }: HowItWorksProps) => (
  <Section aria-labelledby={`${id}-title`}>
    <Container>
      <SectionHeader>
        <SectionTitle id={`${id}-title`}>{steps.title}</SectionTitle>
        <Lead>{steps.lead}</Lead>
      </SectionHeader>
      <StepList>
        {steps.items.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </StepList>
      <Centered>
        <ActionLinks actions={[steps.action]} />
      </Centered>
    </Container>
  </Section>
);

export interface ClosingCtaProps {
  readonly id: string;
  readonly closing: ProductContent['closing'];
}

export const ClosingCta = ({ id, closing }: ClosingCtaProps) => (
  <CtaBand titleId={`${id}-title`} title={closing.title} text={closing.text}>
    <ButtonRow>
      <ActionLinks actions={closing.actions} />
    </ButtonRow>
  </CtaBand>
);
