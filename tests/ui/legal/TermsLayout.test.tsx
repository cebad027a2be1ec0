// @vitest-environment jsdom
// The legal pages' layout: what it takes (title, description, url, canonical, keywords, schema, showSidebar,
// termsPage) and what it draws with them.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_PAGE_CLASS, TermsLayout } from '../../../src/ui/pages/legal/TermsLayout';
import { renderWithProviders } from '../renderWithProviders';

const head = (selector: string, attribute: string) => document.head.querySelector(selector)?.getAttribute(attribute);

describe('the legal layout', () => {
  it('takes the title, description, url, canonical, keywords, schema, showSidebar and termsPage inputs [TERMS-3, TERMS-4]', () => {
    const { container } = renderWithProviders(
      <TermsLayout
        title="Some Terms"
        description="What the terms say."
        url="/terms/draft"
        canonical="/terms"
        keywords={['terms', 'legal']}
        schema={[{ '@type': 'Thing', name: 'Marker schema' }]}
        showSidebar
        termsPage
        sidebar={<p>Contents</p>}
      >
        <p>Body</p>
      </TermsLayout>,
      { path: '/terms/draft' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Some Terms');
    expect(screen.getByText('What the terms say.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Table of contents' }).textContent).toContain('Contents');
    expect(container.querySelector(`.${TERMS_PAGE_CLASS}`)).not.toBeNull();
    expect(head('link[rel="canonical"]', 'href')).toMatch(/\/terms$/);
    expect(head('meta[name="keywords"]', 'content')).toBe('terms, legal');
    expect([...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join('')).toContain('Marker schema');
  });

  it('leaves out the sidebar and the terms class when not asked for them [TERMS-4]', () => {
    const { container } = renderWithProviders(
      <TermsLayout title="Plain" description="No sidebar." url="/terms/plain" sidebar={<p>Contents</p>}>
        <p>Body</p>
      </TermsLayout>,
      { path: '/terms/plain' },
    );
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).toBeNull();
    expect(container.querySelector(`.${TERMS_PAGE_CLASS}`)).toBeNull();
  });
});
