// The playground's labels and helper texts, as data. The suggested questions are the spec's, from the constants;
// the replies' texts are the catalogue's (playgroundReplyText).

export const PLAYGROUND_COPY = {
  assistantName: 'Threo AI',
  assistantStatus: 'Answers from the pages of this site',
  userName: 'You',
  conversationLabel: 'Conversation with Threo AI',
  emptyTitle: 'Ask about our agents, products, pricing, security or terms.',
  emptyText: 'Answers come with links to the pages they are based on.',
  thinking: 'Threo AI is thinking',
  inputLabel: 'Your question',
  inputPlaceholder: 'Ask anything about Threo…',
  inputHint: 'Enter sends · Shift+Enter adds a line',
  send: 'Send',
  suggestionsTitle: 'Suggested questions',
  metricsTitle: 'Live metrics',
  tokens: 'Tokens processed',
  confidence: 'Confidence',
  processingTime: 'Processing time',
  metricsNote: 'Metrics are simulated in your browser to illustrate what the portal reports.',
} as const;
