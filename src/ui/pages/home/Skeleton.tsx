// Quiet skeleton shapes for the placeholders of the lazily loaded sections: they sketch the layout to come (so the
// page never shows an empty box) at a fraction of the code, and are hidden from assistive technology.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

export const Line = styled.span<{ readonly w?: string; readonly h?: number; readonly round?: boolean }>(({ theme, w = '100%', h = 12, round = false }) => ({
  display: 'block',
  width: w,
  height: h,
  flexShrink: 0,
  borderRadius: round ? theme.radius.pill : 6,
  background: theme.colors.border,
}));

export const Stack = styled.div<{ readonly gap?: number }>(({ gap = 12 }) => ({ display: 'flex', flexDirection: 'column', gap }));

export const Row = styled('div', { shouldForwardProp: (prop) => prop !== 'gap' && prop !== 'end' })<{ readonly gap?: number; readonly end?: boolean }>(({ gap = 12, end = false }) => ({
  display: 'flex',
  alignItems: 'center',
  gap,
  justifyContent: end ? 'flex-end' : 'flex-start',
}));

/** A panel of the skeleton: the same surface, border and radius as the real panels. */
export const Panel = styled.div(({ theme }) => ({
  minWidth: 0,
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
}));

export const Tile = styled.div<{ readonly h?: number }>(({ theme, h = 96 }) => ({
  height: h,
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
}));
