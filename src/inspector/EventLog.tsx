// The event log (INS-3): per step its time, the actor, the event, from → to and what changed in the context. Every
// text comes from a tab or a trace file and is rendered as text, never as markup (INS-5).
import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { contextChanges, contextBefore, describeValue, type TraceStep } from '../domain/inspection/trace';

const List = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: theme.fontSize.sm,
  '& > li': { padding: `${theme.space[3]} ${theme.space[3]}`, borderBottom: `1px solid ${theme.colors.border}`, display: 'grid', gap: 2, overflowWrap: 'anywhere' },
  '& > li[data-current="true"]': { background: theme.colors.tint, boxShadow: `inset 3px 0 0 ${theme.colors.brand}`, borderRadius: 4 },
  '& > li[data-flagged="true"]': { boxShadow: `inset 3px 0 0 ${theme.colors.danger}` },
  '& > li[data-flagged="true"] .move': { color: theme.colors.danger },
  '& > li[data-future="true"]': { opacity: 0.6 },
  '& .meta': { display: 'flex', flexWrap: 'wrap', gap: theme.space[2], color: theme.colors.muted, fontSize: theme.fontSize.xs },
  '& .event': { fontWeight: 600 },
  '& .move strong': { color: theme.colors.brand },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.92em' },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', color: theme.colors.muted, fontSize: theme.fontSize.xs },
}));

const Caption = styled.h2(({ theme }) => ({ fontSize: theme.fontSize.base, margin: `0 0 ${theme.space[2]}` }));

const RowButton = styled.button(({ theme }) => ({
  font: 'inherit',
  fontWeight: 700,
  color: theme.colors.brand,
  background: 'none',
  border: 0,
  padding: '0 4px',
  minWidth: 24,
  minHeight: 24,
  cursor: 'pointer',
  textDecoration: 'underline',
  '&:focus-visible': { outline: 'none', boxShadow: theme.focusRing, borderRadius: 4 },
}));

/** XState's generated event types in words: "xstate.after.retryDelay.bookingCalendar.retrying" → "after retryDelay". */
export const eventName = (type: string): string =>
  type
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1')
    .replace(/^xstate\.done\.actor\.(.+)$/, 'done $1')
    .replace(/^xstate\.error\.actor\.(.+)$/, 'error $1')
    .replace(/^xstate\.init$/, 'start');

const time = (at: number): string => {
  const date = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
};

const shown = (value: unknown): string => {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

export interface EventLogProps {
  readonly steps: readonly TraceStep[];
  /** In a replay: how many steps are applied (the last applied one is the current row), and the flagged step. */
  readonly cursor?: number;
  readonly flagged?: number;
  readonly onSelect?: (cursor: number) => void;
  readonly caption: string;
}

/** The log shows the most recent LOG_ROWS steps around the current one; a trace keeps them all. */
const LOG_ROWS = 400;

export const EventLog = ({ steps, cursor, flagged, onSelect, caption }: EventLogProps) => {
  const end = cursor === undefined ? steps.length : Math.min(steps.length, Math.max(cursor + LOG_ROWS / 2, LOG_ROWS));
  const start = Math.max(0, end - LOG_ROWS);
  const rows = steps.slice(start, end).map((step, offset) => ({ step, index: start + offset }));
  const list = useRef<HTMLOListElement>(null);
  // In a replay the current step is kept in view inside the log's own scrolling panel (wide screens); the page
  // itself never jumps.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[data-current="true"]');
    const panel = list.current?.closest('aside');
    if (!current || !panel || panel.scrollHeight <= panel.clientHeight) return;
    const top = current.getBoundingClientRect().top - panel.getBoundingClientRect().top;
    if (top < 0 || top + current.offsetHeight > panel.clientHeight) panel.scrollTop += top - panel.clientHeight / 3;
  }, [cursor]);
  return (
    <>
      <Caption>{caption}</Caption>
      <List aria-label={caption} ref={list}>
        {(cursor === undefined ? [...rows].reverse() : rows).map(({ step, index }) => {
          const changes = contextChanges(contextBefore(steps, index), step.context);
          return (
            <li
              key={index}
              data-current={cursor !== undefined && index === cursor - 1}
              data-flagged={index === flagged}
              data-future={cursor !== undefined && index >= cursor}
            >
              <span className="meta">
                {onSelect ? (
                  <RowButton type="button" onClick={() => onSelect(index + 1)} aria-label={`Show step ${index + 1}`}>
                    {index + 1}
                  </RowButton>
                ) : (
                  <span>{index + 1}</span>
                )}
                <code>{time(step.at)}</code>
                <span>
                  {step.machine} <code>{step.actor}</code>
                </span>
              </span>
              <span className="event" title={step.event.type}>
                {eventName(step.event.type)}
              </span>
              <span className="move">
                {describeValue(step.from)} → <strong>{describeValue(step.to)}</strong>
              </span>
              {changes.length > 0 && (
                <ul aria-label="Context changed">
                  {changes.map((change) => (
                    <li key={change.key}>
                      <code>{change.key}</code>: {shown(change.before)} → {shown(change.after)}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </List>
    </>
  );
};
