// @vitest-environment jsdom
// The particle canvas on the page: it reads the theme's three particle colours (brand, accent, highlight) and draws
// in them; under prefers-reduced-motion it draws one still frame and asks for no animation frame at all, and it
// starts animating when the visitor allows motion again.
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParticleBackground, readParticlePalette } from '../../../src/ui/components/particles/ParticleBackground';
import { lightPalette } from '../../../src/ui/theme/tokens';
import { canvasLog, fakeCanvasContext } from './support/fakeCanvasContext';

let canvas = canvasLog();
let reduce = true;
const listeners = new Set<() => void>();

describe('the particle background', () => {
  let frames: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    canvas = canvasLog();
    reduce = true;
    listeners.clear();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeCanvasContext(canvas).ctx as unknown as CanvasRenderingContext2D);
    frames = vi.fn(() => 1);
    vi.stubGlobal('requestAnimationFrame', frames);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query.includes('reduce') && reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    document.documentElement.style.setProperty('--c-particle', '10, 20, 30');
    document.documentElement.style.setProperty('--c-particle-accent', '40, 50, 60');
    document.documentElement.style.setProperty('--c-particle-highlight', '70, 80, 90');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('style');
  });

  it('reads the three particle colours of the theme, the light theme’s where one is missing', () => {
    expect(readParticlePalette(document.documentElement)).toEqual(['10, 20, 30', '40, 50, 60', '70, 80, 90']);
    document.documentElement.style.removeProperty('--c-particle-highlight');
    expect(readParticlePalette(document.documentElement)[2]).toBe(lightPalette.particleHighlight);
  });

  it('draws a still frame in the theme’s colours and asks for no animation frame under reduced motion', async () => {
    render(<ParticleBackground />);
    await waitFor(() => expect(canvas.fillStyles.length).toBeGreaterThan(0));
    const colours = new Set(canvas.fillStyles.map((style) => /^rgba\((\d+, \d+, \d+),/.exec(style)?.[1]));
    expect([...colours].every((colour) => ['10, 20, 30', '40, 50, 60', '70, 80, 90'].includes(colour ?? ''))).toBe(true);
    expect(colours.has('10, 20, 30')).toBe(true);
    expect(frames).not.toHaveBeenCalled();
  });

  it('starts animating when the visitor allows motion again', async () => {
    render(<ParticleBackground />);
    await waitFor(() => expect(listeners.size).toBeGreaterThan(0));
    expect(frames).not.toHaveBeenCalled();
    reduce = false;
    listeners.forEach((listener) => listener());
    expect(frames).toHaveBeenCalled();
  });
});
