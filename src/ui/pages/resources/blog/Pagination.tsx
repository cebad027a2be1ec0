// Numbered pagination with Prev and Next (BLOG-4). Pages are links, so they can be opened in a
// new tab and shared; with many pages the list shows the first, the last and the neighbours of the current
// page, with gaps between.
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { RouterLink } from '../../../components/RouterLink';
import { outlinedControl } from '../../../components/surfaces';
import { BLOG } from '../resources.content';

export type PageSlot = number | 'gap';

/** Page 1, the last page, and the current page with one neighbour each side; a gap where pages are skipped. */
export const pageSlots = (current: number, count: number): readonly PageSlot[] => {
  const shown = new Set([1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count));
  // A gap of exactly one page shows that page instead: "1 2 3", not "1 … 3".
  for (const page of [2, count - 1]) if (shown.has(page - 1) && shown.has(page + 1)) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] as number) > 1 ? (['gap', page] as const) : [page]));
};

const Nav = styled.nav(({ theme }) => ({ marginTop: theme.space[12] }));

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: theme.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

const slotStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space[1],
  minWidth: 44,
  ...outlinedControl(theme, theme.radius.control),
  padding: `0 ${theme.space[3]}`,
  fontWeight: 600,
  textDecoration: 'none',
});

const PageLink = styled(RouterLink)(({ theme }) => ({
  ...slotStyle(theme),
  '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
  '&[aria-current="page"]': { background: theme.colors.brand, borderColor: theme.colors.brand, color: theme.colors.onBrand },
}));

const Disabled = styled.span(({ theme }) => ({ ...slotStyle(theme), color: theme.colors.muted, opacity: 0.6 }));

const Gap = styled.span(({ theme }) => ({ color: theme.colors.muted, paddingInline: theme.space[1] }));

export interface PaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly hrefOf: (page: number) => string;
  /** Told when the visitor follows one of the links. */
  readonly onChoose?: () => void;
}

export const Pagination = ({ page, pageCount, hrefOf, onChoose }: PaginationProps) => {
  if (pageCount <= 1) return null;
  const previous = (
    <>
      <ChevronLeft size={18} aria-hidden="true" />
      {BLOG.previous}
    </>
  );
  const next = (
    <>
      {BLOG.next}
      <ChevronRight size={18} aria-hidden="true" />
    </>
  );
  return (
    <Nav aria-label={BLOG.paginationLabel}>
      <List>
        <li>{page > 1 ? <PageLink to={hrefOf(page - 1)} rel="prev" onClick={onChoose}>{previous}</PageLink> : <Disabled aria-disabled="true">{previous}</Disabled>}</li>
        {pageSlots(page, pageCount).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? (
              <Gap aria-hidden="true">…</Gap>
            ) : (
              <PageLink to={hrefOf(slot)} onClick={onChoose} aria-current={slot === page ? 'page' : undefined} aria-label={BLOG.pageLabel(slot)}>
                {slot}
              </PageLink>
            )}
          </li>
        ))}
        <li>{page < pageCount ? <PageLink to={hrefOf(page + 1)} rel="next" onClick={onChoose}>{next}</PageLink> : <Disabled aria-disabled="true">{next}</Disabled>}</li>
      </List>
    </Nav>
  );
};
