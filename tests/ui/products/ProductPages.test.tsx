// @vitest-environment jsdom
// The product pages: their buttons and targets, the image viewer (open, Escape, close button, focus back to the
// screenshot), the broken-image fallback with the catalogue's toasts, and the Product structured data.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import ThreoAiPage from '../../../src/ui/pages/products/ThreoAiPage';
import ThreoBuilderPage from '../../../src/ui/pages/products/ThreoBuilderPage';
import { DEFAULT_SCREENSHOT, THREOAI_SCREENSHOTS } from '../../../src/ui/pages/products/screenshots';
import { fakeServices, renderWithProviders } from '../renderWithProviders';
import { preloadDeferredParts } from '../../../src/ui/app/lazyPage';


// Below-the-fold parts are loaded first, as the prerenderer does, so the page renders complete.
beforeAll(async () => {
  await preloadDeferredParts();
});

const hrefOf = (name: string): string | null => screen.getAllByRole('link', { name })[0]?.getAttribute('href') ?? null;

const jsonLdNodes = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>);

const screenshotButton = (index: number) => {
  const buttons = screen.getAllByRole('button', { name: /^Enlarge: |^Image preview unavailable/ });
  const button = buttons[index];
  if (!button) throw new Error(`no screenshot button ${index}`);
  return button;
};

