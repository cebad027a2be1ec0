// The search box and filter chips shared by the blog list and the case-study list: 44 px targets, a pressed
// state that reads without colour (aria-pressed plus a filled chip), theme tokens only.
import styled from '@emotion/styled';

export const SearchField = styled.div(({ theme }) => ({
  position: 'relative',
  maxWidth: 560,
  '& > svg': { position: 'absolute', insetInlineStart: theme.space[4], top: '50%', transform: 'translateY(-50%)', color: theme.colors.muted, pointerEvents: 'none' },
}));

export const SearchInput = styled.input(({ theme }) => ({
  width: '100%',
  minHeight: 48,
  padding: `0 ${theme.space[4]} 0 48px`,
  borderRadius: theme.radius.control,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  color: theme.colors.text,
  fontSize: theme.fontSize.base,
  '&::placeholder': { color: theme.colors.muted, opacity: 1 },
  '&:focus-visible': { outline: `3px solid ${theme.colors.brand}`, outlineOffset: 2, borderColor: theme.colors.brand },
}));

export const ChipRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

export const ChipButton = styled.button(({ theme }) => ({
  minHeight: 44,
  padding: `0 ${theme.space[4]}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  color: theme.colors.text,
  fontWeight: 600,
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${theme.motion}, color ${theme.motion}, border-color ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
  '&[aria-pressed="true"]': { background: theme.colors.brand, borderColor: theme.colors.brand, color: theme.colors.onBrand },
}));
