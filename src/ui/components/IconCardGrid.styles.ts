// Styles of the icon cards (IconCardGrid.tsx): the link at a card's foot. The card, its tinted icon circle and the
// grid are the shared layout pieces of Layout.tsx, so every card of the site has one look (DESIGN.md "Cards").
import styled from '@emotion/styled';
import { CardLink } from './CardLink';

export const IconCardLink = styled(CardLink)(({ theme }) => ({
  paddingTop: theme.space[2],
  '& svg': { transition: `transform ${theme.motion}` },
  '&:hover svg': { transform: 'translateX(3px)' },
}));
