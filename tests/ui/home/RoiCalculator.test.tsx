// @vitest-environment jsdom
// The ROI calculator as a visitor uses it: the four agent cards with prices, the defaults and bounds (ROI-3 to ROI-7),
// number fields and sliders in sync, typing that is not a valid number never producing NaN, every figure of
// calculateRoi formatted as money or percent, and the chart's numbers as text.
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RoiCalculator from '../../../src/ui/pages/home/sections/RoiCalculator/RoiCalculator';
import { niceScale } from '../../../src/ui/pages/home/sections/RoiCalculator/RoiChart';
import { isDraftValid, parseDraft } from '../../../src/ui/pages/home/sections/RoiCalculator/useRoiInputs';
import { renderWithProviders } from '../renderWithProviders';

const setup = () => {
  const user = userEvent.setup();
  renderWithProviders(<RoiCalculator />);
  return { user };
};

/** The value shown beside a figure's label (dt → dd). */
const figure = (label: string): string | null | undefined => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const costYear = (year: number) =>
  within(screen.getByText('Agent cost', { selector: 'h4' }).parentElement as HTMLElement).getByText(`Year ${year}`, { selector: 'dt' }).nextElementSibling?.textContent;
const freedYear = (year: number) =>
  within(screen.getByText('Employees relieved of this task', { selector: 'h4' }).parentElement as HTMLElement).getByText(`Year ${year}`, { selector: 'dt' }).nextElementSibling
    ?.textContent;
const field = (label: string) => screen.getByRole('spinbutton', { name: label }) as HTMLInputElement;
const slider = (label: string) => screen.getByRole('slider', { name: `${label} slider` }) as HTMLInputElement;

describe('RoiCalculator', () => {
  it('offers the four agents as cards with their monthly prices, the HR agent chosen', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Choose an AI agent' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.querySelector('strong')?.textContent)).toEqual([
      'AI HR Agent',
      'AI Web Chatbot Agent',
      'AI Multi-LLM Conversation Agent',
      'AI Custom Agent',
    ]);
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('$699/month'),
      expect.stringContaining('$199/month'),
      expect.stringContaining('$699/month'),
      expect.stringContaining('$699/month'),
    ]);
    expect((within(group).getByRole('radio', { name: /AI HR Agent/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts from the defaults of the specification, with their bounds', () => {
    setup();
    expect([field('Employees doing this work').value, field('Annual cost per employee').value, field('Team hours per week on the task').value, field('Automation potential').value]).toEqual(['1', '85000', '20', '70']);
    expect([field('Employees doing this work').min, field('Employees doing this work').max]).toEqual(['1', '1000']);
    expect([field('Annual cost per employee').min, field('Annual cost per employee').max, field('Annual cost per employee').step]).toEqual(['20000', '200000', '1000']);
    expect([field('Team hours per week on the task').min, field('Team hours per week on the task').max]).toEqual(['1', '40']);
    expect([slider('Automation potential').min, slider('Automation potential').max, slider('Automation potential').value]).toEqual(['10', '100', '70']);
  });

  it('shows every figure for the default inputs', () => {
    setup();
    expect(figure('3-year net savings')).toBe('$61,570');
    expect(figure('Return on investment')).toBe('222%');
    expect(figure('Annual employee cost')).toBe('$85,000');
    expect(figure('Hourly rate')).toBe('$40.87');
    expect(figure('Team hours saved per year')).toBe('728');
    expect(figure('Value of saved hours per year')).toBe('$29,750');
    expect([1, 2, 3].map(costYear)).toEqual(['$8,388', '$9,227', '$10,066']);
    expect(figure('Total, 3 years')).toBe('$27,680');
    expect([1, 2, 3].map(freedYear)).toEqual(['Less than one full\u2011time role', 'Less than one full\u2011time role', 'Less than one full\u2011time role']);
  });

  // At 1 000 employees the count (560) is people relieved of the task, beside savings that come from the
  // team's hours; the labels say which is which, and the note says how the count is made.
  it('labels the employees relieved as people and the hours as the whole team’s, so 560 of 1 000 reads true', async () => {
    const { user } = setup();
    await user.clear(field('Employees doing this work'));
    await user.type(field('Employees doing this work'), '1000');
    expect([1, 2, 3].map(freedYear)).toEqual(['560', '70', '70']);
    expect(figure('Team hours saved per year')).toBe('728');
    const list = screen.getByText('Employees relieved of this task', { selector: 'h4' }).nextElementSibling as HTMLElement;
    expect(list.getAttribute('aria-describedby')).toBe('roi-freed-note');
    expect(document.getElementById('roi-freed-note')?.textContent).toMatch(/counts people relieved of the task, however few hours/);
    expect(screen.getByText(/not each person’s/).textContent).toContain('5 people spending 4 hours each is 20');
  });

  it('prices the chosen agent', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /AI Web Chatbot Agent/ }));
    expect([1, 2, 3].map(costYear)).toEqual(['$2,388', '$2,627', '$2,866']);
    expect(figure('Total, 3 years')).toBe('$7,880');
    expect(figure('3-year net savings')).toBe('$81,370');
    expect(figure('Return on investment')).toBe('1,033%');
  });

  it.each([
    ['Employees doing this work', '10', { 'Annual employee cost': '$850,000', '3-year net savings': '$61,570' }, ['5', 'Less than one full\u2011time role', 'Less than one full\u2011time role']],
    ['Annual cost per employee', '100000', { 'Hourly rate': '$48.08', '3-year net savings': '$77,320', 'Return on investment': '279%' }, ['Less than one full\u2011time role', 'Less than one full\u2011time role', 'Less than one full\u2011time role']],
    ['Team hours per week on the task', '40', { 'Team hours saved per year': '1,456', '3-year net savings': '$150,820', 'Return on investment': '545%' }, ['Less than one full\u2011time role', 'Less than one full\u2011time role', 'Less than one full\u2011time role']],
    ['Automation potential', '100', { 'Team hours saved per year': '1,040', '3-year net savings': '$99,820', 'Return on investment': '361%' }, ['Less than one full\u2011time role', 'Less than one full\u2011time role', 'Less than one full\u2011time role']],
  ])('recalculates when %s becomes %s, and moves its slider', async (label, value, expected, freed) => {
    const { user } = setup();
    await user.clear(field(label));
    await user.type(field(label), value);
    for (const [name, shown] of Object.entries(expected)) expect(figure(name)).toBe(shown);
    expect([1, 2, 3].map(freedYear)).toEqual(freed);
    expect(slider(label).value).toBe(value);
  });

  it('moves the number field with the slider', () => {
    setup();
    fireEvent.change(slider('Team hours per week on the task'), { target: { value: '35' } });
    expect(field('Team hours per week on the task').value).toBe('35');
    expect(figure('Team hours saved per year')).toBe('1,274');
  });

  it('keeps the last valid value while a field is empty or not a number, and never shows NaN', async () => {
    const { user } = setup();
    await user.clear(field('Annual cost per employee'));
    expect(figure('Annual employee cost')).toBe('$85,000');
    expect(field('Annual cost per employee').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Enter a number from 20,000 to 200,000/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    await user.tab();
    expect(field('Annual cost per employee').value).toBe('85000');
    expect(field('Annual cost per employee').getAttribute('aria-invalid')).toBe('false');
  });

  it('flags a value outside the bounds and calculates with the nearest valid one', async () => {
    const { user } = setup();
    await user.clear(field('Employees doing this work'));
    await user.type(field('Employees doing this work'), '5000');
    expect(field('Employees doing this work').getAttribute('aria-invalid')).toBe('true');
    expect(figure('Annual employee cost')).toBe('$85,000,000');
    expect(slider('Employees doing this work').value).toBe('1000');
    await user.tab();
    expect(field('Employees doing this work').value).toBe('1000');
  });

  it('shows the negative return of a tiny saving, in figures and percent', async () => {
    const { user } = setup();
    await user.clear(field('Team hours per week on the task'));
    await user.type(field('Team hours per week on the task'), '1');
    fireEvent.change(slider('Automation potential'), { target: { value: '10' } });
    // 1 × 52 × 10 % = 5.2 hours × $40.865… = $212.50 a year; 3 × 212.50 − 27,680.40 = −27,042.90.
    expect(figure('3-year net savings')).toBe('-$27,043');
    expect(figure('Return on investment')).toBe('-98%');
  });

  it('gives the chart a text alternative and the same numbers as a table', () => {
    setup();
    const chart = screen.getByRole('img', { name: /Agent cost and savings by year/ });
    expect(chart.querySelector('desc')?.textContent).toBe(
      'Year 1: agent cost $8,388, savings $29,750. Year 2: agent cost $9,227, savings $29,750. Year 3: agent cost $10,066, savings $29,750.',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['YearAgent costSavings', '1$8,388$29,750', '2$9,227$29,750', '3$10,066$29,750']);
  });
});

