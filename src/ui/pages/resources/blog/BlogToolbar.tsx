// The blog list's controls (spec 2 §2 "Blog list"; DECISIONS "Blog ?tag="): the search box, the category
// buttons (All, AI Trends, Case Studies, Product Updates, Industry Insights, Tutorials) and, when the list is
// filtered by a tag, the active tag with a control that clears it.
import styled from '@emotion/styled';
import { Search, Tag, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '../../../../domain/content';
import { useAdoptOnMount } from '../../../app/adoptPrerendered';
import { replayTarget } from '../../../app/replayTargets';
import { BLOG } from '../resources.content';
import { ChipButton, ChipRow, SearchField, SearchInput } from '../shared/Filters';

const ActiveTag = styled.p(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  margin: 0,
  color: theme.colors.muted,
  fontSize: theme.fontSize.sm,
}));

const ClearTag = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: 44,
  padding: `0 ${theme.space[4]}`,
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.colors.brand}`,
  background: theme.colors.tint,
  color: theme.colors.brand,
  fontWeight: 600,
  cursor: 'pointer',
}));

const Bar = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space[4], marginBottom: theme.space[8] }));

export interface BlogToolbarProps {
  readonly search: string;
  readonly category: string | undefined;
  readonly tag: string | undefined;
  readonly onSearch: (text: string) => void;
  readonly onCategory: (category: string) => void;
  readonly onClearTag: () => void;
}

/**
 * The text in the box follows the URL on a history move (back, forward, the first visit, and the moment a
 * prerendered page has hydrated and its query string is read); while typing (the URL is then replaced), the box
 * leads and the URL follows, so a late URL update never overwrites a keystroke.
 */
const useSearchDraft = (search: string) => {
  const [draft, setDraft] = useState(search);
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === NavigationType.Pop) setDraft(search);
  }, [location.key, navigationType, search]);
  return [draft, setDraft] as const;
};

export const BlogToolbar = ({ search, category, tag, onSearch, onCategory, onClearTag }: BlogToolbarProps) => {
  const inputId = useId();
  const [draft, setDraft] = useSearchDraft(search);
  // Text typed into the prerendered box before the app ran is the search (after useSearchDraft's first reading).
  const searchBox = useAdoptOnMount<HTMLInputElement>((element) => {
    if (element.value === search) return;
    setDraft(element.value);
    onSearch(element.value);
  });
  const active = category ?? ALL_CATEGORIES;
  return (
    <Bar>
      <div role="search">
        <SearchField>
          <label htmlFor={inputId} className="visually-hidden">
            {BLOG.searchLabel}
          </label>
          <Search size={20} aria-hidden="true" />
          <SearchInput
            ref={searchBox}
            id={inputId}
            type="search"
            value={draft}
            placeholder={BLOG.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => {
              setDraft(event.target.value);
              onSearch(event.target.value);
            }}
          />
        </SearchField>
      </div>
      <ChipRow role="group" aria-label={BLOG.categoriesLabel}>
        {BLOG_CATEGORIES.map((name) => (
          <ChipButton key={name} {...replayTarget(`blog-category-${name.toLowerCase()}`)} type="button" aria-pressed={active.toLowerCase() === name.toLowerCase()} onClick={() => onCategory(name)}>
            {name}
          </ChipButton>
        ))}
      </ChipRow>
      {tag ? (
        <ActiveTag>
          <Tag size={16} aria-hidden="true" />
          {BLOG.tagLabel}:
          <ClearTag {...replayTarget('blog-clear-tag')} type="button" onClick={onClearTag} aria-label={BLOG.clearTag(tag)}>
            {tag}
            <X size={16} aria-hidden="true" />
          </ClearTag>
        </ActiveTag>
      ) : null}
    </Bar>
  );
};