describe('the ThreoAI page', () => {
  // Covers: PROD-3
  it('sends Request a Demo to the demo page, See How It Works to it with the recorded demos offered, and View Pricing to pricing', () => {
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    expect(hrefOf('Request a Demo')).toBe('/company/demo');
    expect(hrefOf('See How It Works')).toBe('/company/demo?intent=tour');
    expect(hrefOf('View Pricing')).toBe('/pricing');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows every screenshot with its width and height', () => {
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    const images = screen.getAllByRole('img').filter((image) => image.tagName === 'IMG');
    expect(images).toHaveLength(THREOAI_SCREENSHOTS.length);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('1280');
      expect(image.getAttribute('height')).toBe('800');
    }
  });

  // Covers: PROD-5, PROD-7
  it('opens a screenshot in a dialog and closes it with Escape, returning focus to the screenshot', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    const shot = THREOAI_SCREENSHOTS[1];
    if (!shot) throw new Error('needs two screenshots');
    await user.click(screenshotButton(1));
    const dialog = await screen.findByRole('dialog', { name: shot.caption });
    expect(within(dialog).getByRole('img', { name: shot.alt }).getAttribute('src')).toBe(shot.src);
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screenshotButton(1)));
  });

  // Covers: PROD-7
  it('closes the viewer with its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    await user.click(screenshotButton(0));
    await user.click(await screen.findByRole('button', { name: 'Close image preview' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screenshotButton(0)));
  });

  it('closes the bottom sheet when it is swiped down by its handle, and not on a short drag', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    await user.click(screenshotButton(0));
    const dialog = await screen.findByRole('dialog');
    const grip = dialog.querySelector('[data-sheet-grip]');
    if (!grip) throw new Error('the sheet has no grip to swipe');
    fireEvent.pointerDown(grip, { pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(grip, { pointerId: 1, clientY: 130 });
    fireEvent.pointerUp(grip, { pointerId: 1, clientY: 130 });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.pointerDown(grip, { pointerId: 1, clientY: 100 });
    fireEvent.pointerMove(grip, { pointerId: 1, clientY: 260 });
    fireEvent.pointerUp(grip, { pointerId: 1, clientY: 260 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // Covers: PROD-8
  it('replaces a screenshot that fails to load with the default screenshot and says so once', () => {
    const services = fakeServices();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai', services });
    const broken = screen.getAllByRole('img')[2] as HTMLImageElement;
    fireEvent.error(broken);
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images[2]?.getAttribute('src')).toBe(DEFAULT_SCREENSHOT.src);
    fireEvent.error(images[1] as HTMLImageElement);
    expect(services.notifier.error).toHaveBeenCalledTimes(1);
    expect(services.notifier.error).toHaveBeenCalledWith('Failed to load an image. Please try refreshing the page.');
    expect(services.logger.warn).toHaveBeenCalledTimes(2);
  });

  // Covers: RES-9
  it('says "Image preview unavailable" when the default screenshot fails too, and "Failed to open image preview" on opening it', async () => {
    const user = userEvent.setup();
    const services = fakeServices();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai', services });
    fireEvent.error(screen.getAllByRole('img')[1] as HTMLImageElement);
    fireEvent.error(screen.getAllByRole('img')[1] as HTMLImageElement);
    const unavailable = screen.getByRole('button', { name: /^Image preview unavailable/ });
    await user.click(unavailable);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(services.notifier.error).toHaveBeenLastCalledWith('Failed to open image preview');
  });

  it('falls back inside the viewer when the enlarged image fails to load', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    await user.click(screenshotButton(2));
    const dialog = await screen.findByRole('dialog');
    fireEvent.error(within(dialog).getByRole('img'));
    expect(within(screen.getByRole('dialog')).getByRole('img').getAttribute('src')).toBe(DEFAULT_SCREENSHOT.src);
  });

  it('describes ThreoAI as a Product offered at the per-user plan prices', () => {
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    const product = jsonLdNodes().find((node) => node['@type'] === 'Product') as { name: string; offers: { lowPrice: number; highPrice: number } };
    expect(product.name).toBe('ThreoAI');
    expect(product.offers).toMatchObject({ lowPrice: 30, highPrice: 40, priceCurrency: 'USD' });
  });
});

describe('the ThreoBuilder page', () => {
  // Covers: PROD-4
  it('sends Start Building and Sign Up Free to the demo page’s signup form, Request Demo to the demo page, and View Pricing to pricing', () => {
    renderWithProviders(<ThreoBuilderPage />, { path: '/products/threobuilder' });
    expect(hrefOf('Start Building')).toBe('/company/demo?intent=signup#request-callback');
    expect(hrefOf('Sign Up Free')).toBe('/company/demo?intent=signup#request-callback');
    expect(hrefOf('Request Demo')).toBe('/company/demo');
    expect(hrefOf('View Pricing')).toBe('/pricing');
  });

  it('lists ThreoBuilder at 499 USD in its Product data without showing the price', () => {
    renderWithProviders(<ThreoBuilderPage />, { path: '/products/threobuilder' });
    const product = jsonLdNodes().find((node) => node['@type'] === 'Product') as { name: string; offers: { price: number; priceCurrency: string } };
    expect(product.name).toBe('ThreoBuilder');
    expect(product.offers.price).toBe(499);
    expect(product.offers.priceCurrency).toBe('USD');
    const visibleText = [...document.body.querySelectorAll('*')]
      .filter((element) => element.tagName !== 'SCRIPT' && element.children.length === 0)
      .map((element) => element.textContent)
      .join(' ');
    expect(visibleText).toContain('ThreoBuilder');
    expect(visibleText).not.toContain('499');
  });

  // Covers: PROD-5
  it('opens its screenshots in the same viewer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreoBuilderPage />, { path: '/products/threobuilder' });
    await user.click(screenshotButton(0));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('what the product pages say', () => {
  it('shows ThreoAI as a branded, multi-tenant portal with models, analytics, ITSM, retrieval memory and security [PROD-1]', () => {
    renderWithProviders(<ThreoAiPage />, { path: '/products/threoai' });
    for (const feature of ['Branded and multi-tenant', 'Your choice of language models', 'Analytics that show the value', 'ITSM integration', 'Retrieval-based memory', 'Enterprise security']) {
      expect(screen.getByRole('heading', { name: feature })).toBeTruthy();
    }
  });

  it('shows ThreoBuilder as a no-code builder with workflow and deep-learning editors, documents and developer extensions [PROD-2]', () => {
    renderWithProviders(<ThreoBuilderPage />, { path: '/products/threobuilder' });
    expect(screen.getAllByText(/no-code/i).length).toBeGreaterThan(0);
    for (const feature of ['Visual workflow editor', 'Deep-learning editor', 'Document connection', 'Developer extensions']) {
      expect(screen.getByRole('heading', { name: feature })).toBeTruthy();
    }
  });
});
