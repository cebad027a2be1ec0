// @vitest-environment jsdom
// The pricing calculator as a visitor uses it: defaults, each control, the enterprise lock, the annual switch,
// agent quantities, extra models and the polite announcement of the total. Expected figures are the spec's own
// (PRICE-2, PRICE-8, PRICE-11, PRICE-12, PRICE-13, PRICE-14, PRICE-15, PRICE-19, PRICE-20, PRICE-21, PRICE-22).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PricingCalculator } from '../../../src/ui/pages/pricing/PricingCalculator';
import { renderWithProviders } from '../renderWithProviders';

const valueOf = (element: HTMLElement): string => (element as HTMLInputElement).value;
const isChecked = (element: HTMLElement): boolean => (element as HTMLInputElement).checked;
const isDisabled = (element: HTMLElement): boolean => (element as HTMLInputElement).disabled || element.closest('fieldset:disabled') !== null;

const setup = () => {
  const user = userEvent.setup();
  renderWithProviders(<PricingCalculator />, { path: '/pricing' });
  return { user };
};

const monthlyTotal = () => screen.getByTestId('pricing-monthly-total').textContent;
const annualTotal = () => screen.getByTestId('pricing-annual-total').textContent;
const usersInput = () => screen.getByRole('spinbutton', { name: 'Users' });
const status = () => screen.getByRole('status');

describe('the pricing calculator', () => {
  // Below 1024 px the estimate sits under the five steps: the running total travels with them (sticky, styles).
  it('keeps a running total beside the steps, updated as they change, with a link down to the estimate', async () => {
    const { user } = setup();
    const bar = screen.getByRole('region', { name: 'Running total' });
    expect(bar.textContent).toContain('$150/month');
    await user.click(screen.getByRole('button', { name: 'Add one user' }));
    expect(bar.textContent).toContain('$180/month');
    expect(within(bar).getByRole('link', { name: /See estimate/ }).getAttribute('href')).toBe('#pricing-summary-title');
  });

  it('opens on the Team plan, monthly, 5 users, GPT on Azure and no agents', () => {
    setup();
    expect(isChecked(screen.getByRole('radio', { name: /^Team/ }))).toBe(true);
    expect(isChecked(screen.getByRole('radio', { name: /^Monthly/ }))).toBe(true);
    expect(valueOf(usersInput())).toBe('5');
    expect(isChecked(screen.getByRole('checkbox', { name: 'GPT on Azure (zero data retention)' }))).toBe(true);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
    expect(valueOf(screen.getByRole('spinbutton', { name: 'HR Agent quantity' }))).toBe('0');
    expect(monthlyTotal()).toBe('$150/month');
    expect(annualTotal()).toBe('$1,800/year');
  });

  it('adds and removes users with the plus and minus buttons', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add one user' }));
    expect(valueOf(usersInput())).toBe('6');
    expect(monthlyTotal()).toBe('$180/month');
    await user.click(screen.getByRole('button', { name: 'Remove one user' }));
    await user.click(screen.getByRole('button', { name: 'Remove one user' }));
    expect(valueOf(usersInput())).toBe('4');
    expect(monthlyTotal()).toBe('$120/month');
  });

  it('disables minus at 1 user and plus at 1000 users', async () => {
    const { user } = setup();
    await user.clear(usersInput());
    await user.type(usersInput(), '1');
    expect(isDisabled(screen.getByRole('button', { name: 'Remove one user' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Add one user' }))).toBe(false);
    await user.clear(usersInput());
    await user.type(usersInput(), '1000');
    expect(valueOf(usersInput())).toBe('1000');
    expect(isDisabled(screen.getByRole('button', { name: 'Add one user' }))).toBe(true);
    expect(monthlyTotal()).toBe('$30,000/month');
  });

  it('ignores letters and out-of-range typing, and counts an emptied field as 0', async () => {
    const { user } = setup();
    await user.type(usersInput(), 'x');
    expect(valueOf(usersInput())).toBe('5');
    await user.clear(usersInput());
    await user.type(usersInput(), '2000');
    expect(valueOf(usersInput())).toBe('200');
    await user.type(usersInput(), '-');
    expect(valueOf(usersInput())).toBe('200');
    await user.clear(usersInput());
    expect(valueOf(usersInput())).toBe('');
    expect(monthlyTotal()).toBe('$0/month');
    await user.tab();
    expect(valueOf(usersInput())).toBe('0');
  });

  it('steps the users with the arrow keys', async () => {
    const { user } = setup();
    await user.click(usersInput());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(valueOf(usersInput())).toBe('7');
    await user.keyboard('{ArrowDown}');
    expect(valueOf(usersInput())).toBe('6');
  });

  it('switches to annual billing with 10% off the whole monthly total', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /^Annual/ }));
    expect(monthlyTotal()).toBe('$135/month');
    expect(annualTotal()).toBe('$1,620/year');
    expect(screen.getByText('Annual discount (10%)')).toBeTruthy();
    expect(screen.getByText('You save $180 a year with annual billing.')).toBeTruthy();
  });

  it('prices agents per month, 0 to 100 of each', async () => {
    const { user } = setup();
    const minus = screen.getByRole('button', { name: 'Remove one Web Chatbot Agent' });
    expect(isDisabled(minus)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add one Web Chatbot Agent' }));
    await user.click(screen.getByRole('button', { name: 'Add one Web Chatbot Agent' }));
    expect(isDisabled(minus)).toBe(false);
    expect(monthlyTotal()).toBe('$548/month');
    const quantity = screen.getByRole('spinbutton', { name: 'Web Chatbot Agent quantity' });
    await user.clear(quantity);
    await user.type(quantity, '100');
    expect(valueOf(quantity)).toBe('100');
    expect(isDisabled(screen.getByRole('button', { name: 'Add one Web Chatbot Agent' }))).toBe(true);
    await user.type(quantity, '1');
    expect(valueOf(quantity)).toBe('100');
    expect(monthlyTotal()).toBe('$20,050/month');
  });

  it('charges $5 per user per month for each model beyond the plan', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Claude' }));
    expect(screen.getByText('Additional AI models')).toBeTruthy();
    expect(screen.getByText('1 model × 5 users × $5')).toBeTruthy();
    expect(monthlyTotal()).toBe('$175/month');
    await user.click(screen.getByRole('radio', { name: /^Business/ }));
    expect(screen.queryByText('Additional AI models')).toBeNull();
    expect(monthlyTotal()).toBe('$200/month');
    await user.click(screen.getByRole('checkbox', { name: 'Claude' }));
    expect(isChecked(screen.getByRole('checkbox', { name: 'Claude' }))).toBe(false);
  });

  it('locks users and models on the AI Agents Only plan and prices only agents', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('radio', { name: /^Enterprise/ }));
    expect(isDisabled(usersInput())).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Add one user' }))).toBe(true);
    expect(isDisabled(screen.getByRole('checkbox', { name: 'Claude' }))).toBe(true);
    expect(screen.getByText('Select AI agents to see pricing')).toBeTruthy();
    expect(screen.queryByText(/Estimated time savings/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add one HR Agent' }));
    expect(screen.queryByText('Select AI agents to see pricing')).toBeNull();
    expect(monthlyTotal()).toBe('$699/month');
    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    expect(isDisabled(usersInput())).toBe(false);
    expect(monthlyTotal()).toBe('$849/month');
  });

  it('shows the savings estimate on paid plans: 2 hours per user per month at $50', () => {
    setup();
    const summary = screen.getByRole('region', { name: 'Your estimate' });
    expect(within(summary).getByText('About 10 hours saved a month, worth $500 a month or $6,000 a year.')).toBeTruthy();
  });

  it('announces each change of the total in a polite status region', async () => {
    const { user } = setup();
    expect(status().getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Add one user' }));
    expect(status().textContent).toContain('Monthly total: $180. Annual total: $2,160.');
    await user.click(screen.getByRole('radio', { name: /^Enterprise/ }));
    expect(status().textContent).toContain('Select AI agents to see pricing');
  });

  it('links Get Started to the demo page', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/company/demo');
  });
});

