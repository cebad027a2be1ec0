// @vitest-environment jsdom
// The "near viewport" gate: the placeholder until the visitor comes within a viewport of the part, then the part
// (through Suspense while its code loads); without IntersectionObserver the part mounts at once.
import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, NearViewport } from '../../../src/ui/pages/home/NearViewport';
import { installIntersectionObserver, type FakeIntersection } from './support/browserStubs';

let browser: FakeIntersection | undefined;
afterEach(() => browser?.restore());

describe('NearViewport', () => {
  it('shows the placeholder until the part comes near, then the part', async () => {
    browser = installIntersectionObserver();
    render(
      <NearViewport placeholder={<p>Placeholder</p>}>
        <p>Heavy part</p>
      </NearViewport>,
    );
    expect(screen.getByText('Placeholder')).toBeTruthy();
    expect(screen.queryByText('Heavy part')).toBeNull();
    expect(browser.observed()).toBe(1);
    act(() => browser?.comeNear());
    expect(screen.getByText('Heavy part')).toBeTruthy();
    expect(screen.queryByText('Placeholder')).toBeNull();
  });

  it('watches one viewport ahead of the visible area', () => {
    expect(NEAR_VIEWPORT_MARGIN).toBe('100% 0px 100% 0px');
  });

  it('keeps the placeholder while a lazy part loads', async () => {
    browser = installIntersectionObserver();
    let finish: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Lazy = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (finish = resolve)));
    render(
      <NearViewport placeholder={<p>Placeholder</p>}>
        <Lazy />
      </NearViewport>,
    );
    act(() => browser?.comeNear());
    expect(screen.getByText('Placeholder')).toBeTruthy();
    await act(async () => finish({ default: () => <p>Loaded part</p> }));
    expect(await screen.findByText('Loaded part')).toBeTruthy();
  });

  it('mounts the part at once where IntersectionObserver does not exist', () => {
    render(
      <NearViewport placeholder={<p>Placeholder</p>}>
        <p>Heavy part</p>
      </NearViewport>,
    );
    expect(screen.getByText('Heavy part')).toBeTruthy();
  });
});
