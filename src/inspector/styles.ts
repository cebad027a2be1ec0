// The inspector's building blocks, from the site's tokens (DESIGN.md): cards, buttons, badges and alerts.
import styled from '@emotion/styled';
import { cardSurface } from '../ui/components/surfaces';

export const Card = styled.section(({ theme }) => ({
  minWidth: 0,
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  [theme.mq.mobile]: { padding: theme.space[4] },
}));

export const Button = styled.button<{ readonly primary?: boolean }>(({ theme, primary }) => ({
  minHeight: 44,
  padding: `0 ${theme.space[4]}`,
  borderRadius: theme.radius.control,
  border: `1px solid ${primary ? 'transparent' : theme.colors.border}`,
  background: primary ? theme.colors.brand : theme.colors.bg,
  color: primary ? theme.colors.onBrand : theme.colors.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  transition: `background ${theme.motion}, border-color ${theme.motion}`,
  '&:hover:not(:disabled)': { borderColor: theme.colors.brand, background: primary ? theme.colors.brandHover : theme.colors.tint },
  '&:focus-visible': { outline: 'none', boxShadow: theme.focusRing },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
}));

export const Badge = styled.span<{ readonly tone: 'success' | 'danger' | 'neutral' }>(({ theme, tone }) => ({
  display: 'inline-block',
  padding: `2px ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${tone === 'neutral' ? theme.colors.border : theme.colors[tone]}`,
  color: tone === 'neutral' ? theme.colors.muted : theme.colors[tone],
  fontSize: theme.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.6,
}));

export const Alert = styled.div<{ readonly tone: 'success' | 'danger' }>(({ theme, tone }) => ({
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: theme.radius.control,
  borderLeft: `4px solid ${theme.colors[tone]}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  overflowWrap: 'anywhere',
  '& strong': { color: theme.colors[tone] },
}));
