// Styles of the screenshot gallery: a large first screenshot and the others beside or below it, each a button.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

export const Gallery = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', '& > figure:first-of-type': { gridRow: 'span 2' } },
}));

export const Figure = styled.figure(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gap: theme.space[3],
  alignContent: 'start',
  '& figcaption': { color: theme.colors.muted, fontSize: theme.fontSize.sm },
}));

export const ShotButton = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  ...cardSurface(theme, theme.colors.surface),
  overflow: 'hidden',
  cursor: 'zoom-in',
  boxShadow: theme.shadow.card,
  transition: `transform ${theme.motion}, box-shadow ${theme.motion}`,
  '& img': { width: '100%', height: 'auto' },
  '&:hover': { boxShadow: theme.shadow.menu },
  '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
}));

export const ZoomHint = styled.span(({ theme }) => ({
  position: 'absolute',
  right: theme.space[3],
  bottom: theme.space[3],
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[1],
  padding: `${theme.space[1]} ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.bg,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSize.xs,
  fontWeight: 600,
}));

export const Unavailable = styled.span(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '16 / 10',
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
}));
