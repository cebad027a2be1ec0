// The one stacking rule for everything fixed to the viewport, so that no overlay covers another. Two parts:
//
// 1. Layers, bottom to top (LAYER): the page; the bottom dock; toasts; the header with its dropdowns and mobile
//    menu; the page-loading bar; modal dialogs; the skip link and the start-up spinner. What the visitor opens (a
//    menu, the screenshot viewer) covers what the site announces (toasts, banners); a modal dialog covers all of it.
// 2. Bands: overlays that are not modal never overlap. The header and its menu take the top of the viewport; toasts
//    sit under the header at the right, inside the band an open menu covers whole; the bottom dock takes the foot,
//    where its banners stack instead of overlapping: the consent banner at the very bottom (where the prerendered
//    copy is painted before the app starts, so it never moves), the mobile demo banner directly above it. The menu
//    ends where the dock begins. Each docked banner publishes the height it takes as a custom property on <html>
//    (useDockSlot), which the banners above it and the menu read in CSS.
import { useLayoutEffect, type RefObject } from 'react';

export const LAYER = {
  /** The particle canvas behind everything. */
  backdrop: 0,
  /** The page's own content and footer, above the canvas. */
  page: 1,
  /** Bottom-docked banners: the consent banner and the mobile demo banner. */
  dock: 40,
  /** Toasts: above the page and the dock, below the header so an open menu covers them whole. */
  toasts: 45,
  /** The fixed header with its dropdowns and the mobile menu. */
  header: 50,
  /** The page-loading bar under the header. */
  progress: 60,
  /** Modal dialogs (the screenshot viewer): scrim and content, over everything above. */
  dialog: 80,
  /** The skip link when focused, and the start-up spinner (index.html, which holds a copy of this number). */
  skipLink: 100,
  startup: 100,
} as const;

/** The banners of the bottom dock, from the bottom edge up. */
export const DOCK_SLOTS = ['consent', 'demo'] as const;
export type DockSlot = (typeof DOCK_SLOTS)[number];

/** The custom property through which a docked banner tells the others how much of the viewport's foot it takes. */
export const dockHeightProperty = (slot: DockSlot): string => `--dock-${slot}`;

const heightOf = (slot: DockSlot): string => `var(${dockHeightProperty(slot)}, 0px)`;

/** A docked banner's `bottom`: the heights of the banners below it. */
export const dockOffset = (slot: DockSlot): string => {
  const below = DOCK_SLOTS.slice(0, DOCK_SLOTS.indexOf(slot)).map(heightOf);
  return below.length === 0 ? '0px' : `calc(${below.join(' + ')})`;
};

/** The height of the whole dock, for what must end above it (the mobile menu). */
export const dockHeight = `calc(${DOCK_SLOTS.map(heightOf).join(' + ')})`;

/**
 * Publishes the height a docked banner takes while it is mounted: its own height plus, as a gap above it, the
 * distance it keeps from the edge below (the consent card floats 8 or 16 px up; the demo bar sits flush).
 */
export const useDockSlot = (slot: DockSlot, element: RefObject<HTMLElement | null>, active = true): void => {
  useLayoutEffect(() => {
    const target = element.current;
    if (!active || !target) return undefined;
    const root = document.documentElement;
    const publish = () => {
      const gap = parseFloat(getComputedStyle(target).marginBottom) || 0;
      const height = target.offsetHeight === 0 ? 0 : target.offsetHeight + 2 * gap;
      root.style.setProperty(dockHeightProperty(slot), `${height}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(target);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(dockHeightProperty(slot));
    };
  }, [slot, element, active]);
};
