// Styles of the solution pages' sections: linked solution cards, the approach as a timeline beside its drawing,
// story cards and the use-case example.
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

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

/** Two columns on wide screens (text and timeline, then a drawing), one below the other on narrower ones. */
export const Split = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[12],
  alignItems: 'center',
  [theme.mq.wide]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', gap: theme.space[16] },
}));

/** A vertical timeline: a numbered node per step on a line that joins them. */
export const Approach = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[6],
  counterReset: 'approach',
  '& li': {
    counterIncrement: 'approach',
    position: 'relative',
    paddingLeft: theme.space[16],
  },
  '& li::before': {
    content: 'counter(approach)',
    position: 'absolute',
    left: 0,
    top: 0,
    width: 40,
    height: 40,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    background: theme.colors.bg,
    border: `2px solid ${theme.colors.brand}`,
    color: theme.colors.brand,
    fontWeight: 700,
    zIndex: 1,
  },
  '& li:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    left: 19,
    top: 40,
    bottom: `calc(-1 * ${theme.space[6]})`,
    width: 2,
    background: `linear-gradient(${theme.colors.brand}, ${theme.colors.accent})`,
    opacity: 0.5,
  },
  '& h3': { fontSize: theme.fontSize.lg, margin: `${theme.space[2]} 0 ${theme.space[1]}` },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

export const StoryMeta = styled.p(({ theme }) => ({
  '&&': { color: theme.colors.brand, fontSize: theme.fontSize.sm, fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase' },
}));

export const UseCaseBox = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[8],
  padding: theme.space[8],
  ...cardSurface(theme),
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
