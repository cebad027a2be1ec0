// The style pieces of the site's cards and panels (DESIGN.md "Cards"), spread into a page's own styled element
// beside the layout it adds: the card's surface (radius, hairline border, background), the lift a linked card gives
// on hover, and the link at a card's foot. One home each, so every card of the site keeps one look.
import type { Theme } from '@emotion/react';

/** The card's surface: the card radius and a hairline border, on the page's background or a given one. */
export const cardSurface = (theme: Theme, background: string = theme.colors.bg) => ({
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background,
});

/** A card that leads somewhere rises a little under the pointer, its shadow deepening. */
export const liftOnHover = (theme: Theme) => ({
  transition: `transform ${theme.motion}, box-shadow ${theme.motion}`,
  '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.shadow.menu },
});

/** The link at a card's foot: a 44 px target pushed to the bottom of a column card, its icon beside its words. */
export const cardFootLink = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  marginTop: 'auto',
  fontWeight: 600,
});

/**
 * A 44 px control outlined by a hairline on the page's background, with the page's text: the filter chips, tag
 * links, page numbers and the carousel's pause. Pill-shaped unless it says otherwise.
 */
export const outlinedControl = (theme: Theme, radius: string = theme.radius.pill) => ({
  minHeight: 44,
  padding: `0 ${theme.space[4]}`,
  borderRadius: radius,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  color: theme.colors.text,
});
