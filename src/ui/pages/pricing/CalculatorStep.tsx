// One numbered step of the pricing calculator: a fieldset whose legend reads "Step n of 5" and the step's title.
// A locked step (enterprise plan) is a disabled fieldset, which disables every control inside it.
import type { ReactNode } from 'react';
import { PRICING_COPY } from './pricing.content';
import { StepFieldset, StepLegend, StepNumber } from './PricingCalculator.styles';
import type { Dispatch } from 'react';
import type { PricingEvent, PricingState } from '../../../domain/pricing';

export const CALCULATOR_STEP_COUNT = 5;

/** What the steps that read and change the calculator's whole state take. */
export interface PricingStepProps {
  readonly state: PricingState;
  readonly dispatch: Dispatch<PricingEvent>;
}

export interface CalculatorStepProps {
  readonly index: number;
  readonly title: string;
  readonly disabled?: boolean;
  readonly describedBy?: string;
  readonly children: ReactNode;
}

export const CalculatorStep = ({ index, title, disabled = false, describedBy, children }: CalculatorStepProps) => (
  <StepFieldset disabled={disabled} aria-describedby={describedBy}>
    <StepLegend>
      <StepNumber>{PRICING_COPY.stepLabel(index, CALCULATOR_STEP_COUNT)}</StepNumber>
      {title}
    </StepLegend>
    <div>{children}</div>
  </StepFieldset>
);
