// One ROI input (ROI-3, ROI-4, ROI-5, ROI-6, bounds): a number field and a slider kept in sync. The number field keeps
// what the visitor types; an entry outside the bounds or between steps is flagged, and the calculation uses the nearest
// valid value.
import { ROI_BOUNDS } from '../../../../../domain/roi/roiInput';
import { ROI_FIELDS, ROI_TEXT, type RoiNumericField } from './roi.copy';
import { quantity } from './roiFormat';
import * as S from './RoiCalculator.styles';
import { isDraftValid } from './useRoiInputs';

export interface RoiFieldProps {
  readonly field: RoiNumericField;
  readonly value: number;
  readonly draft: string;
  readonly onType: (field: RoiNumericField, text: string) => void;
  readonly onSlide: (field: RoiNumericField, value: number) => void;
  readonly onSettle: (field: RoiNumericField) => void;
}

export const RoiField = ({ field, value, draft, onType, onSlide, onSettle }: RoiFieldProps) => {
  const copy = ROI_FIELDS[field];
  const bound = ROI_BOUNDS[field];
  const id = `roi-${field}`;
  const invalid = !isDraftValid(field, draft);
  const helpId = `${id}-help`;
  const unit = copy.suffix === undefined ? '' : copy.suffix === '%' ? '%' : ` ${copy.suffix}`;
  return (
    <S.Field>
      <label htmlFor={id}>{copy.label}</label>
      <S.NumberRow>
        {copy.prefix ? <span aria-hidden="true">{copy.prefix}</span> : null}
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={bound.min}
          max={bound.max}
          step={bound.step}
          value={draft}
          aria-invalid={invalid}
          aria-describedby={helpId}
          onChange={(event) => onType(field, event.target.value)}
          onBlur={() => onSettle(field)}
        />
        {copy.suffix ? <span aria-hidden="true">{copy.suffix}</span> : null}
      </S.NumberRow>
      <input
        type="range"
        aria-label={`${copy.label} ${ROI_TEXT.sliderSuffix}`}
        min={bound.min}
        max={bound.max}
        step={bound.step}
        value={value}
        aria-valuetext={`${copy.prefix ?? ''}${quantity(value)}${unit}`}
        onChange={(event) => onSlide(field, Number(event.target.value))}
      />
      <S.Help id={helpId} error={invalid} aria-live="polite">
        {invalid ? ROI_TEXT.outOfRange(quantity(bound.min), quantity(bound.max)) : copy.help}
      </S.Help>
    </S.Field>
  );
};
