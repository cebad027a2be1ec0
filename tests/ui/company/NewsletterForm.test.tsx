// @vitest-environment jsdom
// The newsletter form (FORM-16): the contact form's email rule, sent as form `newsletter`, with the
// contact form's toasts, and a thank-you in place.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM_FIELDS } from '../../../src/domain/contact';
import { NewsletterForm } from '../../../src/ui/components/forms/NewsletterForm';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const setup = (accepted: boolean) => {
  const user = userEvent.setup();
  const services = fakeServices({ formService: { submit: vi.fn(async () => accepted) } });
  const view = renderWithProviders(<NewsletterForm />, { path: '/resources', services });
  const email = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
  return { user, email, ...view };
};

describe('the newsletter form', () => {
  it('refuses an invalid address with the email message beside the field, and sends nothing', async () => {
    const { user, email, services } = setup(true);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(FORM_FIELDS.email.invalid);
    expect(document.activeElement).toBe(email);
    expect(services.formService.submit).not.toHaveBeenCalled();
  });

  it('sends the address as form newsletter with the honeypot, toasts success and thanks in place', async () => {
    const { user, email, services, router } = setup(true);
    await user.type(email, '  reader@alder.example ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(services.formService.submit).toHaveBeenCalledWith('newsletter', { email: 'reader@alder.example', 'bot-field': '' });
    expect(await screen.findByText(/Thanks for subscribing/)).toBeTruthy();
    expect(services.notifier.success).toHaveBeenCalledWith('Form submitted successfully!');
    expect(email.value).toBe('');
    expect(router.state.location.pathname).toBe('/resources');
  });

  it('keeps the address and toasts the failure when the form service refuses', async () => {
    const { user, email, services } = setup(false);
    await user.type(email, 'reader@alder.example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(services.notifier.error).toHaveBeenCalledWith('Something went wrong. Please try again.');
    expect(email.value).toBe('reader@alder.example');
    expect(screen.queryByText(/Thanks for subscribing/)).toBeNull();
  });
});
