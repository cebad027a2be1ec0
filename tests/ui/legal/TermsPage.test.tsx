// @vitest-environment jsdom
// The legal pages as a visitor reads them: the terms layout (one h1, version and date, terms-page class), a table
// of contents whose links reach the sections, "Key terms at a glance" from the terms domain, safe links, the
// lifecycle diagrams as accessible figures, and the privacy policy in the same layout.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { KEY_TERMS } from '../../../src/domain/terms';
import PrivacyPage from '../../../src/ui/pages/legal/PrivacyPage';
import { PRIVACY_DOCUMENT } from '../../../src/ui/pages/legal/privacyDocument';
import { TERMS_PAGE_CLASS } from '../../../src/ui/pages/legal/TermsLayout';
import { TermsLifecycles } from '../../../src/ui/pages/legal/TermsLifecycles';
import TermsPage from '../../../src/ui/pages/legal/TermsPage';
import { TERMS_DOCUMENT } from '../../../src/ui/pages/legal/termsDocument';
import { renderTermsDiagrams } from '../../../scripts/machineDiagrams';
import { renderWithProviders } from '../renderWithProviders';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';


// Below-the-fold parts are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

describe('the Terms of Service page', () => {
  // Covers: TERMS-3
  it('shows the title from the front matter as its one h1, with version 1.2 and the date', () => {
    const { container } = renderWithProviders(<TermsPage />, { path: '/terms' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms of Service']);
    expect(screen.getByText('Version 1.2')).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2025-09-15');
    expect(container.querySelector(`.${TERMS_PAGE_CLASS}`)).not.toBeNull();
    expect(document.querySelector('title')?.textContent).toBe('Terms of Service | Threo');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://threo.ai/terms');
  });

  it('lists every section in the table of contents, each link pointing at its section', () => {
    renderWithProviders(<TermsPage />, { path: '/terms' });
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Key terms at a glance',
      ...TERMS_DOCUMENT.sections.map((section) => section.title),
      'How these terms work',
    ]);
    for (const link of links) {
      const target = document.getElementById((link.getAttribute('href') ?? '').slice(1));
      expect(target?.tagName).toBe('SECTION');
    }
    expect(TERMS_DOCUMENT.sections.length).toBeGreaterThanOrEqual(20);
  });

  it('renders "Key terms at a glance" from the terms domain', () => {
    renderWithProviders(<TermsPage />, { path: '/terms' });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(KEY_TERMS.map((term) => term.label));
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(KEY_TERMS.map((term) => term.value));
  });

  // Covers: TERMS-1
  it('renders the markdown with its section headings and site links through the router', () => {
    renderWithProviders(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 2, name: '7. Fair Use' })).toBeTruthy();
    expect(screen.getByText(/consistently exceeds the consumption of 99 percent of customers/)).toBeTruthy();
    const privacyLinks = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(privacyLinks.every((link) => link.getAttribute('href') === '/terms/privacy-policy')).toBe(true);
  });
});

describe('the lifecycle diagrams', () => {
  it('show each diagram as a named image described by its text', () => {
    renderWithProviders(
      <TermsLifecycles
        diagrams={[
          { id: 'account', title: 'Account status', svg: '<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>', description: 'Active, then suspended or terminated.' },
          { id: 'quote', title: 'Quote acceptance', svg: '<svg viewBox="0 0 10 10"></svg>', description: 'Drafted, offered, accepted.' },
        ]}
      />,
      { path: '/terms' },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How these terms work' })).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Account status' });
    expect(image.querySelector('svg')).not.toBeNull();
    expect(document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Active, then suspended or terminated.');
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('show the three diagrams generated from the Terms machines under the text of the Terms page', () => {
    renderWithProviders(<TermsPage />, { path: '/terms' });
    const section = screen.getByRole('region', { name: 'How these terms work' });
    expect(section.previousElementSibling?.tagName).toBe('SECTION');
    expect(within(section).getAllByRole('figure')).toHaveLength(3);
    for (const diagram of renderTermsDiagrams()) {
      const image = within(section).getByRole('img', { name: diagram.title });
      const svg = image.querySelector('svg');
      // The figure names and describes the drawing, so the drawing itself is hidden from assistive technology.
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.querySelectorAll('rect, path, text')).toHaveLength(diagram.svg.match(/<(rect|path|text)\b/g)?.length ?? -1);
      expect(document.getElementById(image.getAttribute('aria-describedby') ?? '')?.textContent).toBe(diagram.description);
    }
  });
});

describe('the privacy policy page', () => {
  // Covers: PRIV-1
  it('uses the same layout with its own title, contents and sections', () => {
    renderWithProviders(<PrivacyPage />, { path: '/terms/privacy-policy' });
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Privacy Policy']);
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(within(toc).getAllByRole('link')).toHaveLength(PRIVACY_DOCUMENT.sections.length);
    expect(screen.getByRole('heading', { level: 2, name: '4. Cookies and Your Consent' })).toBeTruthy();
  });
});
