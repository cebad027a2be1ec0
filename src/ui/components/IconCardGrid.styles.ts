// Styles of the icon cards (IconCardGrid.tsx): the link at a card's foot. The card, its tinted icon circle and the
// grid are the shared layout pieces of Layout.tsx, so every card of the site has one look (DESIGN.md "Cards").
import styled from '@emotion/styled';
import { RouterLink } from './RouterLink';

export const IconCardLink = styled(RouterLink)(({ theme }) => ({
  marginTop: 'auto',
  paddingTop: theme.space[2],
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '& svg': { transition: `transform ${theme.motion}` },
  '&:hover svg': { transform: 'translateX(3px)' },
}));
