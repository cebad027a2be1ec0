// The window both product drawings (the portal, a builder workflow) are drawn in: a bordered card with a top bar
// across a side column and the main area; on phones the side column is dropped.
import styled from '@emotion/styled';
import { cardSurface } from '../surfaces';

export const DrawingFrame = styled('div', { shouldForwardProp: (prop) => prop !== 'side' })<{ readonly side: number }>(({ theme, side }) => ({
  display: 'grid',
  gridTemplateColumns: `${side}px 1fr`,
  gridTemplateRows: 'auto 1fr',
  width: '100%',
  overflow: 'hidden',
  ...cardSurface(theme),
  boxShadow: '0 18px 40px rgba(15, 23, 42, 0.16)',
  fontSize: 12,
  lineHeight: 1.45,
  userSelect: 'none',
  '@media (max-width: 479.98px)': { gridTemplateColumns: '1fr' },
}));

export const DrawingTopBar = styled.div(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  padding: `${theme.space[3]} ${theme.space[4]}`,
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  '& strong': { fontSize: 13 },
}));
