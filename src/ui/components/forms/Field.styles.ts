// Styles of the form fields (DESIGN.md: 8 px control radius, 44 px touch targets, the brand focus ring, a danger
// colour for messages that meets AA in both themes).
import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';

export const FieldRoot = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  minWidth: 0,
}));

export const Label = styled.label(({ theme }) => ({
  fontWeight: 600,
  fontSize: theme.fontSize.sm,
  color: theme.colors.text,
}));

const controlCss = (theme: Theme, invalid: boolean) => ({
  width: '100%',
  minHeight: 44,
  padding: `10px ${theme.space[3]}`,
  borderRadius: theme.radius.control,
  border: `1px solid ${invalid ? theme.colors.danger : theme.colors.border}`,
  background: theme.colors.bg,
  color: theme.colors.text,
  fontSize: theme.fontSize.base,
  lineHeight: 1.5,
  transition: `border-color ${theme.motion}, box-shadow ${theme.motion}`,
  '&::placeholder': { color: theme.colors.muted, opacity: 0.8 },
  '&:hover': { borderColor: invalid ? theme.colors.danger : theme.colors.muted },
  '&:focus-visible': { outline: 'none', borderColor: theme.colors.brand, boxShadow: theme.focusRing },
  '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
});

const notInvalid = (prop: string) => prop !== 'invalid';

export const Input = styled('input', { shouldForwardProp: notInvalid })<{ readonly invalid: boolean }>(({ theme, invalid }) =>
  controlCss(theme, invalid),
);

export const TextArea = styled('textarea', { shouldForwardProp: notInvalid })<{ readonly invalid: boolean }>(({ theme, invalid }) => ({
  ...controlCss(theme, invalid),
  minHeight: 140,
  resize: 'vertical',
}));

export const ErrorText = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space[1],
  margin: 0,
  color: theme.colors.danger,
  fontSize: theme.fontSize.sm,
  fontWeight: 500,
  '& svg': { flexShrink: 0, marginTop: 2 },
}));

export const CheckboxRow = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${theme.space[2]} ${theme.space[3]}`,
  alignItems: 'start',
  '& > p': { gridColumn: '1 / -1' },
}));

export const CheckboxBox = styled('input', { shouldForwardProp: notInvalid })<{ readonly invalid: boolean }>(({ theme, invalid }) => ({
  width: 22,
  height: 22,
  margin: '11px 0',
  accentColor: theme.colors.brand,
  cursor: 'pointer',
  outline: invalid ? `2px solid ${theme.colors.danger}` : 'none',
  outlineOffset: 2,
  '&:focus-visible': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 2 },
}));

export const CheckboxLabel = styled.label(({ theme }) => ({
  display: 'block',
  paddingBlock: 10,
  fontSize: theme.fontSize.sm,
  color: theme.colors.text,
  cursor: 'pointer',
  '& a': { fontWeight: 600 },
}));
