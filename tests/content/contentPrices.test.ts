// The articles quote the price list in prose. The pricing domain is the one home of every price, so each price an
// article states must be one the domain sets: change a price there and the articles that quote it fail here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AI_AGENTS, agentById } from '../../src/domain/pricing/agents';
import { formatUsd } from '../../src/domain/pricing/money';
import { EXTRA_MODEL_PRICE_CENTS, PLANS, isPaidPlan, planById } from '../../src/domain/pricing/plans';
import { ANNUAL_DISCOUNT_PERCENT } from '../../src/domain/pricing/quote';

const CONTENT_DIR = join(process.cwd(), 'content');
const articles = ['blog', 'case-studies'].flatMap((folder) =>
  readdirSync(join(CONTENT_DIR, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ name: `${folder}/${name}`, text: readFileSync(join(CONTENT_DIR, folder, name), 'utf8').replace(/\s+/g, ' ') })),
);
const textOf = (name: string): string => articles.find((article) => article.name === name)?.text ?? '';

const perUserPrice = (id: 'team' | 'business'): string => {
  const plan = planById(id);
  return isPaidPlan(plan) ? formatUsd(plan.basePriceCents) : '';
};
const agentPrice = (id: Parameters<typeof agentById>[0]): string => formatUsd(agentById(id).monthlyPriceCents);

describe('prices quoted in the articles', () => {
  it('are each a per-user price of the pricing domain when quoted per user per month', () => {
    const allowed = new Set(
      [...PLANS.filter(isPaidPlan).map((plan) => plan.basePriceCents), EXTRA_MODEL_PRICE_CENTS].map((cents) =>
        formatUsd(cents),
      ),
    );
    const quoted = articles.flatMap(({ name, text }) => [...text.matchAll(/(\$[\d,]+)\** per user per month/g)].map((match) => `${name}: ${match[1]}`));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((line) => !allowed.has(line.split(': ')[1] ?? ''))).toEqual([]);
  });

  it('are each an agent price of the pricing domain when quoted a month', () => {
    const allowed = new Set(AI_AGENTS.map((agent) => formatUsd(agent.monthlyPriceCents)));
    const quoted = articles.flatMap(({ name, text }) => [...text.matchAll(/(\$[\d,]+)\** a month/g)].map((match) => `${name}: ${match[1]}`));
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.filter((line) => !allowed.has(line.split(': ')[1] ?? ''))).toEqual([]);
  });

  it.each([
    ['blog/getting-started-with-threoai.md', `**Team** (${perUserPrice('team')} per user per month)`],
    ['blog/getting-started-with-threoai.md', `**Business** (${perUserPrice('business')} per user per month)`],
    ['blog/getting-started-with-threoai.md', `costs ${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month`],
    ['blog/getting-started-with-threoai.md', `the ${ANNUAL_DISCOUNT_PERCENT}% discount for annual billing`],
    ['blog/choosing-a-language-model-in-threoai.md', `costs **${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month**`],
    ['blog/multi-llm-conversations.md', `each extra model at ${formatUsd(EXTRA_MODEL_PRICE_CENTS)} per user per month`],
    ['blog/multi-llm-conversations.md', `agent costs **${agentPrice('multi-llm')} a month**`],
    ['blog/what-an-ai-hr-agent-should-answer.md', `HR agent costs ${agentPrice('hr-agent')} a month`],
    ['blog/measuring-the-roi-of-ai-agents.md', `HR agent costs **${agentPrice('hr-agent')} a month**`],
    ['blog/future-of-ai-in-customer-support.md', `web chatbot agent costs ${agentPrice('web-chatbot')} a month`],
    ['blog/website-chat-agent-handover.md', `web chatbot agent costs ${agentPrice('web-chatbot')} a month`],
    ['blog/ai-playbook-for-msps.md', `${perUserPrice('team')} per user per month for ThreoAI Team and ${perUserPrice('business')} for Business`],
    ['blog/ai-playbook-for-msps.md', `agents from ${agentPrice('web-chatbot')} a month for a web chatbot to ${agentPrice('hr-agent')} for HR`],
  ])('%s states %s, as the pricing domain prices it', (name, phrase) => {
    expect(textOf(name)).toContain(phrase);
  });
});