describe('the pricing calculator opened from a shared address (PRICE-23)', () => {
  it('opens on the quote the address names, as the playground links it', () => {
    renderWithProviders(<PricingCalculator />, { path: '/pricing?plan=business&billing=annual&users=12&models=gpt-azure,claude&agents=hr-agent:1' });
    expect(isChecked(screen.getByRole('radio', { name: /^Business/ }))).toBe(true);
    expect(isChecked(screen.getByRole('radio', { name: /^Annual/ }))).toBe(true);
    expect(valueOf(usersInput())).toBe('12');
    expect(isChecked(screen.getByRole('checkbox', { name: 'Claude' }))).toBe(true);
    expect(valueOf(screen.getByRole('spinbutton', { name: 'HR Agent quantity' }))).toBe('1');
    // 12 × $40 + $699 = $1,179; −10 % = $1,061.10 a month, $12,733.20 a year.
    expect(monthlyTotal()).toBe('$1,061.10/month');
    expect(annualTotal()).toBe('$12,733.20/year');
  });

  it('ignores values the calculator would not accept', () => {
    renderWithProviders(<PricingCalculator />, { path: '/pricing?plan=gold&users=5000&billing=weekly' });
    expect(isChecked(screen.getByRole('radio', { name: /^Team/ }))).toBe(true);
    expect(valueOf(usersInput())).toBe('5');
    expect(monthlyTotal()).toBe('$150/month');
  });
});
