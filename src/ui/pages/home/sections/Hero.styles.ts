// Styles of the home hero: a two-column block on wide screens (text, then the portal illustration), stacked on
// phones. System fonts only and no image request, so the hero text paints first and is the LCP element.
import styled from '@emotion/styled';

export const Root = styled.section(({ theme }) => ({
  position: 'relative',
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[16]})`,
  paddingBottom: theme.space[16],
  overflow: 'hidden',
  [theme.mq.mobile]: { paddingTop: `calc(${theme.headerHeight} + ${theme.space[8]})`, paddingBottom: theme.space[12] },
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '-20% -10% auto auto',
    width: '60%',
    height: '90%',
    background: `radial-gradient(closest-side, ${theme.colors.tint}, transparent)`,
    pointerEvents: 'none',
  },
}));

export const Grid = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: theme.space[12],
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)', gap: theme.space[16] },
}));

export const Text = styled.div({ minWidth: 0 });

export const Title = styled.h1(({ theme }) => ({
  fontSize: `clamp(2.25rem, 6vw, 3.8rem)`,
  lineHeight: 1.08,
  letterSpacing: '-0.035em',
  marginBottom: theme.space[6],
  maxWidth: '14ch',
}));

export const Accent = styled.span(({ theme }) => ({
  background: theme.gradient,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
  // Keeps the accent readable where background clipping is unsupported (forced colours, old engines).
  '@media (forced-colors: active)': { color: 'CanvasText', background: 'none' },
}));

export const Supporting = styled.p(({ theme }) => ({
  fontSize: `clamp(${theme.fontSize.base}, 2.2vw, ${theme.fontSize.lg})`,
  color: theme.colors.muted,
  maxWidth: '52ch',
  marginBottom: theme.space[8],
}));

export const TrustList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: `${theme.space[8]} 0 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space[2]} ${theme.space[6]}`,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.space[2] },
  '& svg': { color: theme.colors.success, flexShrink: 0 },
}));

export const Visual = styled.figure(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  justifySelf: 'center',
  width: '100%',
  maxWidth: 560,
  [theme.mq.mobile]: { maxWidth: 420 },
}));

export const Caption = styled.figcaption(({ theme }) => ({
  marginTop: theme.space[3],
  textAlign: 'center',
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& a': { display: 'inline-flex', alignItems: 'center', gap: theme.space[1], minHeight: 44, fontWeight: 600 },
}));

/** On phones both calls to action span the column, one above the other. */
export const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  [theme.mq.mobile]: { '& > a': { flex: '1 1 100%' } },
}));
