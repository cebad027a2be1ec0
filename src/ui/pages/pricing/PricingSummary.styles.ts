// Styles of the pricing summary panel: a raised card that stays in view beside the steps on wide screens.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

export const Panel = styled.section(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  padding: theme.space[8],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.menu,
  [theme.mq.wide]: { position: 'sticky', top: `calc(${theme.headerHeight} + ${theme.space[6]})` },
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h2': { fontSize: theme.fontSize.xl, margin: 0 },
  '& h3': { fontSize: theme.fontSize.base, margin: 0 },
}));

export const PlanLine = styled.p(({ theme }) => ({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space[2],
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& strong': { color: theme.colors.text },
}));

export const Lines = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  margin: 0,
  paddingBlock: theme.space[4],
  borderBlock: `1px solid ${theme.colors.border}`,
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: theme.space[3], alignItems: 'baseline' },
  '& dt': { display: 'grid', fontWeight: 600 },
  '& dt small': { fontWeight: 400, color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600, whiteSpace: 'nowrap' },
}));

export const Totals = styled.dl(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: theme.space[3] },
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
}));

export const BigAmount = styled.span(({ theme }) => ({
  fontSize: theme.fontSize['2xl'],
  fontWeight: 800,
  color: theme.colors.text,
  letterSpacing: '-0.02em',
  '& small': { fontSize: theme.fontSize.sm, fontWeight: 500, color: theme.colors.muted, marginLeft: 2 },
}));

export const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm }));

export const Empty = styled.p(({ theme }) => ({
  margin: 0,
  padding: theme.space[6],
  borderRadius: theme.radius.control,
  border: `1px dashed ${theme.colors.border}`,
  textAlign: 'center',
  fontWeight: 600,
}));

export const Savings = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1],
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  background: theme.colors.tint,
  '& p': { margin: 0, fontSize: theme.fontSize.sm },
  '& p + p': { color: theme.colors.muted },
}));

export const Positive = styled.span(({ theme }) => ({ color: theme.colors.success }));
