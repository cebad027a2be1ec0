// The support FAQ as native disclosure widgets: every answer is in the HTML (for search and for the FAQPage data),
// works before hydration and with the keyboard, and opens with a click on its question.
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../../../domain/content/faq';
import { cardSurface } from '../../components/surfaces';

const List = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  maxWidth: '860px',
  marginInline: 'auto',
}));

const Item = styled.details(({ theme }) => ({
  ...cardSurface(theme),
  transition: `border-color ${theme.motion}, box-shadow ${theme.motion}`,
  '&[open]': { borderColor: theme.colors.brand, boxShadow: theme.shadow.card },
  '&[open] summary svg': { transform: 'rotate(180deg)' },
  '& > p': { margin: 0, padding: `0 ${theme.space[6]} ${theme.space[6]}`, color: theme.colors.muted, maxWidth: theme.proseWidth },
}));

const Question = styled.summary(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  minHeight: 44,
  padding: `${theme.space[4]} ${theme.space[6]}`,
  cursor: 'pointer',
  listStyle: 'none',
  borderRadius: theme.radius.card,
  '&::-webkit-details-marker': { display: 'none' },
  '& h3': { fontSize: theme.fontSize.base, fontWeight: 600, letterSpacing: 0, margin: 0 },
  '& svg': { flexShrink: 0, color: theme.colors.brand, transition: `transform ${theme.motion}` },
  '&:hover h3': { color: theme.colors.brand },
}));

export const FaqList = ({ entries }: { readonly entries: readonly FaqEntry[] }) => (
  <List>
    {entries.map((entry) => (
      <Item key={entry.question}>
        <Question>
          <h3>{entry.question}</h3>
          <ChevronDown size={20} aria-hidden="true" />
        </Question>
        <p>{entry.answer}</p>
      </Item>
    ))}
  </List>
);
