// Styles of the partner page's sections: the three phases, the product cards, the 90-day roadmap, the market
// picture and the application panel.
import styled from '@emotion/styled';
import { RouterLink } from '../../components/RouterLink';

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const PhaseList = styled.ol(({ theme }) => ({
  ...listReset,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
  '& > li': {
    padding: theme.space[8],
    borderRadius: theme.radius.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    boxShadow: theme.shadow.card,
  },
  '& h3': { fontSize: theme.fontSize.xl, margin: `0 0 ${theme.space[3]}`, color: theme.colors.brand },
  '& p': { color: theme.colors.muted },
  '& ul': { margin: 0, paddingLeft: theme.space[6], display: 'grid', gap: theme.space[2], fontSize: theme.fontSize.sm },
}));

export const ProductCard = styled.article(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  padding: theme.space[8],
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(160deg, ${theme.colors.tint}, ${theme.colors.surface} 60%)`,
  '& h3': { fontSize: theme.fontSize.xl, margin: 0 },
  '& p': { color: theme.colors.muted, margin: 0 },
}));

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

export const Roadmap = styled.ol(({ theme }) => ({
  ...listReset,
  display: 'grid',
  gap: theme.space[6],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  '& > li': {
    position: 'relative',
    padding: theme.space[8],
    borderRadius: theme.radius.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.bg,
    borderTop: `4px solid ${theme.colors.accent}`,
  },
  '& > li > p': { margin: 0, color: theme.colors.muted, fontWeight: 700, fontSize: theme.fontSize.sm, letterSpacing: '0.06em', textTransform: 'uppercase' },
  '& h3': { fontSize: theme.fontSize['2xl'], margin: `${theme.space[1]} 0 ${theme.space[4]}` },
  '& ul': { margin: 0, paddingLeft: theme.space[6], display: 'grid', gap: theme.space[2] },
}));

export const MarketList = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[4],
  '& article': {
    display: 'grid',
    gap: theme.space[4],
    padding: theme.space[6],
    borderRadius: theme.radius.card,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    [theme.mq.wide]: { gridTemplateColumns: '200px minmax(0, 1fr)' },
  },
  '& h3': { margin: 0, fontSize: theme.fontSize.lg },
  '& dl': { margin: 0, display: 'grid', gap: theme.space[4], [theme.mq.desktop]: { gridTemplateColumns: '1fr 1fr' } },
  '& dt': { fontSize: theme.fontSize.sm, fontWeight: 700, color: theme.colors.brand, marginBottom: theme.space[1] },
  '& dd': { margin: 0, color: theme.colors.text },
}));

export const Application = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space[4],
  textAlign: 'center',
  padding: `${theme.space[16]} ${theme.space[8]}`,
  borderRadius: theme.radius.card,
  border: `1px solid ${theme.colors.border}`,
  background: `linear-gradient(180deg, ${theme.colors.tint}, transparent)`,
  [theme.mq.mobile]: { padding: `${theme.space[12]} ${theme.space[6]}` },
  '& h2': { margin: 0 },
  '& p': { color: theme.colors.muted, maxWidth: '56ch', margin: 0 },
}));
