// Step 3: the number of users, 1 to 1000, with minus, plus and typed input; locked on the enterprise plan.
import { canDecrementUsers, canIncrementUsers, USER_BOUNDS, usersLocked } from '../../../domain/pricing';
import { CalculatorStep, type PricingStepProps } from './CalculatorStep';
import { PRICING_COPY } from './pricing.content';
import { Hint, LockedNote } from './PricingCalculator.styles';
import { QuantityStepper } from './QuantityStepper';

const copy = PRICING_COPY.steps.users;

export const UsersStep = ({ state, dispatch }: PricingStepProps) => {
  const locked = usersLocked(state);
  return (
    <CalculatorStep
      index={3}
      title={copy.title}
      disabled={locked}
      describedBy={locked ? 'pricing-users-locked' : undefined}
    >
      {locked ? <LockedNote id="pricing-users-locked">{copy.locked}</LockedNote> : null}
      <label htmlFor="pricing-users" className="visually-hidden">
        {copy.label}
      </label>
      <QuantityStepper
        id="pricing-users"
        label={copy.label}
        labelledElsewhere
        value={state.users}
        min={USER_BOUNDS.min}
        max={USER_BOUNDS.max}
        canDecrement={canDecrementUsers(state)}
        canIncrement={canIncrementUsers(state)}
        decrementLabel={copy.decrease}
        incrementLabel={copy.increase}
        onDecrement={() => dispatch({ type: 'users.decrement' })}
        onIncrement={() => dispatch({ type: 'users.increment' })}
        onType={(text) => dispatch({ type: 'users.type', text })}
        describedBy="pricing-users-hint"
      />
      <Hint id="pricing-users-hint">{copy.hint}</Hint>
    </CalculatorStep>
  );
};
