// @vitest-environment jsdom
// What the browser keeps of a visitor's input in the prerendered page before the app runs (a checked radio or box,
// typed text) is adopted by the component as it hydrates: its state, and everything it shows, agrees with the page.
import createCache from '@emotion/cache';
import { act, fireEvent } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../src/application/AppServices';
import { createMachineWiring } from '../../../src/composition/machineWiring';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import { AppProviders } from '../../../src/ui/app/AppProviders';
import { ContactForm } from '../../../src/ui/components/forms/ContactForm';
import { PricingCalculator } from '../../../src/ui/pages/pricing/PricingCalculator';
import { fakeServices } from '../renderWithProviders';

afterEach(() => {
  document.body.innerHTML = '';
});

const app = (element: ReactElement, services: AppServices) => (
  <AppProviders cache={createCache({ key: 'adopt' })} config={defaultSiteConfig} services={services} machines={createMachineWiring(services)}>
    <RouterProvider router={createMemoryRouter([{ path: '/', element }, { path: '*', element: <p>Other page</p> }], { initialEntries: ['/'] })} />
  </AppProviders>
);

/** Prerenders, lets the visitor act on the served HTML (`before`), then hydrates as the browser entry does. */
const prerenderActHydrate = async (
  element: ReactElement,
  before: (page: HTMLElement) => void,
  services = fakeServices(),
) => {
  const page = document.createElement('div');
  page.innerHTML = renderToString(app(element, services));
  document.body.append(page);
  before(page);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(page, app(element, services), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { page, services, recoverable };
};

const input = (page: HTMLElement, selector: string) => page.querySelector<HTMLInputElement>(selector)!;

describe('adopting the prerendered page’s values as the app starts', () => {
  it('prices annual billing chosen before the start: $135/month and $1,620/year beside the checked Annual', async () => {
    const { page, recoverable } = await prerenderActHydrate(<PricingCalculator />, (served) => {
      input(served, 'input[name="pricing-billing"][value="annual"]').checked = true;
    });
    expect(page.querySelector('[data-testid="pricing-monthly-total"]')?.textContent).toBe('$135/month');
    expect(page.querySelector('[data-testid="pricing-annual-total"]')?.textContent).toBe('$1,620/year');
    expect(input(page, 'input[name="pricing-billing"][value="annual"]').checked).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it('prices the users typed and the model ticked before the start', async () => {
    const { page } = await prerenderActHydrate(<PricingCalculator />, (served) => {
      input(served, '#pricing-users').value = '10';
      input(served, 'input[name="pricing-models"][value="claude"]').checked = true;
    });
    expect(page.querySelector('[data-testid="pricing-monthly-total"]')?.textContent).toBe('$350/month');
    expect(input(page, '#pricing-users').value).toBe('10');
  });

  it('sends a contact form filled in before the start with the values it shows, on the first press', async () => {
    const submit = vi.fn(async () => true);
    const { page } = await prerenderActHydrate(
      <ContactForm form="contact" />,
      (served) => {
        input(served, 'input[name="name"]').value = 'Grace Hopper';
        input(served, 'input[name="email"]').value = 'grace@example.com';
        served.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'We would like agents for our service desk.';
        input(served, 'input[name="agreeToTerms"]').checked = true;
      },
      fakeServices({ formService: { submit } }),
    );
    await act(async () => {
      fireEvent.submit(page.querySelector('form')!);
    });
    expect(page.querySelector('[role="alert"]')).toBeNull();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith('contact', expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', message: 'We would like agents for our service desk.', agreeToTerms: 'true' }));
  });
});
