// Styles of the partner page's sections: the three phases as a timeline, the products beside their drawing, the
// 90-day roadmap as one track, the market picture and the application panel.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The three phases as a timeline: a numbered marker per phase on one line that runs through them, left to right on
 * wide screens and top to bottom on narrower ones.
 */
export const PhaseList = styled.ol(({ theme }) => ({
  ...listReset,
  position: 'relative',
  display: 'grid',
  gap: theme.space[6],
  [theme.mq.wide]: {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    // The line through the markers' centres, from the first to the last.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 23,
      left: 'calc(16.67% - 24px)',
      right: 'calc(16.67% - 24px)',
      height: 2,
      background: `linear-gradient(90deg, ${theme.colors.brand}, ${theme.colors.accent})`,
    },
  },
  '& > li': {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    // Narrower screens: the marker at the left of each phase, a line down from it to the next one.
    paddingLeft: theme.space[16],
    [theme.mq.wide]: { alignItems: 'center', textAlign: 'center', paddingLeft: 0 },
  },
  '& > li:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    left: 23,
    top: 56,
    bottom: `calc(8px - ${theme.space[6]})`,
    width: 2,
    background: `linear-gradient(${theme.colors.brand}, ${theme.colors.accent})`,
    [theme.mq.wide]: { display: 'none' },
  },
  '& > li > h3': {
    fontSize: theme.fontSize.xl,
    margin: `${theme.space[2]} 0 ${theme.space[2]}`,
    color: theme.colors.brand,
    [theme.mq.wide]: { marginTop: theme.space[4] },
  },
  '& > li > p': { color: theme.colors.muted, margin: `0 0 ${theme.space[4]}`, maxWidth: '36ch' },
  '& ul': {
    ...listReset,
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space[2],
    fontSize: theme.fontSize.sm,
    [theme.mq.wide]: { justifyContent: 'center' },
  },
  '& ul li': { padding: `${theme.space[1]} ${theme.space[3]}`, borderRadius: theme.radius.pill, border: `1px solid ${theme.colors.border}`, background: theme.colors.bg },
}));

export const PhaseMarker = styled.span(({ theme }) => ({
  position: 'absolute',
  left: 0,
  top: 0,
  [theme.mq.wide]: { position: 'relative' },
  width: 48,
  height: 48,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  background: theme.gradient,
  color: theme.colors.onBrand,
  fontSize: theme.fontSize.lg,
  fontWeight: 700,
  boxShadow: `0 0 0 6px ${theme.colors.surface}`,
}));

/** The products section: the two product cards one above the other, beside the drawing. */
export const ProductsSplit = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  alignItems: 'center',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: theme.space[16] },
}));

export const ProductStack = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4] }));

export const ProductCard = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[8],
  ...cardSurface(theme, `linear-gradient(160deg, ${theme.colors.tint}, ${theme.colors.surface} 60%)`),
  '& h3': { fontSize: theme.fontSize.xl, margin: 0 },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

/**
 * The 90 days as one track: each stage's card hangs under its third of a segmented bar (brand, then accent, then
 * highlight), so the three read as consecutive spans of one period rather than three separate cards.
 */
export const Roadmap = styled.ol(({ theme }) => ({
  ...listReset,
  display: 'grid',
  gap: theme.space[2],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  [theme.mq.mobile]: { gap: theme.space[6] },
  '& > li': {
    position: 'relative',
    paddingTop: theme.space[6],
  },
  '& > li::before': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: 8,
    borderRadius: theme.radius.pill,
    background: theme.colors.brand,
  },
  '& > li:nth-of-type(2)::before': { background: theme.colors.accent },
  '& > li:nth-of-type(3)::before': { background: theme.colors.highlight },
  '& > li > p': { margin: 0, color: theme.colors.muted, fontWeight: 700, fontSize: theme.fontSize.sm, letterSpacing: '0.06em', textTransform: 'uppercase' },
  '& h3': { fontSize: theme.fontSize['2xl'], margin: `${theme.space[1]} 0 ${theme.space[4]}` },
  '& ul': {
    margin: 0,
    padding: theme.space[6],
    listStyle: 'none',
    display: 'grid',
    gap: theme.space[3],
    ...cardSurface(theme),
  },
  '& ul li': { display: 'flex', alignItems: 'baseline', gap: theme.space[3] },
  '& ul li::before': { content: '""', flexShrink: 0, width: 8, height: 8, borderRadius: '50%', background: theme.colors.success, transform: 'translateY(-1px)' },
}));

export const MarketList = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  '& article': {
    display: 'grid',
    gap: theme.space[4],
    padding: theme.space[6],
    ...cardSurface(theme, theme.colors.surface),
    [theme.mq.wide]: { gridTemplateColumns: '200px minmax(0, 1fr)' },
  },
  '& h3': { margin: 0, fontSize: theme.fontSize.lg },
  '& dl': { margin: 0, display: 'grid', gap: theme.space[4], [theme.mq.desktop]: { gridTemplateColumns: '1fr 1fr' } },
  '& dt': { fontSize: theme.fontSize.sm, fontWeight: 700, color: theme.colors.brand, marginBottom: theme.space[1] },
  '& dd': { margin: 0, color: theme.colors.text },
}));
