// The closing call to action of the product, solution, partner and demo pages: a section whose centred band, a
// tinted card fading to the page, holds the heading, a short paragraph and the actions.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container, Section, SectionTitle } from './Layout';
import { cardSurface } from './surfaces';

const Band = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  textAlign: 'center',
  padding: `${theme.space[16]} ${theme.space[8]}`,
  ...cardSurface(theme, `linear-gradient(180deg, ${theme.colors.tint}, transparent)`),
  [theme.mq.mobile]: { padding: `${theme.space[12]} ${theme.space[6]}` },
  '& h2': { margin: 0 },
  '& p': { color: theme.colors.muted, maxWidth: '56ch', margin: 0 },
}));

export interface CtaBandProps {
  /** The heading's id, which names the section. */
  readonly titleId: string;
  readonly title: string;
  readonly text: string;
  /** The section's own id, when a link on the page leads to it. */
  readonly id?: string;
  /** The actions under the paragraph. */
  readonly children: ReactNode;
}

export const CtaBand = ({ titleId, title, text, id, children }: CtaBandProps) => (
  <Section id={id} aria-labelledby={titleId}>
    <Container>
      <Band>
        <SectionTitle id={titleId}>{title}</SectionTitle>
        <p>{text}</p>
        {children}
      </Band>
    </Container>
  </Section>
);
