// @vitest-environment jsdom
// /support: the two support cards, the eight FAQ entries of the domain with the plan limits and security claims,
// the support email link and the FAQPage structured data matching the questions on the page.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUPPORT_CARDS, SUPPORT_FAQ } from '../../../src/domain/support/supportFaq';
import { defaultSiteConfig } from '../../../src/domain/site/siteConfig';
import SupportPage from '../../../src/ui/pages/support/SupportPage';
import { renderWithProviders } from '../renderWithProviders';

const config = { ...defaultSiteConfig, emails: { ...defaultSiteConfig.emails, support: 'help@example.test' }, documentationUrl: 'https://docs.example.test' };

const jsonLd = (): Record<string, unknown>[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>);

describe('the support page', () => {
  it('shows the two support cards with the support address and the documentation', () => {
    renderWithProviders(<SupportPage />, { path: '/support', config });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Support']);
    expect(SUPPORT_CARDS).toHaveLength(2);
    for (const card of SUPPORT_CARDS) expect(screen.getByRole('heading', { level: 3, name: card.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@example.test' }).getAttribute('href')).toBe('mailto:help@example.test');
    const docs = screen.getByRole('link', { name: /Open the documentation/ });
    expect(docs.getAttribute('href')).toBe('https://docs.example.test');
    expect(docs.getAttribute('target')).toBe('_blank');
  });

  it('lists the eight FAQ entries, each answer opening under its question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { path: '/support', config });
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).closest('section') as HTMLElement;
    const questions = within(faq).getAllByRole('heading', { level: 3 });
    expect(questions.map((q) => q.textContent)).toEqual(SUPPORT_FAQ.map((entry) => entry.question));
    expect(questions).toHaveLength(8);
    const first = questions[0]?.closest('details') as HTMLDetailsElement;
    expect(first.open).toBe(false);
    await user.click(questions[0] as HTMLElement);
    expect(first.open).toBe(true);
  });

  it('states the plan limits and the security claims', () => {
    renderWithProviders(<SupportPage />, { path: '/support', config });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Team includes 1 model, Business up to 4, and Enterprise unlimited');
    expect(text).toContain('Zero data retention is the default');
    for (const claim of ['SOC 2', 'HIPAA', 'GDPR']) expect(text).toContain(claim);
  });

  it('describes the FAQ as FAQPage structured data with the questions and answers shown', () => {
    renderWithProviders(<SupportPage />, { path: '/support', config });
    const faqPage = jsonLd().find((node) => node['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[]; url: string };
    expect(faqPage.url).toBe(`${defaultSiteConfig.siteUrl}/support`);
    expect(faqPage.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      SUPPORT_FAQ.map((entry) => [entry.question, entry.answer]),
    );
  });

  it('offers the support email again under the FAQ', () => {
    renderWithProviders(<SupportPage />, { path: '/support', config });
    expect(screen.getByRole('link', { name: 'Email help@example.test' }).getAttribute('href')).toBe('mailto:help@example.test');
  });
});
