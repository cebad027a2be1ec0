// Styles of the /company/about sections: the story with its side panel, the values beside the portal drawing, the
// timeline and the leadership teaser.
import styled from '@emotion/styled';
import { cardSurface } from '../../../components/surfaces';

export const StoryLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  [theme.mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space[8] },
  '@media (min-width: 768px) and (max-width: 1023.98px)': { gridTemplateColumns: '1fr' },
}));

export const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.proseWidth,
  '& p': { color: theme.colors.muted },
  '& p:first-of-type': { color: theme.colors.text, fontSize: theme.fontSize.lg },
}));

export const ProductPanel = styled.aside(({ theme }) => ({
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  padding: theme.space[8],
  '& h3': { fontSize: theme.fontSize.lg, marginBottom: theme.space[4] },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[4] },
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space[3], alignItems: 'start' },
  '& li p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& li a': { fontWeight: 600 },
}));

/** The values beside the portal drawing on wide screens, above it on narrower ones. */
export const ValuesSplit = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  alignItems: 'center',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space[16] },
}));

/** The values as a list with dividers, each an icon beside its title and sentence. */
export const ValueList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: theme.space[4],
    alignItems: 'start',
    paddingBlock: theme.space[4],
    borderTop: `1px solid ${theme.colors.border}`,
  },
  '& li:last-of-type': { borderBottom: `1px solid ${theme.colors.border}` },
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[1]}` },
  '& p': { margin: 0, color: theme.colors.muted },
}));

export const Timeline = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: '0 auto',
  padding: 0,
  maxWidth: '820px',
  position: 'relative',
  '&::before': {
    content: '""',
    position: 'absolute',
    insetBlock: theme.space[2],
    left: '47px',
    width: '2px',
    background: `linear-gradient(${theme.colors.brand}, ${theme.colors.accent})`,
    opacity: 0.35,
  },
}));

export const TimelineEntry = styled.li(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: theme.space[6],
  paddingBottom: theme.space[8],
  '&:last-of-type': { paddingBottom: 0 },
  [theme.mq.mobile]: { gridTemplateColumns: '96px 1fr', gap: theme.space[4] },
}));

export const YearBadge = styled.span(({ theme }) => ({
  position: 'relative',
  zIndex: 1,
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '72px',
  height: '36px',
  paddingInline: theme.space[3],
  borderRadius: theme.radius.pill,
  background: theme.colors.bg,
  border: `2px solid ${theme.colors.brand}`,
  color: theme.colors.brand,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
}));

export const TimelineCard = styled.div(({ theme }) => ({
  ...cardSurface(theme),
  padding: `${theme.space[4]} ${theme.space[6]}`,
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[1]}` },
  '& p': { margin: 0, color: theme.colors.muted },
}));

export const Teaser = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[6],
  padding: theme.space[8],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  '& h2': { fontSize: theme.fontSize.xl, margin: 0 },
  '& p': { color: theme.colors.muted, margin: `${theme.space[2]} 0 0`, maxWidth: '60ch' },
}));

export const AvatarStack = styled.div(({ theme }) => ({
  display: 'flex',
  marginBottom: theme.space[4],
  '& img': {
    width: 48,
    height: 48,
    borderRadius: theme.radius.pill,
    border: `3px solid ${theme.colors.surface}`,
    marginLeft: -12,
  },
  '& img:first-of-type': { marginLeft: 0 },
}));
