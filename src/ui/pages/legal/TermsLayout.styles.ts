// Styles of the legal-page layout: the top padding for the fixed header, the title block, the sidebar grid, the
// table of contents and the "terms-page" typography for long legal text (both themes through the tokens).
import styled from '@emotion/styled';
import { cardSurface } from '../../components/surfaces';

export const Root = styled.div(({ theme }) => ({
  position: 'relative',
  paddingTop: `calc(${theme.headerHeight} + ${theme.space[16]})`,
  paddingBottom: theme.space[24],
  [theme.mq.mobile]: { paddingTop: `calc(${theme.headerHeight} + ${theme.space[12]})`, paddingBottom: theme.space[16] },
}));

export const TitleBlock = styled.header(({ theme }) => ({
  maxWidth: theme.proseWidth,
  marginBottom: theme.space[12],
  '& h1': { fontSize: `clamp(${theme.fontSize['3xl']}, 5vw, ${theme.fontSize['4xl']})` },
  '& p': { color: theme.colors.muted, fontSize: theme.fontSize.lg },
}));

export const MetaLine = styled.p(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  margin: 0,
  '&&': { fontSize: theme.fontSize.sm },
  '& span': {
    padding: `2px ${theme.space[3]}`,
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
  },
}));

export const Columns = styled.div<{ readonly withSidebar: boolean }>(({ theme, withSidebar }) => ({
  display: 'grid',
  gap: theme.space[12],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.mq.wide]: withSidebar ? { gridTemplateColumns: '260px minmax(0, 1fr)' } : {},
}));

export const Sidebar = styled.nav(({ theme }) => ({
  alignSelf: 'start',
  padding: theme.space[6],
  ...cardSurface(theme, theme.colors.surface),
  fontSize: theme.fontSize.sm,
  [theme.mq.wide]: {
    position: 'sticky',
    top: `calc(${theme.headerHeight} + ${theme.space[6]})`,
    maxHeight: `calc(100vh - ${theme.headerHeight} - ${theme.space[12]})`,
    overflowY: 'auto',
  },
  '& h2': { fontSize: theme.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em', margin: `0 0 ${theme.space[3]}` },
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 },
  [theme.mq.mobile]: { '& ol': { gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } },
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: 32,
    padding: `2px ${theme.space[2]}`,
    borderRadius: theme.radius.control,
    color: theme.colors.muted,
    textDecoration: 'none',
    lineHeight: 1.35,
  },
  '& a:hover': { color: theme.colors.brand, background: theme.colors.tint },
}));

/** The long-text typography of legal documents; the class name is the spec's "terms-page styling class". */
export const Prose = styled.div(({ theme }) => ({
  maxWidth: theme.proseWidth,
  '& section': { scrollMarginTop: `calc(${theme.headerHeight} + ${theme.space[4]})` },
  '& section + section': { marginTop: theme.space[12] },
  '& h2': { fontSize: theme.fontSize.xl, paddingTop: theme.space[2] },
  '& h3': { fontSize: theme.fontSize.lg, marginTop: theme.space[8] },
  '& p, & li': { color: theme.colors.text },
  '& ul, & ol': { paddingLeft: theme.space[6], margin: `0 0 ${theme.space[4]}` },
  '& li + li': { marginTop: theme.space[2] },
  '& li > ul, & li > ol': { marginTop: theme.space[2] },
  '& strong': { fontWeight: 700 },
  '& a': { textDecorationThickness: 1 },
}));
