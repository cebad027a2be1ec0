// @vitest-environment jsdom
// The one icon-card grid of the site: each card an article with its icon hidden from assistive technology, a
// level-3 title, its paragraph, what the page adds, and the optional foot link.
import { screen, within } from '@testing-library/react';
import { Bot, Mail } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconCard, IconCardGrid } from '../../../src/ui/components/IconCardGrid';
import { renderWithProviders } from '../renderWithProviders';

describe('IconCardGrid', () => {
  it('shows one card per item, in order, each with its title and text', () => {
    renderWithProviders(
      <IconCardGrid
        items={[
          { icon: Bot, title: 'Managed agents', text: 'Built and run for you.' },
          { icon: Mail, title: 'Email', text: 'We reply within a day.', link: { to: '/company/contact', label: 'Write to us' } },
        ]}
      />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Managed agents', 'Email']);
    expect(within(cards[0] as HTMLElement).getByText('Built and run for you.')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/company/contact');
  });

  it('hides the icon from assistive technology and draws it at the size asked', () => {
    const { container } = renderWithProviders(<IconCardGrid iconSize={24} items={[{ icon: Bot, title: 'Agents', text: 'Text.' }]} />);
    const badge = container.querySelector('[aria-hidden="true"]');
    expect(badge?.querySelector('svg')?.getAttribute('width')).toBe('24');
  });

  it('puts what a page adds after the paragraph, and a linked title inside the heading', () => {
    renderWithProviders(
      <IconCard icon={Bot} title={<a href="/pricing">Pricing</a>} text="Build a quote.">
        <ul aria-label="Points">
          <li>One</li>
        </ul>
      </IconCard>,
    );
    expect(within(screen.getByRole('heading', { level: 3 })).getByRole('link', { name: 'Pricing' })).toBeTruthy();
    const paragraph = screen.getByText('Build a quote.');
    expect(paragraph.compareDocumentPosition(screen.getByRole('list', { name: 'Points' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
