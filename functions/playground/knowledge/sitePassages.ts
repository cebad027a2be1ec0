// Passages about the site's pages (from the route table's headings, intros and descriptions) and two topics
// the home page's suggested questions ask about: customer service and integrations, worded from the same
// route table and agent catalogue.
import { agentById } from '../../../src/domain/pricing/agents';
import { formatUsd } from '../../../src/domain/pricing/money';
import { routeById, staticRoutes, type RouteId } from '../../../src/domain/site/routes';
import type { Passage } from '../ports';
import { asSentence, lowerFirst, passageOn } from './passage';

/** The id of the passage that describes a page of the route table. */
export const pagePassageId = (id: RouteId): string => `page:${id}`;

const pagePassages = (): Passage[] =>
  staticRoutes()
    .filter((route) => route.indexable)
    .map((route) =>
      passageOn({
        id: pagePassageId(route.id),
        route: route.id,
        title: route.heading,
        text: `${asSentence(route.intro)} ${asSentence(route.description)}`,
        keywords: route.keywords.join(' '),
      }),
    );

const customerServicePassage = (): Passage => {
  const chatbot = agentById('web-chatbot');
  const agents = routeById('solutionsAgents');
  return passageOn({
    id: 'topic:customer-service',
    route: 'solutionsAgents',
    title: 'AI for customer service teams',
    text:
      `AI agents take routine questions off your customer service team, around the clock. ${asSentence(agents.description)} ` +
      `The ${chatbot.name} costs ${formatUsd(chatbot.monthlyPriceCents)} a month: it ${lowerFirst(asSentence(chatbot.description))}`,
    keywords: 'customer service support team help desk contact centre center tickets customers chatbot chat agents',
  });
};

const integrationPassage = (): Passage => {
  const agents = routeById('solutionsAgents');
  const threoAi = routeById('productThreoAi');
  const builder = routeById('productThreoBuilder');
  return passageOn({
    id: 'topic:integrations',
    route: 'solutionsAgents',
    title: 'Integrations with your CRM and other systems',
    text:
      `Threo's AI agents work with the systems you already use, including your CRM and ITSM tools. ${asSentence(agents.description)} ` +
      `${asSentence(threoAi.description)} ${asSentence(builder.description)}`,
    keywords: 'integrate integration crm itsm psa api connect connector existing systems tools software',
  });
};

export const sitePassages = (): readonly Passage[] => [
  ...pagePassages(),
  customerServicePassage(),
  integrationPassage(),
];
