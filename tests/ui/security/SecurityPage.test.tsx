// @vitest-environment jsdom
// /security is exactly what SEC-2 asks: the heading and one paragraph about protecting data, AI models and
// intellectual property, nothing further.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SecurityPage from '../../../src/ui/pages/security/SecurityPage';
import { renderWithProviders } from '../renderWithProviders';

describe('the security page', () => {
  it('has the heading and a single paragraph naming data, AI models and intellectual property', () => {
    const { container } = renderWithProviders(<SecurityPage />, { path: '/security' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Enterprise-Grade Security Protocols');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]?.textContent).toMatch(/protect your data, your AI models and your intellectual property/);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
