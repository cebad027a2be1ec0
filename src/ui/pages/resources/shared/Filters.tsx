// The search box and filter chips shared by the blog list and the case-study list: 44 px targets, a pressed
// state that reads without colour (aria-pressed plus a filled chip), theme tokens only.
import styled from '@emotion/styled';
import { Search } from 'lucide-react';
import { useId, type Ref } from 'react';
import { outlinedControl } from '../../../components/surfaces';

const SearchField = styled.div(({ theme }) => ({
  position: 'relative',
  maxWidth: 560,
  '& > svg': { position: 'absolute', insetInlineStart: theme.space[4], top: '50%', transform: 'translateY(-50%)', color: theme.colors.muted, pointerEvents: 'none' },
}));

const SearchInput = styled.input(({ theme }) => ({
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

export interface SearchBoxProps {
  /** The box's name for assistive technology (its label is visually hidden: the placeholder and icon show it). */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  /** The page's ref on the input, which adopts text typed into the prerendered box before the app ran. */
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** The list's search box, in a search landmark. */
export const SearchBox = ({ label, placeholder, value, onChange, inputRef }: SearchBoxProps) => {
  const inputId = useId();
  return (
    <div role="search">
      <SearchField>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <Search size={20} aria-hidden="true" />
        <SearchInput
          ref={inputRef}
          id={inputId}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </SearchField>
    </div>
  );
};

export const ChipRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }));

export const ChipButton = styled.button(({ theme }) => ({
  ...outlinedControl(theme),
  fontWeight: 600,
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  transition: `background ${theme.motion}, color ${theme.motion}, border-color ${theme.motion}`,
  '&:hover': { borderColor: theme.colors.brand, color: theme.colors.brand },
  '&[aria-pressed="true"]': { background: theme.colors.brand, borderColor: theme.colors.brand, color: theme.colors.onBrand },
}));
