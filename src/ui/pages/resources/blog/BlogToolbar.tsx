// The blog list's controls (BLOG-1, BLOG-10): the search box, the category
// buttons (All, AI Trends, Case Studies, Product Updates, Industry Insights, Tutorials) and, when the list is
// filtered by a tag, the active tag with a control that clears it.
import styled from '@emotion/styled';
import { Tag, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { ALL_CATEGORIES, BLOG_CATEGORIES } from '../../../../domain/content';
import { useAdoptOnMount } from '../../../app/adoptPrerendered';
import { useReplayTargets } from '../../../app/replayTargets';
import { outlinedControl } from '../../../components/surfaces';
import { BLOG } from '../resources.content';
import { ChipButton, ChipRow, SearchBox } from '../shared/Filters';

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
  ...outlinedControl(theme),
  borderColor: theme.colors.brand,
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
  // Not on mount: the draft starts from `search` (or from what the visitor typed before the app ran).
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current && navigationType === NavigationType.Pop) setDraft(search);
    mounted.current = true;
  }, [location.key, navigationType, search]);
  return [draft, setDraft] as const;
};

export const BlogToolbar = ({ search, category, tag, onSearch, onCategory, onClearTag }: BlogToolbarProps) => {
  const [draft, setDraft] = useSearchDraft(search);
  // Text typed into the prerendered box before the app ran is the search: shown at once, put in the URL in an effect.
  const typedEarly = useRef<string | undefined>(undefined);
  const searchBox = useAdoptOnMount<HTMLInputElement>((element) => {
    if (element.value === search) return;
    typedEarly.current = element.value;
    setDraft(element.value);
  });
  useEffect(() => {
    if (typedEarly.current !== undefined) onSearch(typedEarly.current);
    typedEarly.current = undefined;
  }, [onSearch]);
  const active = category ?? ALL_CATEGORIES;
  const replayTarget = useReplayTargets([...BLOG_CATEGORIES.map((name) => `blog-category-${name.toLowerCase()}`), 'blog-clear-tag']);
  return (
    <Bar>
      <SearchBox
        inputRef={searchBox}
        label={BLOG.searchLabel}
        placeholder={BLOG.searchPlaceholder}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          onSearch(text);
        }}
      />
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
