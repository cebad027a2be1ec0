// Styles of /company/demo: the calendar beside the sticky signup panel, the thank-you note and the hint.
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { cardSurface } from '../../../components/surfaces';

export const DemoLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)',
  alignItems: 'start',
  '@media (max-width: 1023.98px)': { gridTemplateColumns: '1fr' },
}));

export const CalendarColumn = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  minWidth: 0,
  '& h2': { fontSize: theme.fontSize.xl, margin: 0 },
}));

export const Hint = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
  '& a': { fontWeight: 600, overflowWrap: 'anywhere' },
}));

export const JumpLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  fontWeight: 600,
  '@media (min-width: 1024px)': { display: 'none' },
}));

export const SignupPanel = styled.aside(({ theme }) => ({
  position: 'sticky',
  top: `calc(${theme.headerHeight} + ${theme.space[6]})`,
  display: 'grid',
  gap: theme.space[4],
  ...cardSurface(theme, theme.colors.surface),
  boxShadow: theme.shadow.card,
  padding: theme.space[8],
  scrollMarginTop: `calc(${theme.headerHeight} + ${theme.space[4]})`,
  '& h2': { fontSize: theme.fontSize.xl, margin: 0 },
  '& > p': { color: theme.colors.muted, margin: 0, fontSize: theme.fontSize.base },
  '@media (max-width: 1023.98px)': { position: 'static' },
  [theme.mq.mobile]: { padding: theme.space[6] },
}));

export const Expectations = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  fontSize: theme.fontSize.sm,
  color: theme.colors.muted,
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: theme.space[2], alignItems: 'start' },
  '& svg': { color: theme.colors.success, marginTop: 3 },
}));

/** A notice card: an icon beside a heading and text, framed in one accent colour. */
const noticeCard = (theme: Theme, accent: string, background: string) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: theme.space[4],
  alignItems: 'start',
  padding: theme.space[6],
  borderRadius: theme.radius.card,
  border: `1px solid ${accent}`,
  background,
  '& svg': { color: accent, marginTop: 2 },
  '& h2': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[1]}` },
});

export const ThankYou = styled.div(({ theme }) => ({
  ...noticeCard(theme, theme.colors.success, theme.colors.surface),
  '& p': { margin: 0, color: theme.colors.muted },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 2 },
}));

/** The recorded demos offered above the calendar when "See How It Works" led here. */
export const TourNote = styled.div(({ theme }) => ({
  ...noticeCard(theme, theme.colors.brand, theme.colors.tint),
  '& p': { margin: `0 0 ${theme.space[2]}`, color: theme.colors.muted },
  '& a': { fontWeight: 600, display: 'inline-flex', minHeight: 44, alignItems: 'center' },
}));
