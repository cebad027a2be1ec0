// Layout primitives every page uses: a centred container, a spaced section with an optional heading block,
// a card, and the icon-in-a-tinted-circle of DESIGN.md.
import styled from '@emotion/styled';
import type { ComponentPropsWithoutRef } from 'react';
import { cardSurface } from './surfaces';

export const Container = styled.div(({ theme }) => ({
  width: '100%',
  maxWidth: theme.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.space[6],
  [theme.mq.mobile]: { paddingInline: theme.space[4] },
}));

type Tone = 'plain' | 'surface';

/** A <section> that names its tone, so that the rule below can see its neighbour's. */
const SectionElement = ({ tone = 'plain', ...props }: ComponentPropsWithoutRef<'section'> & { readonly tone?: Tone }) => (
  <section data-tone={tone} {...props} />
);

export const Section = styled(SectionElement)(({ theme, tone = 'plain' }) => ({
  position: 'relative',
  paddingBlock: theme.space[24],
  background: tone === 'surface' ? theme.colors.surface : 'transparent',
  [theme.mq.mobile]: { paddingBlock: theme.space[16] },
  // The gap between sections, in one place: two plain sections in a row share one gap (96 px, 64 on a phone), the
  // second dropping its top padding, so no section (a closing call to action included) sits below a double gap. A
  // surface band keeps its padding inside its own background.
  '[data-tone="plain"] + &[data-tone="plain"]': { paddingTop: 0 },
}));

export const Eyebrow = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space[3]}`,
  color: theme.colors.brand,
  fontWeight: theme.fontWeight.heading,
  fontSize: theme.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
}));

export const SectionTitle = styled.h2(({ theme }) => ({
  fontSize: `clamp(${theme.fontSize['2xl']}, 3.5vw, ${theme.fontSize['3xl']})`,
  marginBottom: theme.space[4],
}));

export const Lead = styled.p(({ theme }) => ({
  color: theme.colors.muted,
  fontSize: theme.fontSize.lg,
  maxWidth: theme.proseWidth,
  marginBottom: theme.space[8],
}));

export const SectionHeader = styled.header<{ readonly align?: 'start' | 'center' }>(({ align = 'center' }) => ({
  textAlign: align,
  display: 'flex',
  flexDirection: 'column',
  alignItems: align === 'center' ? 'center' : 'flex-start',
  marginBottom: '48px',
}));

export const Grid = styled('div', { shouldForwardProp: (prop) => prop !== 'min' })<{ readonly min?: number }>(({ theme, min = 260 }) => ({
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(${min}px, 100%), 1fr))`,
}));

export const Card = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  ...cardSurface(theme, theme.colors.surface),
  padding: theme.space[8],
  boxShadow: theme.shadow.card,
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& > h3': { fontSize: theme.fontSize.lg, margin: 0 },
  '& > p': { color: theme.colors.muted, margin: 0 },
}));

export const IconBadge = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: theme.radius.pill,
  background: theme.colors.tint,
  color: theme.colors.brand,
  flexShrink: 0,
}));

export const ButtonRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[3],
  alignItems: 'center',
}));
