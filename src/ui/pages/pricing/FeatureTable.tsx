// The collapsible plan comparison (PRICE-3, PRICE-16, PRICE-17: toggled by "Show/Hide Feature Table"; values from
// the pricing domain's FEATURE_TABLE). Collapsed by default; the table stays in the HTML, hidden, for crawlers.
import styled from '@emotion/styled';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { FEATURE_TABLE, PLANS } from '../../../domain/pricing';
import { useReplayTargets } from '../../app/replayTargets';
import { Button } from '../../components/Button';
import { PRICING_COPY } from './pricing.content';
import { cardSurface } from '../../components/surfaces';

const copy = PRICING_COPY.features;

const Toggle = styled(Button)(({ theme }) => ({
  '& svg': { transition: `transform ${theme.motion}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
}));

const ToggleRow = styled.div({ display: 'flex', justifyContent: 'center' });

const Scroller = styled.div(({ theme }) => ({
  marginTop: theme.space[8],
  overflowX: 'auto',
  ...cardSurface(theme),
  boxShadow: theme.shadow.card,
  '&[hidden]': { display: 'none' },
  '&:focus-visible': { outlineOffset: 2 },
}));

const Table = styled.table(({ theme }) => ({
  width: '100%',
  minWidth: 640,
  borderCollapse: 'collapse',
  fontSize: theme.fontSize.sm,
  '& caption': { textAlign: 'left', padding: theme.space[4], color: theme.colors.muted, captionSide: 'top' },
  '& th, & td': { padding: `${theme.space[3]} ${theme.space[4]}`, textAlign: 'left', verticalAlign: 'top', borderTop: `1px solid ${theme.colors.border}` },
  '& thead th': { background: theme.colors.surface, fontSize: theme.fontSize.base },
  '& tbody th': { fontWeight: 600, width: '28%' },
  '& tbody tr:nth-of-type(even)': { background: theme.colors.surface },
}));

export const FeatureTable = () => {
  const [open, setOpen] = useState(false);
  const replayTarget = useReplayTargets(['pricing-feature-table']);
  return (
    <>
      <ToggleRow>
        <Toggle {...replayTarget('pricing-feature-table')} variant="secondary" aria-expanded={open} aria-controls="pricing-feature-table" onClick={() => setOpen((value) => !value)}>
          {open ? copy.hide : copy.show}
          <ChevronDown size={18} aria-hidden="true" />
        </Toggle>
      </ToggleRow>
      {/* The region scrolls sideways on phones, so it is focusable for keyboard scrolling. */}
      <Scroller id="pricing-feature-table" hidden={!open} tabIndex={0} role="region" aria-label={copy.caption}>
        <Table>
          <caption>{copy.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.feature}</th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {FEATURE_TABLE.map((row) => (
              <tr key={row.feature}>
                <th scope="row">{row.feature}</th>
                {PLANS.map((plan) => (
                  <td key={plan.id}>{row.values[plan.id]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </>
  );
};
