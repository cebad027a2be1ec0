// Styles shared by the use-case carousel and its static stand-in (the prerendered HTML and the moment before the
// carousel code loads), so that both take the same space.
import styled from '@emotion/styled';
import { cardSurface } from '../../../../components/surfaces';

export const Region = styled.div({ position: 'relative' });

/**
 * Slide widths: one card and a peek on phones, two on tablets, exactly three on wide screens, where the centred card
 * and its two neighbours fill the row whole and no card is cut mid-word.
 */
const slideBasis = { mobile: '86%', medium: '48%', wide: `${100 / 3}%` } as const;

export const Viewport = styled.div<{ readonly scrollable?: boolean }>(({ theme, scrollable = false }) => ({
  // Positioned, so that it also clips the cards' visually hidden (absolutely positioned) labels.
  position: 'relative',
  overflow: scrollable ? 'auto hidden' : 'hidden',
  // On tablets the neighbouring cards peek in, fading out at the edges; wide screens show three whole cards, unfaded.
  [theme.mq.desktop]: {
    maskImage: 'linear-gradient(to right, transparent, #000 5%, #000 95%, transparent)',
    WebkitMaskImage: 'linear-gradient(to right, transparent, #000 5%, #000 95%, transparent)',
  },
  [theme.mq.wide]: { maskImage: 'none', WebkitMaskImage: 'none' },
  scrollSnapType: scrollable ? 'x mandatory' : undefined,
  // Room for the cards' shadows inside the clipped viewport; sideways, half a gap beyond the content column, the
  // slides' own padding, so the outer cards line up with the column and Embla centres the middle one exactly.
  paddingBlock: 12,
  marginBlock: -12,
  marginInline: `calc(${theme.space[3]} * -1)`,
}));

export const Track = styled.div({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
});

export const Slide = styled.div(({ theme }) => ({
  flex: `0 0 ${slideBasis.mobile}`,
  minWidth: 0,
  // Half the gap on each side of every slide, so a centred slide's card sits exactly in the middle.
  paddingInline: theme.space[3],
  display: 'flex',
  scrollSnapAlign: 'center',
  '@media (min-width: 640px)': { flexBasis: slideBasis.medium },
  [theme.mq.wide]: { flexBasis: slideBasis.wide },
}));

export const Card = styled.article(({ theme }) => ({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[8],
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h3': { fontSize: theme.fontSize.lg, margin: 0 },
  '& p': { margin: 0, color: theme.colors.muted },
}));

export const Industry = styled.p(({ theme }) => ({
  '&&': { color: theme.colors.brand },
  fontSize: theme.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

export const CardTop = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[3] }));

export const Result = styled.div(({ theme }) => ({
  marginTop: 'auto',
  display: 'flex',
  gap: theme.space[3],
  padding: theme.space[4],
  borderRadius: theme.radius.control,
  background: theme.colors.tint,
  fontSize: theme.fontSize.sm,
  fontWeight: 600,
  '& svg': { flexShrink: 0, color: theme.colors.success, marginTop: 2 },
  '&& p': { color: theme.colors.text },
}));

export const Footer = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  marginTop: theme.space[8],
}));

export const Controls = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space[3] }));

export const Arrow = styled.button(({ theme }) => ({
  width: 48,
  height: 48,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  color: theme.colors.text,
  cursor: 'pointer',
  transition: `border-color ${theme.motion}, color ${theme.motion}`,
  '&:hover:not(:disabled)': { borderColor: theme.colors.brand, color: theme.colors.brand },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
}));

export const Position = styled.p(({ theme }) => ({
  margin: 0,
  minWidth: '3.5em',
  textAlign: 'center',
  fontSize: theme.fontSize.sm,
  color: theme.colors.muted,
  fontVariantNumeric: 'tabular-nums',
}));
