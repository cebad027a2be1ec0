// Step 1: the plan (Team, Business, Enterprise "AI Agents Only"), as a radio group of cards.
import { PLANS, type PlanId } from '../../../domain/pricing';
import { CalculatorStep } from './CalculatorStep';
import { PRICING_COPY } from './pricing.content';
import { ChoiceBody, ChoiceCard, ChoiceGrid, ChoicePrice } from './PricingCalculator.styles';

export interface PlanStepProps {
  readonly selected: PlanId;
  readonly onSelect: (plan: PlanId) => void;
}

export const PlanStep = ({ selected, onSelect }: PlanStepProps) => (
  <CalculatorStep index={1} title={PRICING_COPY.steps.plan.title}>
    <ChoiceGrid min={190}>
      {PLANS.map((plan) => (
        <ChoiceCard key={plan.id}>
          <input type="radio" name="pricing-plan" value={plan.id} checked={selected === plan.id} onChange={() => onSelect(plan.id)} />
          <ChoiceBody>
            <strong>{plan.name}</strong>
            <ChoicePrice>{plan.tagline}</ChoicePrice>
            <small>{plan.description}</small>
          </ChoiceBody>
        </ChoiceCard>
      ))}
    </ChoiceGrid>
  </CalculatorStep>
);
