// Small pills for categories, industries and tags, plain or as links (tags lead to the filtered blog list).
import styled from '@emotion/styled';
import { RouterLink } from '../../../components/RouterLink';
import { outlinedControl } from '../../../components/surfaces';

export const Pill = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: theme.space[1],
  padding: `2px ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  background: theme.colors.tint,
  color: theme.colors.brand,
  fontSize: theme.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.02em',
  lineHeight: 1.8,
}));

export const TagList = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

export const TagPill = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `2px ${theme.space[3]}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.border}`,
  color: theme.colors.muted,
  fontSize: theme.fontSize.xs,
  lineHeight: 1.8,
}));

export const TagLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  ...outlinedControl(theme),
  fontSize: theme.fontSize.sm,
  textDecoration: 'none',
  transition: `border-color ${theme.motion}, color ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
}));
