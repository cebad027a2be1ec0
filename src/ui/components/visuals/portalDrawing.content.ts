// The words inside the drawing of the ThreoAI portal (the home hero, /company/about): a fictional employee asks the
// HR agent, which answers from the company's own policy and cites it.
export const PORTAL_DRAWING = {
  product: 'ThreoAI',
  badge: 'Zero data retention',
  agentsTitle: 'AGENTS',
  agents: ['HR Agent', 'Web Chatbot', 'Multi-LLM', 'Custom Agent'],
  question: 'How many weeks of parental leave do I get, and can I split it?',
  answer: 'You get 16 weeks of paid parental leave. You can take it in up to two blocks within 12 months of the birth or adoption.',
  citation: 'Employee Handbook · Section 4.2',
  answeredBy: 'HR Agent · answered from your policies',
} as const;
