// Styles of the image viewer: a centred dialog 95vw wide on desktop and a bottom sheet 90vh tall below the
// 768 px breakpoint (PROD-6), over a dark scrim in both themes.
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import { LAYER } from '../../theme/overlays';

/** The scrim is the dark theme's background at 75 %: dark in both themes so the image stands out. */
const SCRIM = 'rgba(11, 16, 32, 0.75)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 }, to: { transform: 'translateY(0)', opacity: 1 } });

export const Overlay = styled(Dialog.Overlay)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: LAYER.dialog,
  background: SCRIM,
  animation: `${fadeIn} 200ms ease-out`,
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

export const Content = styled(Dialog.Content)(({ theme }) => ({
  position: 'fixed',
  // The same layer as the scrim, painted after it.
  zIndex: LAYER.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  background: theme.colors.bg,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadow.menu,
  padding: theme.space[4],
  outline: 'none',
  [theme.mq.desktop]: {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: '95vw',
    maxHeight: '90vh',
    borderRadius: theme.radius.card,
    animation: `${fadeIn} 200ms ease-out`,
  },
  [theme.mq.mobile]: {
    left: 0,
    right: 0,
    bottom: 0,
    width: '100%',
    height: '90vh',
    borderRadius: `${theme.radius.card} ${theme.radius.card} 0 0`,
    paddingBottom: `max(${theme.space[4]}, env(safe-area-inset-bottom))`,
    animation: `${rise} 250ms ease-out`,
  },
  [theme.mq.reducedMotion]: { animation: 'none' },
}));

/** The sheet's handle and title: the part a finger drags down to close it (no page scroll while dragging). */
export const Grip = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  [theme.mq.mobile]: { touchAction: 'none', cursor: 'grab' },
}));

export const Handle = styled.span(({ theme }) => ({
  display: 'none',
  [theme.mq.mobile]: { display: 'block', alignSelf: 'center', width: 40, height: 4, borderRadius: theme.radius.pill, background: theme.colors.border },
}));

export const Header = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space[4],
}));

export const Title = styled(Dialog.Title)(({ theme }) => ({ fontSize: theme.fontSize.lg, margin: 0, lineHeight: 1.3 }));

export const Description = styled(Dialog.Description)(({ theme }) => ({
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  [theme.mq.mobile]: { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' },
}));

export const CloseButton = styled(Dialog.Close)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 44,
  height: 44,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brand, borderColor: theme.colors.brand },
}));

export const Stage = styled.div(({ theme }) => ({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radius.control,
  background: theme.colors.surface,
  overflow: 'auto',
  '& img': { width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: 'calc(90vh - 160px)', objectFit: 'contain' },
  // On a phone the screenshot fills the sheet's height and scrolls sideways, so its details stay readable.
  [theme.mq.mobile]: { justifyContent: 'flex-start', '& img': { height: '100%', maxHeight: 'none', maxWidth: 'none' } },
}));
