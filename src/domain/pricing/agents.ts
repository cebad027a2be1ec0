// The four AI agents Threo sells, with their monthly prices from the price list (priceList.ts) (ROI-2,
// PRICE-10). The pricing calculator sells them as add-ons and
// the ROI calculator prices against them (src/domain/roi/agentOptions.ts reads this list).
// Public API: AgentId, AGENT_IDS, AgentIconName, AiAgent, AI_AGENTS, agentById(id), isAgentId(value).
import type { Cents } from './money';
import { AGENT_PRICE_CENTS } from './priceList';

/** The agents of the price list (priceList.ts), which prices each of them. */
export type AgentId = keyof typeof AGENT_PRICE_CENTS;

/** A lucide-react icon name; the view maps it to the component. */
export type AgentIconName = 'Users' | 'MessageSquare' | 'BrainCircuit' | 'Wrench';

export interface AiAgent {
  readonly id: AgentId;
  /** The full name the ROI calculator shows (ROI-2). */
  readonly name: string;
  /** The add-on name the pricing calculator shows (PRICE-10). */
  readonly addOnName: string;
  readonly description: string;
  /** Price per agent per month. */
  readonly monthlyPriceCents: Cents;
  readonly icon: AgentIconName;
}

/** In the spec's order: HR $699, web chatbot $199, multi-LLM $699, custom $699 a month. */
export const AI_AGENTS: readonly AiAgent[] = [
  {
    id: 'hr-agent',
    name: 'AI HR Agent',
    addOnName: 'HR Agent',
    description: 'Answers employee questions on policies, benefits and leave around the clock, and hands complex cases to your HR team.',
    monthlyPriceCents: AGENT_PRICE_CENTS['hr-agent'],
    icon: 'Users',
  },
  {
    id: 'web-chatbot',
    name: 'AI Web Chatbot Agent',
    addOnName: 'Web Chatbot Agent',
    description: 'Greets website visitors, answers product questions from your own content and captures qualified leads.',
    monthlyPriceCents: AGENT_PRICE_CENTS['web-chatbot'],
    icon: 'MessageSquare',
  },
  {
    id: 'multi-llm',
    name: 'AI Multi-LLM Conversation Agent',
    addOnName: 'Multi-LLM Conversation Agent',
    description: 'Routes each conversation to the best-suited language model and keeps the context across them.',
    monthlyPriceCents: AGENT_PRICE_CENTS['multi-llm'],
    icon: 'BrainCircuit',
  },
  {
    id: 'custom-agent',
    name: 'AI Custom Agent',
    addOnName: 'Custom Agent',
    description: 'An agent designed, built and managed by Threo around one of your own processes and systems.',
    monthlyPriceCents: AGENT_PRICE_CENTS['custom-agent'],
    icon: 'Wrench',
  },
];

export const AGENT_IDS: readonly AgentId[] = AI_AGENTS.map((agent) => agent.id);

export const isAgentId = (value: unknown): value is AgentId => (AGENT_IDS as readonly unknown[]).includes(value);

/** The agent with this id (every AgentId is in the list, so this never fails). */
export const agentById = (id: AgentId): AiAgent => AI_AGENTS.find((agent) => agent.id === id) as AiAgent;
