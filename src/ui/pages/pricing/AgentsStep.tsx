// Step 4: optional AI agents, 0 to 100 of each type, each with its monthly price; available on every plan.
import { BrainCircuit, MessageSquare, Users, Wrench, type LucideIcon } from 'lucide-react';
import {
  AGENT_QUANTITY_BOUNDS,
  AI_AGENTS,
  canDecrementAgent,
  canIncrementAgent,
  type AgentIconName,
} from '../../../domain/pricing';
import { IconBadge } from '../../components/Layout';
import { CalculatorStep, type PricingStepProps } from './CalculatorStep';
import { PRICING_COPY } from './pricing.content';
import { AgentList, AgentRow, ChoicePrice, StepIntro } from './PricingCalculator.styles';
import { money } from './pricingText';
import { QuantityStepper } from './QuantityStepper';

const ICONS: Readonly<Record<AgentIconName, LucideIcon>> = { Users, MessageSquare, BrainCircuit, Wrench };
const copy = PRICING_COPY.steps.agents;

export const AgentsStep = ({ state, dispatch }: PricingStepProps) => (
  <CalculatorStep index={4} title={copy.title} describedBy="pricing-agents-hint">
    <StepIntro id="pricing-agents-hint">{copy.hint}</StepIntro>
    <AgentList>
      {AI_AGENTS.map((agent) => {
        const Icon = ICONS[agent.icon];
        return (
          <AgentRow key={agent.id}>
            <IconBadge aria-hidden="true">
              <Icon size={22} />
            </IconBadge>
            <div>
              <h3>{agent.addOnName}</h3>
              <p>{agent.description}</p>
              <ChoicePrice>
                {money(agent.monthlyPriceCents)} {copy.perMonth}
              </ChoicePrice>
            </div>
            <QuantityStepper
              id={`pricing-agent-${agent.id}`}
              label={copy.quantityLabel(agent.addOnName)}
              value={state.agents[agent.id]}
              min={AGENT_QUANTITY_BOUNDS.min}
              max={AGENT_QUANTITY_BOUNDS.max}
              canDecrement={canDecrementAgent(state, agent.id)}
              canIncrement={canIncrementAgent(state, agent.id)}
              decrementLabel={copy.decrease(agent.addOnName)}
              incrementLabel={copy.increase(agent.addOnName)}
              onDecrement={() => dispatch({ type: 'agent.decrement', agent: agent.id })}
              onIncrement={() => dispatch({ type: 'agent.increment', agent: agent.id })}
              onType={(text) => dispatch({ type: 'agent.type', agent: agent.id, text })}
            />
          </AgentRow>
        );
      })}
    </AgentList>
  </CalculatorStep>
);
