// Styles of the solution pages' sections: linked solution cards, the numbered approach, story cards and the
// use-case example.
import styled from '@emotion/styled';
import { RouterLink } from '../../components/RouterLink';

export const CardLink = styled(RouterLink)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  marginTop: 'auto',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

export const Points = styled.ul(({ theme }) => ({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: theme.space[2],
  color: theme.colors.text,
  fontSize: theme.fontSize.sm,
  '& li': { display: 'flex', gap: theme.space[2], alignItems: 'flex-start' },
  '& svg': { color: theme.colors.success, flexShrink: 0, marginTop: 3 },
}));

export const Approach = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
  counterReset: 'approach',
  '& li': {
    counterIncrement: 'approach',
    padding: theme.space[6],
    borderRadius: theme.radius.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    borderTop: `4px solid ${theme.colors.brand}`,
  },
  '& li::before': {
    content: '"Step " counter(approach)',
    display: 'block',
    marginBottom: theme.space[2],
    color: theme.colors.brand,
    fontSize: theme.fontSize.sm,
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  '& h3': { fontSize: theme.fontSize.lg, margin: `0 0 ${theme.space[2]}` },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

export const StoryMeta = styled.p(({ theme }) => ({
  '&&': { color: theme.colors.brand, fontSize: theme.fontSize.sm, fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' },
}));

export const UseCaseBox = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  padding: theme.space[8],
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.bg,
  boxShadow: theme.shadow.card,
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
  [theme.mq.mobile]: { padding: theme.space[6] },
  '& h2': { margin: 0 },
  '& p': { color: theme.colors.muted },
  '& ol': { margin: 0, paddingLeft: theme.space[6], display: 'grid', gap: theme.space[3] },
}));

export const Outcome = styled.p(({ theme }) => ({
  '&&': {
    margin: 0,
    padding: theme.space[4],
    borderRadius: theme.radius.control,
    background: theme.colors.tint,
    color: theme.colors.text,
    fontWeight: 600,
  },
}));

export const Centered = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space[12] }));

export const Band = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  textAlign: 'center',
  padding: `${theme.space[16]} ${theme.space[8]}`,
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(180deg, ${theme.colors.tint}, transparent)`,
  [theme.mq.mobile]: { padding: `${theme.space[12]} ${theme.space[6]}` },
  '& p': { color: theme.colors.muted, maxWidth: '56ch', margin: 0 },
  '& h2': { margin: 0 },
}));
