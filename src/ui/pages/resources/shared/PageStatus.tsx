// The whole-page states of the article and case-study pages (loading, not found, error): placed below the fixed
// header like a hero, centred, with an optional heading, message and way back.
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Container } from '../../../components/Layout';

const Wrap = styled.div(({ theme }) => ({
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[16]})`,
  paddingBottom: theme.space[24],
  textAlign: 'center',
  '& h1': { fontSize: `clamp(${theme.fontSize['2xl']}, 4vw, ${theme.fontSize['3xl']})`, maxWidth: '24ch', marginInline: 'auto' },
  '& p': { color: theme.colors.muted, fontSize: theme.fontSize.lg, maxWidth: '60ch', marginInline: 'auto' },
}));

const Actions = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[8] }));

export interface PageStatusProps {
  readonly children: ReactNode;
  readonly action?: ReactNode;
}

export const PageStatus = ({ children, action }: PageStatusProps) => (
  <Wrap>
    <Container>
      {children}
      {action ? <Actions>{action}</Actions> : null}
    </Container>
  </Wrap>
);
