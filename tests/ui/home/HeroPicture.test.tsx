// @vitest-environment jsdom
// The hero's chat drawing is plainly a picture: a figure with a visible caption saying it is a
// drawing, the drawing one image for assistive technology, with nothing in it that looks or acts like a chat input
// (no text box, no send button, no "Ask …" prompt), and a caption link to the home page's working playground.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO, PLAYGROUND } from '../../../src/ui/pages/home/home.content';
import { Hero } from '../../../src/ui/pages/home/sections/Hero';
import { renderWithProviders } from '../renderWithProviders';

describe('the home hero’s portal drawing', () => {
  it('is a figure captioned as a drawing, one image inside, with no chat input and no send control', async () => {
    renderWithProviders(<Hero />);
    const drawing = await screen.findByRole('img', { name: HERO.illustrationLabel });
    const figure = drawing.closest('figure');
    expect(figure).not.toBeNull();
    const caption = figure?.querySelector('figcaption');
    expect(caption?.textContent).toContain(HERO.illustrationCaption);
    const inFigure = within(figure as HTMLElement);
    expect(inFigure.queryAllByRole('textbox')).toEqual([]);
    expect(inFigure.queryAllByRole('button')).toEqual([]);
    expect(figure?.querySelector('input, textarea, [contenteditable]')).toBeNull();
    // Nothing in the drawing invites typing: no prompt such as "Ask the HR Agent…".
    expect(drawing.textContent).not.toMatch(/\bAsk\b/);
  });

  it('links from its caption to the playground section, where the working chat is', async () => {
    renderWithProviders(<Hero />);
    const link = await screen.findByRole('link', { name: HERO.playgroundLink.label });
    expect(link.closest('figcaption')).not.toBeNull();
    expect(link.getAttribute('href')).toBe(`#${PLAYGROUND.id}`);
  });
});
