// Step 5: the AI models, toggled on and off as checkboxes; the plan's included count and the extra-model price
// come from the plan; locked (all included) on the enterprise plan.
import { AI_MODELS, isModelSelected, isPaidPlan, modelsLocked, planById } from '../../../domain/pricing';
import { CalculatorStep, type PricingStepProps } from './CalculatorStep';
import { PRICING_COPY } from './pricing.content';
import { ChoiceBody, ChoiceCard, ChoiceGrid, Hint, LockedNote } from './PricingCalculator.styles';
import { money } from './pricingText';

const copy = PRICING_COPY.steps.models;

export const ModelsStep = ({ state, dispatch }: PricingStepProps) => {
  const locked = modelsLocked(state);
  const plan = planById(state.plan);
  return (
    <CalculatorStep
      index={5}
      title={copy.title}
      disabled={locked}
      describedBy={locked ? 'pricing-models-locked' : 'pricing-models-hint'}
    >
      {locked ? <LockedNote id="pricing-models-locked">{copy.locked}</LockedNote> : null}
      <ChoiceGrid min={200}>
        {AI_MODELS.map((model) => (
          <ChoiceCard key={model.id}>
            <input
              type="checkbox"
              name="pricing-models"
              value={model.id}
              checked={locked || isModelSelected(state, model.id)}
              onChange={() => dispatch({ type: 'model.toggle', model: model.id })}
            />
            <ChoiceBody>
              <strong>{model.name}</strong>
            </ChoiceBody>
          </ChoiceCard>
        ))}
      </ChoiceGrid>
      {isPaidPlan(plan) ? (
        <Hint id="pricing-models-hint">
          {copy.selected(state.models.length, plan.includedModels)} {copy.extraPrice(money(plan.extraModelPriceCents))}
        </Hint>
      ) : null}
    </CalculatorStep>
  );
};
