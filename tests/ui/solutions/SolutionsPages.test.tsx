// @vitest-environment jsdom
// The solutions overview and its three sub-pages: cards and targets, the four-step approach, success stories,
// the use-case links to the two named case studies.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AgentsChatbotsPage from '../../../src/ui/pages/solutions/AgentsChatbotsPage';
import DocumentProcessingPage from '../../../src/ui/pages/solutions/DocumentProcessingPage';
import SolutionsPage from '../../../src/ui/pages/solutions/SolutionsPage';
import WorkflowAutomationPage from '../../../src/ui/pages/solutions/WorkflowAutomationPage';
import { renderWithProviders } from '../renderWithProviders';

const hrefs = (): readonly string[] => screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');

describe('the solutions overview', () => {
  // Covers: SOL-1
  it('links three cards to the three sub-pages', () => {
    renderWithProviders(<SolutionsPage />, { path: '/solutions' });
    const cards = screen.getByRole('region', { name: 'Three ways to put AI to work' });
    expect(within(cards).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AI Agents & Chatbots',
      'Workflow Automation',
      'Document Processing',
    ]);
    expect(within(cards).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/solutions/ai-agents-chatbots',
      '/solutions/workflow-automation',
      '/solutions/document-processing',
    ]);
  });

  // Covers: SOL-2
  it('shows the four-step implementation approach in order', () => {
    renderWithProviders(<SolutionsPage />, { path: '/solutions' });
    const approach = screen.getByRole('region', { name: 'Our implementation approach' });
    expect(within(approach).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Discovery & Assessment',
      'Solution Design',
      'Development & Testing',
      'Deployment & Training',
    ]);
  });

  // Covers: SOL-3
  it('tells two success stories and links to the case studies', () => {
    renderWithProviders(<SolutionsPage />, { path: '/solutions' });
    const stories = screen.getByRole('region', { name: 'Success stories' });
    expect(within(stories).getAllByRole('article')).toHaveLength(2);
    expect(within(stories).getByRole('link', { name: 'See all case studies' }).getAttribute('href')).toBe('/resources/case-studies');
  });
});

describe.each([
  ['AI agents and chatbots', AgentsChatbotsPage, '/solutions/ai-agents-chatbots', '/resources/case-studies/manufacturing-email-automation'],
  ['document processing', DocumentProcessingPage, '/solutions/document-processing', '/resources/case-studies/clinical-assessments-automation'],
  ['workflow automation', WorkflowAutomationPage, '/solutions/workflow-automation', '/resources/case-studies/manufacturing-email-automation'],
])('the %s page', (_name, Page, path, useCaseTarget) => {
  // Covers: SOL-4
  it('has one h1, six feature cards, a use-case example and two success stories', () => {
    renderWithProviders(<Page />, { path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const regions = screen.getAllByRole('region');
    const features = regions[0];
    if (!features) throw new Error('no feature section');
    expect(within(features).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 2, name: /^Use case:/ })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Success stories' })).getAllByRole('article')).toHaveLength(2);
  });

  // Covers: SOL-5
  it(`links its use case to ${useCaseTarget}`, () => {
    renderWithProviders(<Page />, { path });
    const useCase = screen.getByRole('region', { name: /^Use case:/ });
    expect(within(useCase).getByRole('link').getAttribute('href')).toBe(useCaseTarget);
    expect(hrefs()).toContain('/company/demo');
  });
});