describe('ROI input parsing', () => {
  it.each([
    ['', undefined],
    ['  ', undefined],
    ['-', undefined],
    ['12', 12],
    ['1e3', 1000],
  ])('reads "%s" as %s', (text, value) => {
    expect(parseDraft(text)).toBe(value);
  });

  it.each([
    ['employees', '1', true],
    ['employees', '0', false],
    ['employees', '2.5', false],
    ['annualCostPerEmployee', '85000', true],
    ['annualCostPerEmployee', '85500', false],
    ['automationPercent', '101', false],
  ] as const)('accepts %s = "%s": %s', (name, text, valid) => {
    expect(isDraftValid(name, text)).toBe(valid);
  });

  it.each([
    [2_975_000, { step: 1_000_000, max: 3_000_000 }],
    [1_007_000, { step: 500_000, max: 1_500_000 }],
    [0, { step: 1, max: 4 }],
  ])('scales the chart for a largest value of %i cents', (largest, scale) => {
    expect(niceScale(largest)).toEqual(scale);
  });
});

describe('the ROI calculator opened from a shared address (ROI-17)', () => {
  it('opens on the scenario the address names, clamped as its fields clamp', () => {
    renderWithProviders(<RoiCalculator />, { path: '/?agent=custom-agent&employees=10&cost=50000&hours=40&automation=80' });
    expect(field('Employees doing this work').value).toBe('10');
    expect(field('Annual cost per employee').value).toBe('50000');
    expect(field('Team hours per week on the task').value).toBe('40');
    expect(field('Automation potential').value).toBe('80');
    expect((screen.getByRole('radio', { name: /Custom Agent/ }) as HTMLInputElement).checked).toBe(true);
  });
});
