// The pricing FAQ accordion (PRICE-4): twelve
// questions from the pricing domain, at most one open at a time. Each question is a button in a heading that
// controls its answer region; closed answers stay in the HTML, hidden, so crawlers and the FAQPage data match.
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { FaqEntry } from '../../../domain/content/faq';
import { useReplayTargets } from '../../app/replayTargets';

const List = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  maxWidth: 860,
  marginInline: 'auto',
}));

const Item = styled.div<{ readonly open: boolean }>(({ theme, open }) => ({
  borderRadius: theme.radius.card,
  border: `1px solid ${open ? theme.colors.brand : theme.colors.border}`,
  background: theme.colors.bg,
  boxShadow: open ? theme.shadow.card : 'none',
  transition: `border-color ${theme.motion}, box-shadow ${theme.motion}`,
  '& h3': { margin: 0, fontSize: theme.fontSize.base },
}));

const Question = styled.button(({ theme }) => ({
  display: 'flex',
  width: '100%',
  minHeight: 56,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[4]} ${theme.space[6]}`,
  border: 0,
  borderRadius: theme.radius.card,
  background: 'transparent',
  color: theme.colors.text,
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brand },
  '& svg': { flexShrink: 0, transition: `transform ${theme.motion}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const Answer = styled.div(({ theme }) => ({
  padding: `0 ${theme.space[6]} ${theme.space[6]}`,
  color: theme.colors.muted,
  '& p': { margin: 0, maxWidth: theme.proseWidth },
  '&[hidden]': { display: 'none' },
}));

export interface PricingFaqProps {
  readonly entries: readonly FaqEntry[];
}

export const PricingFaq = ({ entries }: PricingFaqProps) => {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  const replayTarget = useReplayTargets(entries.map((_, index) => `pricing-faq-${index}`));
  return (
    <List>
      {entries.map((entry, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={entry.question} open={open}>
            <h3>
              <Question {...replayTarget(`pricing-faq-${index}`)} id={buttonId} type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpenIndex(open ? null : index)}>
                {entry.question}
                <ChevronDown size={20} aria-hidden="true" />
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{entry.answer}</p>
            </Answer>
          </Item>
        );
      })}
    </List>
  );
};
