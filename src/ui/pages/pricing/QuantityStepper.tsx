// A whole-number input between a minus and a plus button (PRICE-19, PRICE-20, PRICE-21): the buttons are disabled at
// the bounds the caller gives; typing passes the raw text to the caller, whose domain rule accepts it or ignores it; an
// emptied field stays empty while the visitor types (the domain counts it as 0) and shows the value again on blur. The
// input is a spinbutton: Arrow Up and Arrow Down step the value from the keyboard. A press on a button before the app
// runs is replayed to it (replayTargets.ts).
import styled from '@emotion/styled';
import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useReplayTargets } from '../../app/replayTargets';

const Wrap = styled.div(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.control,
  background: theme.colors.bg,
  overflow: 'hidden',
  '&:focus-within': { borderColor: theme.colors.brand },
}));

const StepButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  minHeight: 44,
  border: 0,
  background: 'transparent',
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: theme.colors.tint, color: theme.colors.brand },
  '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed', opacity: 0.6 },
  '&:focus-visible': { outlineOffset: -3 },
}));

const Field = styled.input(({ theme }) => ({
  width: '4.5ch',
  minWidth: 56,
  border: 0,
  borderInline: `1px solid ${theme.colors.border}`,
  background: 'transparent',
  textAlign: 'center',
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  '&:focus-visible': { outlineOffset: -3 },
}));

export interface QuantityStepperProps {
  readonly id: string;
  /** The accessible name of the input. */
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly canDecrement: boolean;
  readonly canIncrement: boolean;
  readonly decrementLabel: string;
  readonly incrementLabel: string;
  readonly onDecrement: () => void;
  readonly onIncrement: () => void;
  readonly onType: (text: string) => void;
  readonly describedBy?: string;
  /** True when the input's label is a visible <label htmlFor>; otherwise `label` becomes aria-label. */
  readonly labelledElsewhere?: boolean;
}

export const QuantityStepper = ({
  id,
  label,
  value,
  min,
  max,
  canDecrement,
  canIncrement,
  decrementLabel,
  incrementLabel,
  onDecrement,
  onIncrement,
  onType,
  describedBy,
  labelledElsewhere = false,
}: QuantityStepperProps) => {
  // Only an emptied field needs its own text: any other accepted text equals the value the domain stored.
  const [cleared, setCleared] = useState(false);

  const shown = cleared && value === 0 ? '' : String(value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' && canIncrement) {
      event.preventDefault();
      setCleared(false);
      onIncrement();
    } else if (event.key === 'ArrowDown' && canDecrement) {
      event.preventDefault();
      setCleared(false);
      onDecrement();
    }
  };

  const replayTarget = useReplayTargets([`${id}-decrement`, `${id}-increment`]);
  return (
    <Wrap>
      <StepButton
        {...replayTarget(`${id}-decrement`)}
        type="button"
        aria-label={decrementLabel}
        aria-controls={id}
        disabled={!canDecrement}
        onClick={() => {
          setCleared(false);
          onDecrement();
        }}
      >
        <Minus size={18} aria-hidden="true" />
      </StepButton>
      <Field
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        role="spinbutton"
        aria-label={labelledElsewhere ? undefined : label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-describedby={describedBy}
        value={shown}
        onChange={(event) => {
          const text = event.target.value;
          // Empty text is shown as typed; digits show the stored value; other keystrokes change nothing.
          if (/^\s*\d*\s*$/.test(text)) setCleared(text.trim() === '');
          onType(text);
        }}
        onBlur={() => setCleared(false)}
        onKeyDown={onKeyDown}
      />
      <StepButton
        {...replayTarget(`${id}-increment`)}
        type="button"
        aria-label={incrementLabel}
        aria-controls={id}
        disabled={!canIncrement}
        onClick={() => {
          setCleared(false);
          onIncrement();
        }}
      >
        <Plus size={18} aria-hidden="true" />
      </StepButton>
    </Wrap>
  );
};
