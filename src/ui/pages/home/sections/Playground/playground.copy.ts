// The playground's labels and helper texts, as data. The suggested questions are the spec's, from the constants;
// the error texts are the catalogue's.
import {
  PLAYGROUND_INVALID_JSON_TEXT,
  PLAYGROUND_OTHER_FAILURE_TEXT,
  playgroundRequestFailedText,
} from '../../../../../application/messages/errorCatalogue';

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

const REQUEST_FAILED_PREFIX = playgroundRequestFailedText(0, '').split('0')[0] ?? 'Error: Request failed: ';

/** True when an assistant message is one of the catalogue's error texts, so the view can mark it as an error. */
export const isErrorReply = (content: string): boolean =>
  content === PLAYGROUND_INVALID_JSON_TEXT || content === PLAYGROUND_OTHER_FAILURE_TEXT || content.startsWith(REQUEST_FAILED_PREFIX);
