// Styles of the testimonial rotator. Every quote sits in the same grid cell, so the block is as tall as the
// longest quote and rotating never shifts the page (CLS); only the shown one is visible.
import styled from '@emotion/styled';
import { cardSurface, outlinedControl } from '../../../components/surfaces';

export const Rotator = styled.div(({ theme }) => ({
  maxWidth: 860,
  marginInline: 'auto',
  padding: `${theme.space[12]} ${theme.space[12]} ${theme.space[8]}`,
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  [theme.mq.mobile]: { padding: `${theme.space[8]} ${theme.space[6]} ${theme.space[6]}` },
}));

export const Slides = styled.div({ display: 'grid' });

export const Slide = styled.div<{ readonly shown: boolean }>(({ shown }) => ({
  gridArea: '1 / 1',
  display: 'flex',
  visibility: shown ? 'visible' : 'hidden',
  opacity: shown ? 1 : 0,
  transition: `opacity 250ms ease-out, visibility 250ms`,
}));

export const Figure = styled.figure(({ theme }) => ({
  flex: 1,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[6],
  '& blockquote': { margin: 0 },
  '& blockquote p': {
    margin: 0,
    fontSize: `clamp(${theme.fontSize.lg}, 2.4vw, ${theme.fontSize.xl})`,
    lineHeight: 1.45,
    letterSpacing: '-0.01em',
  },
}));

export const Mark = styled.span(({ theme }) => ({ color: theme.colors.brand, fontWeight: 700 }));

export const Caption = styled.figcaption(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[4],
  marginTop: 'auto',
  '& img': { width: 56, height: 56, borderRadius: theme.radius.pill, flexShrink: 0 },
  '& strong': { display: 'block' },
  '& span': { display: 'block', color: theme.colors.muted, fontSize: theme.fontSize.sm },
}));

export const Controls = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  marginTop: theme.space[8],
  paddingTop: theme.space[4],
  borderTop: `1px solid ${theme.colors.border}`,
}));

export const Dots = styled.div({ display: 'flex', alignItems: 'center' });

/** A 44 px target around a small visible dot. */
export const Dot = styled.button(({ theme }) => ({
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'none',
  padding: 0,
  cursor: 'pointer',
  borderRadius: theme.radius.pill,
  '&::before': {
    content: '""',
    width: 10,
    height: 10,
    borderRadius: theme.radius.pill,
    background: theme.colors.muted,
    opacity: 0.45,
    transition: `width ${theme.motion}, opacity ${theme.motion}, background ${theme.motion}`,
  },
  '&[aria-current="true"]::before': { width: 28, opacity: 1, background: theme.colors.brand },
  '&:hover::before': { opacity: 1 },
}));

export const PauseButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  ...outlinedControl(theme, theme.radius.control),
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
}));
