// Styles of the ROI calculator: the agent cards, the number-and-slider fields, the result figures and the chart.
import styled from '@emotion/styled';
import { cardSurface } from '../../../../components/surfaces';

export const Panel = styled.div(({ theme }) => ({
  padding: theme.space[8],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  minWidth: 0,
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[6]}` },
}));

export const Fieldset = styled.fieldset(({ theme }) => ({
  border: 0,
  margin: `0 0 ${theme.space[8]}`,
  padding: 0,
  minWidth: 0,
  '& legend': { fontWeight: 700, marginBottom: theme.space[4], padding: 0 },
}));

export const AgentGrid = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
}));

export const AgentCard = styled.label<{ readonly checked: boolean }>(({ theme, checked }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space[1]} ${theme.space[3]}`,
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  border: `${checked ? 2 : 1}px solid ${checked ? theme.colors.brand : theme.colors.border}`,
  margin: checked ? 0 : 1,
  background: checked ? theme.colors.tint : theme.colors.bg,
  cursor: 'pointer',
  transition: `border-color ${theme.motion}, background ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand },
  '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 2 },
  '& > svg': { gridRow: '1 / span 3', color: theme.colors.brand, marginTop: 2 },
  '& strong': { fontSize: theme.fontSize.sm, lineHeight: 1.3 },
}));

export const Price = styled.span(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  fontWeight: 700,
  color: theme.colors.brand,
  '& small': { fontWeight: 500, color: theme.colors.muted, fontSize: theme.fontSize.xs },
}));

export const AgentText = styled.span(({ theme }) => ({
  fontSize: theme.fontSize.xs,
  color: theme.colors.muted,
  lineHeight: 1.45,
}));

export const Fields = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: '1fr',
  '@media (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' },
}));

export const Field = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  '& label': { fontWeight: 600, fontSize: theme.fontSize.sm },
  '& input[type="range"]': { width: '100%', accentColor: 'var(--c-brand)', minHeight: 28, margin: 0 },
}));

export const NumberRow = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  '& input': {
    width: '100%',
    minHeight: 44,
    padding: `0 ${theme.space[3]}`,
    borderRadius: theme.radius.control,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    fontVariantNumeric: 'tabular-nums',
  },
  '& input[aria-invalid="true"]': { borderColor: theme.colors.danger },
  '& span': { color: theme.colors.muted, fontSize: theme.fontSize.sm, whiteSpace: 'nowrap' },
}));

export const Help = styled.p<{ readonly error?: boolean }>(({ theme, error = false }) => ({
  margin: 0,
  fontSize: theme.fontSize.xs,
  color: error ? theme.colors.danger : theme.colors.muted,
}));

export const Headline = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[4],
  marginBottom: theme.space[6],
}));

export const HeadlineFigure = styled.div<{ readonly negative?: boolean }>(({ theme, negative = false }) => ({
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  background: theme.colors.bg,
  border: `1px solid ${theme.colors.border}`,
  '& dt': { fontSize: theme.fontSize.sm, color: theme.colors.muted },
  '& dd': {
    margin: 0,
    fontSize: `clamp(${theme.fontSize.xl}, 3vw, ${theme.fontSize['2xl']})`,
    fontWeight: 800,
    letterSpacing: '-0.02em',
    fontVariantNumeric: 'tabular-nums',
    color: negative ? theme.colors.danger : theme.colors.text,
  },
}));

export const Groups = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(220px, 100%), 1fr))',
  marginBottom: theme.space[6],
}));

export const Group = styled.div(({ theme }) => ({
  minWidth: 0,
  '& h4': {
    margin: `0 0 ${theme.space[2]}`,
    fontSize: theme.fontSize.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.colors.muted,
  },
}));

export const Figures = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  '& > div': {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space[3],
    padding: `${theme.space[2]} 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '& dt': { fontSize: theme.fontSize.sm, color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 700, fontSize: theme.fontSize.sm, fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' },
}));

export const Freed = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: theme.space[3],
  '& > div': {
    padding: theme.space[3],
    borderRadius: theme.radius.control,
    background: theme.colors.bg,
    border: `1px solid ${theme.colors.border}`,
    textAlign: 'center',
  },
  '& dt': { fontSize: theme.fontSize.xs, color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 800, fontSize: theme.fontSize.lg, fontVariantNumeric: 'tabular-nums' },
  // "Less than one full-time role": words, set at the label's size so that they fit a third of the width.
  '& dd[data-words]': { fontWeight: theme.fontWeight.heading, fontSize: theme.fontSize.sm, lineHeight: 1.3 },
}));

export const FreedNote = styled.p(({ theme }) => ({ margin: `${theme.space[3]} 0 0`, color: theme.colors.muted, fontSize: theme.fontSize.xs }));

export const ChartBlock = styled.figure(({ theme }) => ({
  margin: `${theme.space[8]} 0 0`,
  '& figcaption': { fontWeight: 700, marginBottom: theme.space[3], fontSize: theme.fontSize.sm },
}));

export const Legend = styled.ul(({ theme }) => ({
  listStyle: 'none',
  display: 'flex',
  gap: theme.space[4],
  margin: `0 0 ${theme.space[2]}`,
  padding: 0,
  fontSize: theme.fontSize.xs,
  color: theme.colors.muted,
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.space[2] },
  '& i': { width: 12, height: 12, borderRadius: 3, display: 'inline-block' },
}));

export const Swatch = styled.i<{ readonly tone: 'cost' | 'savings' }>(({ theme, tone }) => ({
  background: tone === 'cost' ? theme.colors.muted : theme.colors.brand,
}));

export const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: theme.space[3],
  fontSize: theme.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: `${theme.space[1]} ${theme.space[2]}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: 'right' },
  '& th:first-of-type': { textAlign: 'left' },
  '& thead th': { color: theme.colors.muted, fontWeight: 600 },
}));

export const Disclaimer = styled.p(({ theme }) => ({ margin: `${theme.space[4]} 0 0`, fontSize: theme.fontSize.xs, color: theme.colors.muted }));
