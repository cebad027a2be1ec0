// Styles of the /company/careers sections: the open-positions list, the culture block and the resume call.
import styled from '@emotion/styled';
import { cardSurface } from '../../../components/surfaces';

export const PositionList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[4],
}));

export const Position = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space[6],
  alignItems: 'center',
  ...cardSurface(theme),
  padding: `${theme.space[6]} ${theme.space[8]}`,
  boxShadow: theme.shadow.card,
  transition: `border-color ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand },
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[2]}` },
  '& p': { margin: `${theme.space[3]} 0 0`, color: theme.colors.muted, maxWidth: '70ch' },
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', padding: theme.space[6], gap: theme.space[4] },
}));

export const Facts = styled.dl(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[2]} ${theme.space[4]}`,
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& dd': { margin: 0, display: 'inline-flex', alignItems: 'center', gap: theme.space[1] },
}));

export const ListHeading = styled.h2(({ theme }) => ({
  fontSize: `clamp(${theme.fontSize['2xl']}, 3.5vw, ${theme.fontSize['3xl']})`,
  marginBottom: theme.space[4],
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 4 },
}));

export const CultureLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'center',
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space[8] },
  '& p': { color: theme.colors.muted, maxWidth: theme.proseWidth },
}));

export const ResumeCall = styled.div(({ theme }) => ({
  textAlign: 'center',
  maxWidth: '720px',
  marginInline: 'auto',
  padding: theme.space[12],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  '& h2': { fontSize: theme.fontSize['2xl'] },
  '& p': { color: theme.colors.muted, marginBottom: theme.space[6] },
  [theme.mq.mobile]: { padding: theme.space[6] },
}));
