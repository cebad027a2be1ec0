// The content pages' loading spinner, notices and empty states, announced to screen readers.
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';

const spin = keyframes`to { transform: rotate(360deg); }`;

const SpinnerWrap = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[4],
  paddingBlock: theme.space[16],
  color: theme.colors.muted,
}));

const Ring = styled.span(({ theme }) => ({
  width: 40,
  height: 40,
  borderRadius: theme.radius.pill,
  border: `4px solid ${theme.colors.tint}`,
  borderTopColor: theme.colors.brand,
  animation: `${spin} 0.9s linear infinite`,
}));

/** A spinner with its label; `visibleLabel` shows the text too (e.g. "Loading article..."). */
export const LoadingSpinner = ({
  label,
  visibleLabel = false,
}: {
  readonly label: string;
  readonly visibleLabel?: boolean;
}) => (
  <SpinnerWrap role="status" aria-live="polite">
    <Ring aria-hidden="true" />
    <span className={visibleLabel ? undefined : 'visually-hidden'}>{label}</span>
  </SpinnerWrap>
);

const NoticeBox = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[3],
  margin: `0 0 ${theme.space[8]}`,
  padding: `${theme.space[4]} ${theme.space[6]}`,
  border: `1px solid ${theme.colors.border}`,
  borderInlineStart: `4px solid ${theme.colors.highlight}`,
  borderRadius: theme.radius.control,
  background: theme.colors.surface,
  color: theme.colors.text,
  '& > svg': { flexShrink: 0, marginTop: 3, color: theme.colors.highlight },
}));

export const Notice = ({ children }: { readonly children: ReactNode }) => (
  <NoticeBox role="status">
    <Info size={20} aria-hidden="true" />
    <span>{children}</span>
  </NoticeBox>
);

export const EmptyState = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space[4],
  padding: `${theme.space[16]} ${theme.space[6]}`,
  textAlign: 'center',
  color: theme.colors.muted,
  border: `1px dashed ${theme.colors.border}`,
  borderRadius: theme.radius.card,
  '& > p': { margin: 0, fontSize: theme.fontSize.lg },
}));
