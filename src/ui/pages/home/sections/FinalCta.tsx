// The closing call to action (HOME-17): Get Started Today to /company/demo and Explore
// Solutions to /solutions.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/Button';
import { Container, Section } from '../../../components/Layout';
import { FINAL_CTA } from '../home.content';
import { cardSurface } from '../../../components/surfaces';

const Panel = styled.div(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  textAlign: 'center',
  padding: `${theme.space[16]} ${theme.space[8]}`,
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  [theme.mq.mobile]: { padding: `${theme.space[12]} ${theme.space[6]}` },
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: `radial-gradient(60% 80% at 50% 0%, ${theme.colors.tint}, transparent)`,
    pointerEvents: 'none',
  },
  '& > *': { position: 'relative' },
  '& h2': { fontSize: `clamp(${theme.fontSize.xl}, 3.5vw, ${theme.fontSize['3xl']})` },
  '& p': { color: theme.colors.muted, maxWidth: '56ch', marginInline: 'auto', marginBottom: theme.space[8] },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[3], justifyContent: 'center' }));

export const FinalCta = () => (
  <Section aria-labelledby="home-final-cta-title">
    <Container>
      <Panel>
        <h2 id="home-final-cta-title">{FINAL_CTA.title}</h2>
        <p>{FINAL_CTA.text}</p>
        <Actions>
          <ButtonLink to={FINAL_CTA.primary.to} size="lg">
            {FINAL_CTA.primary.label}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
          <ButtonLink to={FINAL_CTA.secondary.to} size="lg" variant="secondary">
            {FINAL_CTA.secondary.label}
          </ButtonLink>
        </Actions>
      </Panel>
    </Container>
  </Section>
);
