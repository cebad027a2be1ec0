// Step 2: the billing cycle, monthly or annual (10 % off the whole monthly total), as a radio group.
import type { BillingCycle } from '../../../domain/pricing';
import { CalculatorStep } from './CalculatorStep';
import { PRICING_COPY } from './pricing.content';
import { Badge, ChoiceBody, ChoiceCard, ChoiceGrid } from './PricingCalculator.styles';

export interface BillingStepProps {
  readonly selected: BillingCycle;
  readonly onSelect: (billing: BillingCycle) => void;
}

const copy = PRICING_COPY.steps.billing;

const OPTIONS: readonly {
  readonly id: BillingCycle;
  readonly label: string;
  readonly hint: string;
  readonly badge?: string;
}[] = [
  { id: 'monthly', label: copy.monthly, hint: copy.monthlyHint },
  { id: 'annual', label: copy.annual, hint: copy.annualHint, badge: copy.annualBadge },
];

export const BillingStep = ({ selected, onSelect }: BillingStepProps) => (
  <CalculatorStep index={2} title={copy.title}>
    <ChoiceGrid min={200}>
      {OPTIONS.map((option) => (
        <ChoiceCard key={option.id}>
          <input type="radio" name="pricing-billing" value={option.id} checked={selected === option.id} onChange={() => onSelect(option.id)} />
          <ChoiceBody>
            <strong>{option.label}</strong>
            {option.badge ? <Badge>{option.badge}</Badge> : null}
            <small>{option.hint}</small>
          </ChoiceBody>
        </ChoiceCard>
      ))}
    </ChoiceGrid>
  </CalculatorStep>
);
