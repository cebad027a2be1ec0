// The five-step pricing calculator and its summary. State and every rule live in the pricing domain
// (reducePricing from INITIAL_PRICING_STATE); the view renders the state and sends the domain's events. Choices the
// visitor made before the app ran are adopted as the first events (adoptedPricingEvents.ts).
import { useEffect, useMemo, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { INITIAL_PRICING_STATE, quote, reducePricing } from '../../../domain/pricing';
import { pricingEventsFromQuery } from '../../../domain/pricing/calculatorLink';
import { useAdoptOnMount } from '../../app/adoptPrerendered';
import { adoptedPricingEvents } from './adoptedPricingEvents';
import { AgentsStep } from './AgentsStep';
import { BillingStep } from './BillingStep';
import { ModelsStep } from './ModelsStep';
import { PlanStep } from './PlanStep';
import { CalculatorLayout, Steps } from './PricingCalculator.styles';
import { PricingSummary } from './PricingSummary';
import { RunningTotal } from './RunningTotal';
import { UsersStep } from './UsersStep';

export const PricingCalculator = () => {
  const [state, dispatch] = useReducer(reducePricing, INITIAL_PRICING_STATE);
  const current = useMemo(() => quote(state), [state]);
  const layout = useAdoptOnMount<HTMLDivElement>((element) =>
    adoptedPricingEvents(element, INITIAL_PRICING_STATE).forEach(dispatch),
  );
  // PRICE-23: a shared quote (/pricing?plan=…&users=…, as the playground links it) opens here, as the calculator's own
  // events after hydration, so the prerendered page and the first client render agree.
  const { search } = useLocation();
  useEffect(() => pricingEventsFromQuery(search).forEach(dispatch), [search]);
  return (
    <CalculatorLayout ref={layout}>
      <Steps>
        <PlanStep selected={state.plan} onSelect={(plan) => dispatch({ type: 'plan.select', plan })} />
        <BillingStep selected={state.billing} onSelect={(billing) => dispatch({ type: 'billing.select', billing })} />
        <UsersStep state={state} dispatch={dispatch} />
        <AgentsStep state={state} dispatch={dispatch} />
        <ModelsStep state={state} dispatch={dispatch} />
        <RunningTotal quote={current} />
      </Steps>
      <PricingSummary quote={current} />
    </CalculatorLayout>
  );
};
