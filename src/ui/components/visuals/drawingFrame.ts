// The window both product drawings (the portal, a builder workflow) are drawn in: a bordered card with a top bar
// across a side column and the main area; on phones the side column is dropped. Also the small tinted badge both
// drawings label things with.
import type { Theme } from '@emotion/react';
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

/** The window's side column (the portal's navigation, the builder's palette), dropped on phones. */
export const drawingSideColumn = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.space[3],
  display: 'grid',
  alignContent: 'start',
  background: theme.colors.surface,
  borderRight: `1px solid ${theme.colors.border}`,
  color: theme.colors.muted,
  '@media (max-width: 479.98px)': { display: 'none' },
});

/** A small tinted badge at the drawings' own scale: a status, a citation. */
export const drawingBadge = (theme: Theme) => ({
  padding: '2px 10px',
  borderRadius: theme.radius.pill,
  background: theme.colors.tint,
  color: theme.colors.brand,
  fontSize: 11,
  fontWeight: 600,
});
