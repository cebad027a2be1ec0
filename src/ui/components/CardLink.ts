// The links at a card's foot (surfaces.ts `cardFootLink`), as the cards use them: `CardLink`, underlined under the
// pointer, and `WholeCardLink`, whose target covers the whole card (a positioned one), so the card is one target
// named by the link's words; the card shows the focus ring (`:focus-within`) in place of the link's outline.
import styled from '@emotion/styled';
import { RouterLink } from './RouterLink';
import { cardFootLink } from './surfaces';

export const CardLink = styled(RouterLink)(({ theme }) => ({
  ...cardFootLink(theme),
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

export const WholeCardLink = styled(RouterLink)(({ theme }) => ({
  ...cardFootLink(theme),
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radius.card },
  '&:focus-visible': { outline: 'none' },
}));
