// @vitest-environment jsdom
// The workflow-automation page's error containers: a section that throws while rendering is logged through the
// Logger port and replaced by a small inline notice, and the rest of the page still renders.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SECTION_ERROR_NOTICE } from '../../../src/application/messages/errorCatalogue';
import { SectionErrorBoundary } from '../../../src/ui/components/SectionErrorBoundary';
import WorkflowAutomationPage from '../../../src/ui/pages/solutions/WorkflowAutomationPage';
import { fakeServices, renderWithProviders } from '../renderWithProviders';

vi.mock('../../../src/ui/pages/solutions/successStories.content', () => ({
  SUCCESS_STORIES: new Proxy(
    {},
    {
      get: () => {
        throw new Error('story data unavailable');
      },
    },
  ),
}));

const Broken = (): never => {
  throw new Error('section exploded');
};

describe('the section error container', () => {
  // Covers: SOL-6
  it('logs the error with the section name and shows the inline notice', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = fakeServices();
    renderWithProviders(
      <>
        <SectionErrorBoundary section="demo section">
          <Broken />
        </SectionErrorBoundary>
        <p>Still here</p>
      </>,
      { services },
    );
    expect(screen.getByRole('status').textContent).toBe(SECTION_ERROR_NOTICE);
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(services.logger.error).toHaveBeenCalledWith('A page section failed to render', expect.objectContaining({ section: 'demo section', message: 'section exploded' }));
  });
});

describe('the workflow-automation page', () => {
  // Covers: SOL-6
  it('keeps its other sections when the success stories fail to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const services = fakeServices();
    renderWithProviders(<WorkflowAutomationPage />, { path: '/solutions/workflow-automation', services });
    expect(screen.getByRole('status').textContent).toBe(SECTION_ERROR_NOTICE);
    expect(screen.getByRole('heading', { level: 2, name: 'Processes that run themselves, step by step' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Use case: from inbox to ERP' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Which process would you hand over first?' })).toBeTruthy();
    expect(services.logger.error).toHaveBeenCalledWith(
      'A page section failed to render',
      expect.objectContaining({ section: '/solutions/workflow-automation success stories', message: 'story data unavailable' }),
    );
  });
});
