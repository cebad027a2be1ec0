// @vitest-environment jsdom
// /security, the trust centre (SEC-2): the specification's heading and paragraph, the four figures, and every fact of
// src/domain/security/trustFacts.ts with a link to the clause it comes from; its structured data lists the same facts.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRUST_FACTS, TRUST_FIGURES, TRUST_GROUPS, trustSourcePath } from '../../../src/domain/security/trustFacts';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';
import SecurityPage from '../../../src/ui/pages/security/SecurityPage';
import { renderWithProviders } from '../renderWithProviders';

beforeAll(async () => {
  await preloadDeferredParts();
});

describe('the security page', () => {
  it('keeps the heading and the paragraph naming data, AI models and intellectual property', () => {
    renderWithProviders(<SecurityPage />, { path: '/security' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enterprise-Grade Security Protocols');
    expect(screen.getByText(/protect your data, your AI models and your intellectual property/)).toBeTruthy();
  });

  it('leads with the recovery, incident and export figures of the Terms', () => {
    renderWithProviders(<SecurityPage />, { path: '/security' });
    const figures = screen.getByRole('heading', { name: 'Our commitments in figures' }).nextElementSibling as HTMLElement;
    expect([...figures.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['4 h', '24 h', '2 h', '30 days']);
    expect(TRUST_FIGURES).toHaveLength(4);
  });

  it('states every fact under its group, each with a link to the clause it comes from', () => {
    renderWithProviders(<SecurityPage />, { path: '/security' });
    for (const group of TRUST_GROUPS) {
      const section = screen.getByRole('region', { name: group.title });
      for (const fact of group.facts) {
        const item = within(section).getByRole('heading', { level: 3, name: fact.title }).closest('li') as HTMLElement;
        expect(item.textContent).toContain(fact.text);
        expect(within(item).getByRole('link', { name: fact.source.label }).getAttribute('href')).toBe(trustSourcePath(fact.source));
      }
    }
  });

  it('names SOC 2 as a framework followed, never as a certificate or audit', () => {
    const { container } = renderWithProviders(<SecurityPage />, { path: '/security' });
    expect(container.textContent).toContain('follows the SOC 2 framework');
    expect(container.textContent).not.toMatch(/certified|certificate|audited|Type II|ISO 27001/i);
  });

  it('lists the same facts in its structured data', () => {
    renderWithProviders(<SecurityPage />, { path: '/security' });
    const lists = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; itemListElement?: { name: string; description: string }[] })
      .filter((node) => node['@type'] === 'ItemList');
    expect(lists).toHaveLength(1);
    expect(lists[0]?.itemListElement?.map((item) => [item.name, item.description])).toEqual(
      TRUST_FACTS.map((fact) => [fact.title, fact.text]),
    );
  });
});
