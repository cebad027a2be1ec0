// Styles of the booking calendar: the frame box (its full height reserved from the first paint, so nothing shifts),
// the "Loading calendar..." overlay and the fallback panel.
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { CALENDAR_FRAME_HEIGHT_PX } from '../../../../domain/site/constants';
import { cardSurface } from '../../../components/surfaces';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const FrameBox = styled.div(({ theme }) => ({
  position: 'relative',
  minHeight: CALENDAR_FRAME_HEIGHT_PX,
  ...cardSurface(theme),
  overflow: 'hidden',
  boxShadow: theme.shadow.card,
}));

export const Frame = styled.iframe({
  display: 'block',
  width: '100%',
  height: CALENDAR_FRAME_HEIGHT_PX,
  border: 0,
});

export const Overlay = styled.div(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  justifyContent: 'center',
  paddingTop: theme.space[24],
  background: theme.colors.surface,
}));

export const LoadingNote = styled.p(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[3],
  height: 'fit-content',
  margin: 0,
  color: theme.colors.muted,
  fontWeight: 600,
  '& svg': { color: theme.colors.brand, animation: `${spin} 1s linear infinite` },
  [theme.mq.reducedMotion]: { '& svg': { animation: 'none' } },
}));

export const Fallback = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.space[3],
  padding: `${theme.space[16]} ${theme.space[6]}`,
  '& h3': { fontSize: theme.fontSize.xl, margin: 0 },
  '& p': { color: theme.colors.muted, margin: 0, maxWidth: '52ch' },
  '& > svg': { color: theme.colors.danger },
}));

export const FallbackBox = styled.div(({ theme }) => ({
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
}));
