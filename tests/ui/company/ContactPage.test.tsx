// @vitest-environment jsdom
// /company/contact: the contact details and the contact form driven by the form machine: the four messages beside
// their fields with focus on the first invalid one, "Sending..." while sending, the success path to
// /company/contact-success, and the failure path that keeps every value.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM_FIELDS, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../src/domain/contact';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import ContactPage from '../../../src/ui/pages/company/ContactPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

const successRoute = { path: '/company/contact-success', element: <h1>Success page</h1> };

const setup = (
  submit: (form: string, fields: Readonly<Record<string, string>>) => Promise<boolean> = async () => true,
) => {
  const user = userEvent.setup();
  const services = fakeServices({ formService: { submit: vi.fn(submit) } });
  const view = renderWithProviders(<ContactPage />, { path: '/company/contact', services, routes: [successRoute] });
  return { user, ...view };
};

const fields = () => ({
  name: screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement,
  email: screen.getByRole('textbox', { name: 'Work email' }) as HTMLInputElement,
  message: screen.getByRole('textbox', { name: 'How can we help?' }) as HTMLTextAreaElement,
  terms: screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }) as HTMLInputElement,
});

const description = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  const { name, email, message, terms } = fields();
  await user.type(name, 'Dana Whitfield');
  await user.type(email, 'dana@northwind.example');
  await user.type(message, 'We would like AI agents for our help desk.');
  await user.click(terms);
};

describe('the contact page', () => {
  // Covers: COMP-10, CONF-3
  it('shows the contact details from the site configuration', () => {
    const config = { ...defaultSiteConfig, emails: { ...defaultSiteConfig.emails, info: 'hello@example.test' } };
    renderWithProviders(<ContactPage />, { path: '/company/contact', config });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Contact us']);
    expect(screen.getByRole('link', { name: 'hello@example.test' }).getAttribute('href')).toBe('mailto:hello@example.test');
    expect(screen.getByRole('link', { name: defaultSiteConfig.emails.demo }).getAttribute('href')).toBe(`mailto:${defaultSiteConfig.emails.demo}`);
  });

  it('shows the four messages beside their fields and focuses the first invalid field', async () => {
    const { user, services } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const { name, email, message, terms } = fields();
    expect(description(name)).toBe(FORM_FIELDS.name.tooShort);
    expect(description(email)).toBe(FORM_FIELDS.email.invalid);
    expect(description(message)).toBe(FORM_FIELDS.message.tooShort);
    expect(description(terms)).toBe(FORM_FIELDS.agreeToTerms.unticked);
    for (const field of [name, email, message, terms]) expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(services.formService.submit).not.toHaveBeenCalled();
  });

  it('moves focus to the first field still invalid and clears messages as fields are fixed', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const { name, email, message } = fields();
    await user.type(name, 'Al');
    expect(description(name)).toBe('');
    await user.type(message, 'Short');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.activeElement).toBe(email);
    await user.type(email, 'al@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.activeElement).toBe(message);
    expect(description(message)).toBe(FORM_FIELDS.message.tooShort);
  });

  it('shows the maximum-length messages beside pasted values that are too long, keeping every character', async () => {
    const { user, services } = setup();
    const { name, email, message, terms } = fields();
    const longName = 'N'.repeat(NAME_MAX_LENGTH + 1);
    const longMessage = 'M'.repeat(MESSAGE_MAX_LENGTH + 1);
    await user.click(name);
    await user.paste(longName);
    await user.type(email, 'dana@northwind.example');
    await user.click(message);
    await user.paste(longMessage);
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(description(name)).toBe(FORM_FIELDS.name.tooLong);
    expect(description(message)).toBe(FORM_FIELDS.message.tooLong);
    expect(description(email)).toBe('');
    expect(document.activeElement).toBe(name);
    // Nothing is cut short: the visitor sees and can shorten what they wrote.
    expect([name.value, message.value]).toEqual([longName, longMessage]);
    expect(services.formService.submit).not.toHaveBeenCalled();
  });

  it('sends the fields with the honeypot, reads "Sending..." while sending, then toasts and lands on the success page', async () => {
    let answer: (accepted: boolean) => void = () => undefined;
    const { user, services, router } = setup(() => new Promise((resolve) => (answer = resolve)));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    expect(services.formService.submit).toHaveBeenCalledWith('contact', {
      name: 'Dana Whitfield',
      email: 'dana@northwind.example',
      message: 'We would like AI agents for our help desk.',
      agreeToTerms: 'true',
      'bot-field': '',
    });
    await act(async () => answer(true));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/company/contact-success');
    expect(services.notifier.success).toHaveBeenCalledWith('Form submitted successfully!');
    expect(services.notifier.error).not.toHaveBeenCalled();
  });

  // Covers: FORM-11
  it('keeps every value and toasts the failure when the form service refuses', async () => {
    const { user, services, router } = setup(async () => false);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const again = await screen.findByRole('button', { name: 'Send Message' });
    expect(document.activeElement).toBe(again);
    expect(services.notifier.error).toHaveBeenCalledWith('Something went wrong. Please try again.');
    expect(router.state.location.pathname).toBe('/company/contact');
    const { name, email, message, terms } = fields();
    expect([name.value, email.value, message.value, terms.checked]).toEqual([
      'Dana Whitfield',
      'dana@northwind.example',
      'We would like AI agents for our help desk.',
      true,
    ]);
  });

  // Covers: FORM-15
  it('declares the form for the static host: form-name, honeypot and a native fallback to the success page', () => {
    const { container } = setup();
    const form = container.querySelector('form[name="contact"]') as HTMLFormElement;
    expect(form.getAttribute('data-netlify-honeypot')).toBe('bot-field');
    expect(form.getAttribute('action')).toBe('/company/contact-success');
    expect((form.querySelector('input[name="form-name"]') as HTMLInputElement).value).toBe('contact');
    expect((form.querySelector('input[name="bot-field"]') as HTMLInputElement).closest('[hidden]')).not.toBeNull();
  });
});
