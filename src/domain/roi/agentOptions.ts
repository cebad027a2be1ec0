// The ROI calculator's agent picker (ROI-1, ROI-2: id, name, monthly price, description, icon).
// Public API: RoiAgentOption, ROI_AGENT_OPTIONS, roiAgentOption(id).
// The options are a view of the pricing catalogue, so each agent's price has one home: src/domain/pricing/agents.ts.
import { AI_AGENTS, agentById, type AgentIconName, type AgentId } from '../pricing/agents';
import type { Cents } from '../pricing/money';

export interface RoiAgentOption {
  readonly id: AgentId;
  readonly name: string;
  readonly monthlyPriceCents: Cents;
  readonly description: string;
  readonly icon: AgentIconName;
}

const toOption = (id: AgentId): RoiAgentOption => {
  const agent = agentById(id);
  return {
    id: agent.id,
    name: agent.name,
    monthlyPriceCents: agent.monthlyPriceCents,
    description: agent.description,
    icon: agent.icon,
  };
};

/** hr-agent, web-chatbot, multi-llm, custom-agent, in the spec's order. */
export const ROI_AGENT_OPTIONS: readonly RoiAgentOption[] = AI_AGENTS.map((agent) => toOption(agent.id));

export const roiAgentOption = (id: AgentId): RoiAgentOption => toOption(id);
