// The ROI calculator's helper texts restate the domain's bounds; moving a bound here must move the text.
import { describe, expect, it, vi } from 'vitest';
import type * as RoiInputModule from '../../../src/domain/roi/roiInput';

vi.mock('../../../src/domain/roi/roiInput', async (importOriginal) => {
  const original = await importOriginal<typeof RoiInputModule>();
  return {
    ...original,
    ROI_BOUNDS: {
      ...original.ROI_BOUNDS,
      annualCostPerEmployee: { ...original.ROI_BOUNDS.annualCostPerEmployee, step: 2_500 },
    },
  };
});

const { ROI_FIELDS } = await import('../../../src/ui/pages/home/sections/RoiCalculator/roi.copy');

describe('the ROI calculator copy', () => {
  it('names the annual-cost step the domain sets, whatever it is', () => {
    expect(ROI_FIELDS.annualCostPerEmployee.help).toBe('Salary plus benefits and overheads, in steps of $2,500.');
  });
});
