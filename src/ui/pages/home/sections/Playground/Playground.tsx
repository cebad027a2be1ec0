// The AI playground (PLAY-1, PLAY-2, PLAY-3, PLAY-10, PLAY-12, PLAY-13, PLAY-14): a text box and send control (Enter
// sends, Shift+Enter adds a line), four suggested questions, the conversation with roles and times in a polite live
// region, a thinking indicator and the simulated metrics. Driven by playgroundMachine with the PlaygroundClient, clock
// and random source from the services. Loaded only when the visitor nears it (PlaygroundSection).
import { Bot, SendHorizontal, Sparkles, User } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ChatMessage } from '../../../../../application/machines/playgroundMachine';
import { playgroundReplyText } from '../../../../../application/messages/errorCatalogue';
import {
  PLAYGROUND_MAX_MESSAGE_LENGTH,
  PLAYGROUND_SUGGESTED_QUESTIONS,
  PLAYGROUND_TOKENS_SCALE,
} from '../../../../../domain/site/constants';
import { Button } from '../../../../components/Button';
import { AnswerText } from './AnswerText';
import * as S from './Playground.styles';
import { PLAYGROUND_COPY as COPY } from './playground.copy';
import { ChatArea, MetricsArea, PlaygroundFrame, SuggestArea } from './PlaygroundFrame';
import { usePlayground } from './usePlayground';

// In the visitor's own locale, so Intl; made at the first message, not when the chunk loads (ICU's set-up is slow).
let timeFormat: Intl.DateTimeFormat | undefined;
const formatTime = (timestamp: number): string => (timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })).format(timestamp);

const MessageItem = ({ message }: { readonly message: ChatMessage }) => {
  const who = message.role;
  // Any reply but an answer is one of the catalogue's error texts.
  const error = message.role === 'assistant' && message.reply.kind !== 'answer';
  const text = message.role === 'assistant' ? playgroundReplyText(message.reply) : message.content;
  return (
    <S.Message who={who}>
      <S.Avatar who={who} aria-hidden="true">
        {who === 'assistant' ? <Bot size={18} /> : <User size={18} />}
      </S.Avatar>
      <div>
        <S.Meta who={who}>
          <strong>{who === 'assistant' ? COPY.assistantName : COPY.userName}</strong>
          <time dateTime={new Date(message.timestamp).toISOString()}>{formatTime(message.timestamp)}</time>
        </S.Meta>
        <S.Bubble who={who} error={error} data-role={who}>
          {who === 'assistant' && !error ? <AnswerText text={text} /> : <p>{text}</p>}
        </S.Bubble>
      </div>
    </S.Message>
  );
};

const Playground = () => {
  const { messages, metrics, busy, canSend, send } = usePlayground();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);

  // Keeps the newest message in view inside the conversation box (never scrolls the page itself).
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, busy]);

  const ask = (text: string) => {
    if (!canSend(text)) return;
    send(text);
    setDraft('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(draft);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      ask(draft);
    }
  };

  const tokensShare = Math.min(100, (metrics.tokensProcessed / PLAYGROUND_TOKENS_SCALE) * 100);

  return (
    <PlaygroundFrame>
      <ChatArea>
        <S.ChatPanel>
          <S.ChatHeader>
            <S.Avatar who="assistant" aria-hidden="true">
              <Bot size={18} />
            </S.Avatar>
            <div>
              <h3>{COPY.assistantName}</h3>
              <p>{COPY.assistantStatus}</p>
            </div>
          </S.ChatHeader>
          <S.Log ref={logRef} role="log" aria-live="polite" aria-label={COPY.conversationLabel} tabIndex={0}>
            {messages.length === 0 && !busy ? (
              <S.Empty>
                <Sparkles size={28} aria-hidden="true" />
                <p>{COPY.emptyTitle}</p>
                <p>{COPY.emptyText}</p>
              </S.Empty>
            ) : null}
            {messages.map((message, index) => (
              // The list only grows until the next question replaces it, so positions are stable keys.
              <MessageItem key={index} message={message} />
            ))}
            {busy ? (
              <S.Message who="assistant">
                <S.Avatar who="assistant" aria-hidden="true">
                  <Bot size={18} />
                </S.Avatar>
                <S.Bubble who="assistant">
                  {COPY.thinking}
                  <S.Dots aria-hidden="true">
                    <i />
                    <i />
                    <i />
                  </S.Dots>
                </S.Bubble>
              </S.Message>
            ) : null}
          </S.Log>
          <S.Composer onSubmit={onSubmit}>
            <label htmlFor="playground-input" className="visually-hidden">
              {COPY.inputLabel}
            </label>
            <textarea
              id="playground-input"
              rows={2}
              value={draft}
              maxLength={PLAYGROUND_MAX_MESSAGE_LENGTH}
              placeholder={COPY.inputPlaceholder}
              aria-describedby="playground-hint"
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button type="submit" disabled={!canSend(draft)}>
              <SendHorizontal size={18} aria-hidden="true" />
              {COPY.send}
            </Button>
          </S.Composer>
          <S.Hint id="playground-hint">{COPY.inputHint}</S.Hint>
        </S.ChatPanel>
      </ChatArea>
      <SuggestArea>
        <S.SideBlock>
          <h3 id="playground-suggestions">{COPY.suggestionsTitle}</h3>
          <S.Suggestions aria-labelledby="playground-suggestions">
            {PLAYGROUND_SUGGESTED_QUESTIONS.map((question) => (
              <li key={question}>
                <button type="button" disabled={busy} onClick={() => ask(question)}>
                  {question}
                </button>
              </li>
            ))}
          </S.Suggestions>
        </S.SideBlock>
      </SuggestArea>
      <MetricsArea>
        <S.SideBlock>
          <h3>{COPY.metricsTitle}</h3>
          <S.Metrics>
            <div>
              <dt>{COPY.tokens}</dt>
              <dd>
                {metrics.tokensProcessed}
                <S.Bar aria-hidden="true">
                  <span style={{ width: `${tokensShare}%` }} />
                </S.Bar>
              </dd>
            </div>
            <div>
              <dt>{COPY.confidence}</dt>
              <dd>{metrics.confidence.toFixed(1)}%</dd>
            </div>
            <div>
              <dt>{COPY.processingTime}</dt>
              <dd>{metrics.processingSeconds.toFixed(2)} s</dd>
            </div>
          </S.Metrics>
          <S.Note>{COPY.metricsNote}</S.Note>
        </S.SideBlock>
      </MetricsArea>
    </PlaygroundFrame>
  );
};

export default Playground;
