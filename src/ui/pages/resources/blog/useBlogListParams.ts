// The blog list's state in the URL (BLOG-8, BLOG-9, BLOG-10): search `q`, `category`, `tag` and
// `page`, so back, forward and shared links work. Changing search, category or tag returns to page 1. Search
// typing replaces the history entry (no entry per keystroke); the other changes add one. While React hydrates
// the prerendered page 1, the query string is held back so the first render matches the HTML.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_CATEGORIES, type BlogQuery } from '../../../../domain/content';
import { pathOf } from '../../../../domain/site/routeTable';
import { useHydrated } from '../../../hooks/useHydrated';
import { PARAM } from './blogListParam';

export interface BlogListParams {
  readonly query: Required<Pick<BlogQuery, 'search' | 'page'>> & Pick<BlogQuery, 'category' | 'tag'>;
  readonly setSearch: (text: string) => void;
  readonly setCategory: (category: string) => void;
  readonly clearTag: () => void;
  /** The link to another page of the same results. */
  readonly pageHref: (page: number) => string;
}

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const withChanges = (
  current: URLSearchParams,
  changes: Readonly<Record<string, string | undefined>>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
};

export const useBlogListParams = (): BlogListParams => {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const params = useMemo(() => (hydrated ? searchParams : new URLSearchParams()), [hydrated, searchParams]);

  const query = useMemo(() => {
    const category = params.get(PARAM.category) ?? undefined;
    const tag = params.get(PARAM.tag)?.trim() || undefined;
    return { search: params.get(PARAM.search) ?? '', page: readPage(params.get(PARAM.page)), category, tag };
  }, [params]);

  const setSearch = useCallback(
    (text: string) =>
      setSearchParams((current) => withChanges(current, { [PARAM.search]: text, [PARAM.page]: undefined }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const setCategory = useCallback(
    (category: string) =>
      setSearchParams(
        (current) =>
          withChanges(current, {
            [PARAM.category]: category === ALL_CATEGORIES ? undefined : category,
            [PARAM.page]: undefined,
          }),
        {
          preventScrollReset: true,
        },
      ),
    [setSearchParams],
  );
  const clearTag = useCallback(
    () =>
      setSearchParams((current) => withChanges(current, { [PARAM.tag]: undefined, [PARAM.page]: undefined }), {
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const pageHref = useCallback(
    (page: number) => {
      const next = withChanges(params, { [PARAM.page]: page <= 1 ? undefined : String(page) }).toString();
      return next === '' ? pathOf('blog') : `${pathOf('blog')}?${next}`;
    },
    [params],
  );
  return { query, setSearch, setCategory, clearTag, pageHref };
};
