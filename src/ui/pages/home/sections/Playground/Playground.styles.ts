// Styles of the AI playground: the chat panel (header, scrolling conversation, composer), the suggested questions
// and the simulated metrics.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { CHAT_LOG_HEIGHT } from './PlaygroundFrame';

export const ChatPanel = styled.div({ display: 'flex', flexDirection: 'column', height: '100%' });

export const ChatHeader = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[3],
  padding: `${theme.space[4]} ${theme.space[6]}`,
  borderBottom: `1px solid ${theme.colors.border}`,
  '& h3': { fontSize: theme.fontSize.base, margin: 0 },
  '& p': { margin: 0, fontSize: theme.fontSize.sm, color: theme.colors.muted },
}));

export const Avatar = styled.span<{ readonly who: 'user' | 'assistant' }>(({ theme, who }) => ({
  width: 36,
  height: 36,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: theme.radius.pill,
  background: who === 'assistant' ? theme.gradient : theme.colors.tint,
  color: who === 'assistant' ? theme.colors.onBrand : theme.colors.brand,
}));

export const Log = styled.div(({ theme }) => ({
  flex: 1,
  minHeight: CHAT_LOG_HEIGHT.narrow,
  maxHeight: CHAT_LOG_HEIGHT.narrow,
  overflowY: 'auto',
  padding: theme.space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[4],
  overscrollBehavior: 'contain',
  [theme.mq.wide]: { minHeight: CHAT_LOG_HEIGHT.wide, maxHeight: 'none' },
  '&:focus-visible': { outlineOffset: -3 },
}));

export const Empty = styled.div(({ theme }) => ({
  margin: 'auto',
  textAlign: 'center',
  color: theme.colors.muted,
  maxWidth: '40ch',
  '& svg': { margin: `0 auto ${theme.space[3]}`, color: theme.colors.brand },
  '& p': { margin: 0, fontSize: theme.fontSize.sm },
}));

export const Message = styled.div<{ readonly who: 'user' | 'assistant' }>(({ theme, who }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-start',
  flexDirection: who === 'user' ? 'row-reverse' : 'row',
}));

export const Bubble = styled.div<{ readonly who: 'user' | 'assistant'; readonly error?: boolean }>(({ theme, who, error = false }) => ({
  maxWidth: '85%',
  padding: `${theme.space[3]} ${theme.space[4]}`,
  borderRadius: 14,
  background: who === 'user' ? theme.colors.brand : theme.colors.bg,
  color: who === 'user' ? theme.colors.onBrand : theme.colors.text,
  border: `1px solid ${error ? theme.colors.danger : who === 'user' ? 'transparent' : theme.colors.border}`,
  fontSize: theme.fontSize.sm,
  overflowWrap: 'anywhere',
  '& p': { margin: `0 0 ${theme.space[2]}` },
  '& p:last-child': { marginBottom: 0 },
  '& a': { color: 'inherit', fontWeight: 600 },
}));

export const Meta = styled.div<{ readonly who: 'user' | 'assistant' }>(({ theme, who }) => ({
  display: 'flex',
  gap: theme.space[2],
  justifyContent: who === 'user' ? 'flex-end' : 'flex-start',
  marginBottom: theme.space[1],
  fontSize: theme.fontSize.xs,
  color: theme.colors.muted,
  '& strong': { color: theme.colors.text },
}));

const pulse = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const Dots = styled.span(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  marginLeft: theme.space[2],
  '& i': { width: 6, height: 6, borderRadius: '50%', background: theme.colors.brand, animation: `${pulse} 1.2s infinite ease-in-out` },
  '& i:nth-of-type(2)': { animationDelay: '0.15s' },
  '& i:nth-of-type(3)': { animationDelay: '0.3s' },
}));

export const Composer = styled.form(({ theme }) => ({
  display: 'flex',
  gap: theme.space[3],
  alignItems: 'flex-end',
  padding: theme.space[4],
  borderTop: `1px solid ${theme.colors.border}`,
  '& textarea': {
    flex: 1,
    minWidth: 0,
    resize: 'none',
    minHeight: 48,
    padding: `${theme.space[3]} ${theme.space[4]}`,
    borderRadius: theme.radius.control,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    lineHeight: 1.4,
  },
  '& textarea:focus-visible': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 0 },
}));

export const Hint = styled.p(({ theme }) => ({
  margin: `0 ${theme.space[4]} ${theme.space[3]}`,
  fontSize: theme.fontSize.xs,
  color: theme.colors.muted,
}));

export const SideBlock = styled.div(({ theme }) => ({
  padding: theme.space[6],
  height: '100%',
  '& h3': { fontSize: theme.fontSize.base, margin: `0 0 ${theme.space[4]}` },
}));

export const Suggestions = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[2],
  '& button': {
    width: '100%',
    minHeight: 44,
    textAlign: 'left',
    padding: `${theme.space[2]} ${theme.space[4]}`,
    borderRadius: theme.radius.control,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    fontSize: theme.fontSize.sm,
    cursor: 'pointer',
    transition: `border-color ${theme.motion}, color ${theme.motion}`,
  },
  '& button:hover:not(:disabled)': { borderColor: theme.colors.brand, color: theme.colors.brand },
  '& button:disabled': { cursor: 'not-allowed', opacity: 0.6 },
}));

export const Metrics = styled.dl(({ theme }) => ({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: theme.space[4],
  '& > div:first-of-type': { gridColumn: '1 / -1' },
  '& dt': { fontSize: theme.fontSize.sm, color: theme.colors.muted },
  '& dd': { margin: 0, fontSize: theme.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
}));

export const Bar = styled.div(({ theme }) => ({
  height: 8,
  marginTop: theme.space[2],
  borderRadius: theme.radius.pill,
  background: theme.colors.border,
  overflow: 'hidden',
  '& > span': { display: 'block', height: '100%', background: theme.gradient, transition: `width 400ms ease-out` },
}));

export const Note = styled.p(({ theme }) => ({ margin: `${theme.space[4]} 0 0`, fontSize: theme.fontSize.xs, color: theme.colors.muted }));
