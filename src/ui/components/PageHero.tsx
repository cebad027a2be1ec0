// The top block of an inner page: its one h1 and intro line (from the route table), optional eyebrow and actions.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container, Eyebrow } from './Layout';

const Wrap = styled.header(({ theme }) => ({
  position: 'relative',
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[16]})`,
  paddingBottom: theme.space[16],
  textAlign: 'center',
  [theme.mq.mobile]: { paddingTop: `calc(${theme.headerHeight} + ${theme.space[12]})`, paddingBottom: theme.space[12] },
}));

const Title = styled.h1(({ theme }) => ({
  fontSize: `clamp(${theme.fontSize['3xl']}, 5vw, ${theme.fontSize['4xl']})`,
  maxWidth: '22ch',
  marginInline: 'auto',
}));

const Intro = styled.p(({ theme }) => ({
  color: theme.colors.muted,
  fontSize: theme.fontSize.lg,
  maxWidth: '60ch',
  marginInline: 'auto',
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  justifyContent: 'center',
  marginTop: theme.space[8],
}));

export interface PageHeroProps {
  readonly heading: string;
  readonly intro: string;
  readonly eyebrow?: string;
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

export const PageHero = ({ heading, intro, eyebrow, actions, children }: PageHeroProps) => (
  <Wrap>
    <Container>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <Title>{heading}</Title>
      <Intro>{intro}</Intro>
      {actions ? <Actions>{actions}</Actions> : null}
      {children}
    </Container>
  </Wrap>
);
