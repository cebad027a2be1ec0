import { describe, expect, it } from 'vitest';
import { AGENT_IDS, AI_AGENTS, agentById, isAgentId } from '../../../src/domain/pricing/agents';
import { AI_MODELS, DEFAULT_MODEL_ID, MODEL_IDS, isModelId, modelById } from '../../../src/domain/pricing/models';
import { EXTRA_MODEL_PRICE_CENTS, PLANS, PLAN_IDS, isPaidPlan, isPlanId, planById } from '../../../src/domain/pricing/plans';
import { THREOBUILDER_LISTED_PRICE_CENTS } from '../../../src/domain/pricing/productListing';
import { ROI_AGENT_OPTIONS } from '../../../src/domain/roi';

describe('the agent catalogue', () => {
  it('prices the four agents per month as PRICE-10 says: $699, $199, $699, $699', () => {
    expect(AI_AGENTS.map((agent) => [agent.id, agent.addOnName, agent.monthlyPriceCents])).toEqual([
      ['hr-agent', 'HR Agent', 69_900],
      ['web-chatbot', 'Web Chatbot Agent', 19_900],
      ['multi-llm', 'Multi-LLM Conversation Agent', 69_900],
      ['custom-agent', 'Custom Agent', 69_900],
    ]);
    expect(AGENT_IDS).toEqual(['hr-agent', 'web-chatbot', 'multi-llm', 'custom-agent']);
  });

  it('is the one source of the ROI calculator prices', () => {
    expect(ROI_AGENT_OPTIONS.map((option) => option.monthlyPriceCents)).toEqual(
      AI_AGENTS.map((agent) => agent.monthlyPriceCents),
    );
    expect(ROI_AGENT_OPTIONS.map((option) => option.description)).toEqual(AI_AGENTS.map((agent) => agent.description));
  });

  it('finds agents by id and recognises ids', () => {
    expect(agentById('multi-llm').name).toBe('AI Multi-LLM Conversation Agent');
    expect(isAgentId('custom-agent')).toBe(true);
    expect(isAgentId('custom')).toBe(false);
    expect(isAgentId(undefined)).toBe(false);
  });
});

describe('the model catalogue', () => {
  it('lists the seven models of PRICE-9, PRICE-11 with GPT on Azure first and selected by default', () => {
    expect(AI_MODELS.map((model) => model.name)).toEqual([
      'GPT on Azure (zero data retention)',
      'GPT (native)',
      'Claude',
      'Gemini',
      'Command R',
      'Mistral',
      'LLaMA',
    ]);
    expect(MODEL_IDS).toEqual(['gpt-azure', 'gpt-native', 'claude', 'gemini', 'command-r', 'mistral', 'llama']);
    expect(DEFAULT_MODEL_ID).toBe('gpt-azure');
  });

  it('finds models by id and recognises ids', () => {
    expect(modelById('command-r').name).toBe('Command R');
    expect(isModelId('llama')).toBe(true);
    expect(isModelId('gpt')).toBe(false);
    expect(isModelId(7)).toBe(false);
  });
});

describe('the plans', () => {
  // Covers: PRICE-5, PRICE-6, PRICE-7
  it('are Team $30, Business $40 per user per month and Enterprise "AI Agents Only" with custom pricing', () => {
    expect(
      PLANS.map((plan) => [plan.id, plan.name, plan.basePriceCents, plan.includedModels, plan.extraModelPriceCents]),
    ).toEqual([
      ['team', 'Team', 3000, 1, 500],
      ['business', 'Business', 4000, 4, 500],
      ['enterprise', 'Enterprise', null, 'unlimited', null],
    ]);
    expect(planById('enterprise').tagline).toBe('AI Agents Only');
    expect(PLANS.map((plan) => plan.pricing)).toEqual(['perUser', 'perUser', 'custom']);
    expect(PLAN_IDS).toEqual(['team', 'business', 'enterprise']);
    expect(EXTRA_MODEL_PRICE_CENTS).toBe(500);
  });

  it('carry the feature-table limits of PRICE-16, PRICE-17', () => {
    expect(planById('team').limits).toEqual({ webSearchesPerMonth: 200, maxFileSizeMb: 10, historyDays: 30, conversationStarters: 5 });
    expect(planById('business').limits).toEqual({ webSearchesPerMonth: 'unlimited', maxFileSizeMb: 25, historyDays: 90, conversationStarters: 15 });
    expect(planById('enterprise').limits.webSearchesPerMonth).toBe('unlimited');
  });

  it('list their features in words built from those limits', () => {
    expect(planById('team').features).toEqual([
      '1 AI model included',
      '200 web searches per month',
      'File uploads up to 10MB',
      '30-day conversation history',
      '5 conversation starters',
      'Unlimited usage under fair use',
    ]);
    expect(planById('business').features).toEqual([
      'Up to 4 AI models included',
      'Unlimited web search',
      'File uploads up to 25MB',
      '90-day conversation history',
      '15 conversation starters',
      'Unlimited usage under fair use',
    ]);
    expect(planById('enterprise').features).toEqual([
      'Unlimited AI models',
      'Unlimited web search',
      'Custom pricing',
      'Managed AI agents built around your processes',
      'Unlimited usage under fair use',
    ]);
  });

  it('show their per-user price in the tagline and a description', () => {
    expect(planById('team').tagline).toBe('$30 per user per month');
    expect(planById('business').tagline).toBe('$40 per user per month');
    for (const plan of PLANS) expect(plan.description.length).toBeGreaterThan(20);
  });

  it('tell paid (per-user) plans from custom ones and recognise ids', () => {
    expect(PLANS.filter(isPaidPlan).map((plan) => plan.id)).toEqual(['team', 'business']);
    expect(isPlanId('business')).toBe(true);
    expect(isPlanId('pro')).toBe(false);
    expect(isPlanId(null)).toBe(false);
  });
});

describe('the listed product prices', () => {
  it('lists ThreoBuilder at 499 USD (PROD-11), in whole cents', () => {
    expect(THREOBUILDER_LISTED_PRICE_CENTS).toBe(49_900);
  });
});
