// The running total under 1024 px, where the estimate sits below the five steps: a bar that stays at the bottom of
// the window while the visitor works through the steps (sticky within them) and settles above the estimate, with
// the monthly total and a link down to the full breakdown. Wide screens show the estimate beside the steps instead.
import styled from '@emotion/styled';
import { ArrowDown } from 'lucide-react';
import type { Quote } from '../../../domain/pricing';
import { PRICING_COPY } from './pricing.content';
import { money } from './pricingText';
import { cardSurface } from '../../components/surfaces';

const copy = PRICING_COPY.runningTotal;

const Bar = styled.section(({ theme }) => ({
  position: 'sticky',
  bottom: theme.space[3],
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space[4],
  padding: `${theme.space[3]} ${theme.space[4]}`,
  ...cardSurface(theme, theme.colors.headerBg),
  backdropFilter: 'blur(12px)',
  WebkitBackdropFilter: 'blur(12px)',
  boxShadow: theme.shadow.menu,
  '& p': { margin: 0, display: 'grid', lineHeight: 1.3 },
  '& small': { color: theme.colors.muted, fontSize: theme.fontSize.sm },
  '& strong': { fontSize: theme.fontSize.lg },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space[1],
    minHeight: 44,
    fontWeight: 600,
    color: theme.colors.brand,
    whiteSpace: 'nowrap',
  },
  [theme.mq.wide]: { display: 'none' },
}));

export const RunningTotal = ({ quote }: { readonly quote: Quote }) => (
  <Bar aria-label={copy.label}>
    <p>
      <small>{quote.isEmpty ? copy.label : PRICING_COPY.summary.monthlyTotal}</small>
      <strong>{quote.isEmpty ? copy.empty : `${money(quote.monthlyTotalCents)}${PRICING_COPY.summary.perMonth}`}</strong>
    </p>
    <a href="#pricing-summary-title">
      {copy.link}
      <ArrowDown size={16} aria-hidden="true" />
    </a>
  </Bar>
);
