// Styles of the pricing calculator: the two-column layout, the step fieldsets, the choice cards, the quantity
// steppers and the locked (enterprise) state. Colours and sizes come from the theme.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

export const CalculatorLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1.7fr) minmax(300px, 1fr)' },
}));

export const Steps = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[6] }));

export const StepFieldset = styled.fieldset(({ theme }) => ({
  minWidth: 0,
  margin: 0,
  padding: theme.space[8],
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  transition: `opacity ${theme.motion}`,
  [theme.mq.mobile]: { padding: theme.space[6] },
  '&:disabled': { opacity: 0.6 },
}));

export const StepLegend = styled.legend(({ theme }) => ({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBottom: theme.space[4],
  fontSize: theme.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.3,
  '& + *': { clear: 'both' },
}));

export const StepNumber = styled.span(({ theme }) => ({
  display: 'block',
  marginBottom: theme.space[1],
  color: theme.colors.brand,
  fontSize: theme.fontSize.sm,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
}));

export const Hint = styled.p(({ theme }) => ({ color: theme.colors.muted, fontSize: theme.fontSize.sm, margin: `${theme.space[3]} 0 0` }));

export const StepIntro = styled.p(({ theme }) => ({ color: theme.colors.muted, fontSize: theme.fontSize.sm, margin: `0 0 ${theme.space[4]}` }));

export const LockedNote = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space[4]}`,
  padding: `${theme.space[2]} ${theme.space[3]}`,
  borderRadius: theme.radius.control,
  background: theme.colors.surface,
  border: `1px dashed ${theme.colors.border}`,
  color: theme.colors.text,
  fontSize: theme.fontSize.sm,
}));

export const ChoiceGrid = styled('div', { shouldForwardProp: (prop) => prop !== 'min' })<{ readonly min?: number }>(({ theme, min = 200 }) => ({
  display: 'grid',
  gap: theme.space[3],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))`,
}));

/** A label wrapping a native radio or checkbox, drawn as a selectable card. */
export const ChoiceCard = styled.label(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.space[3],
  rowGap: theme.space[1],
  alignItems: 'start',
  minHeight: 44,
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  cursor: 'pointer',
  transition: `border-color ${theme.motion}, box-shadow ${theme.motion}, background ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand },
  '&:has(input:checked)': { borderColor: theme.colors.brand, background: theme.colors.tint, boxShadow: `inset 0 0 0 1px ${theme.colors.brand}` },
  '&:has(input:focus-visible)': { boxShadow: theme.focusRing },
  '&:has(input:disabled)': { cursor: 'not-allowed' },
  '& input': { width: 20, height: 20, margin: '2px 0 0', accentColor: theme.colors.brand, cursor: 'inherit' },
  '& input:focus-visible': { outline: 'none' },
}));

export const ChoiceBody = styled.span(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1],
  '& strong': { fontSize: theme.fontSize.base },
  '& small': { color: theme.colors.muted, fontSize: theme.fontSize.sm, lineHeight: 1.5 },
}));

export const ChoicePrice = styled.span(({ theme }) => ({
  color: theme.colors.brand,
  fontWeight: 700,
  fontSize: theme.fontSize.sm,
}));

export const Badge = styled.span(({ theme }) => ({
  justifySelf: 'start',
  padding: `2px ${theme.space[2]}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.success,
  color: theme.colors.bg,
  fontSize: theme.fontSize.xs,
  fontWeight: 700,
}));

export const AgentList = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }));

export const AgentRow = styled.li(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: theme.space[4],
  alignItems: 'center',
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  '& h3': { fontSize: theme.fontSize.base, margin: 0 },
  '& p': { margin: 0, color: theme.colors.muted, fontSize: theme.fontSize.sm, lineHeight: 1.5 },
  [theme.mq.mobile]: { gridTemplateColumns: 'auto minmax(0, 1fr)', '& > :last-child': { gridColumn: '1 / -1', justifySelf: 'start' } },
}));
