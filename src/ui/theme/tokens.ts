// The design tokens of DESIGN.md, in one place. Colours are CSS custom properties so that the theme switch
// (light, dark, system) applies before first paint without re-rendering React; components read `theme`.
import { BRAND_FAMILY, FALLBACK_FAMILY } from '../../domain/site/brandTypeface';

export const lightPalette = {
  bg: '#FFFFFF',
  surface: '#F6F7FB',
  text: '#0F172A',
  muted: '#475569',
  border: '#E2E8F0',
  brand: '#4F46E5',
  brandHover: '#4338CA',
  accent: '#7C3AED',
  highlight: '#0E7490',
  success: '#047857',
  danger: '#B91C1C',
  onBrand: '#FFFFFF',
  headerBg: 'rgba(255, 255, 255, 0.78)',
  tint: 'rgba(79, 70, 229, 0.08)',
  /** The particle network's brand, accent and highlight colours, as "r, g, b" for the canvas. */
  particle: '79, 70, 229',
  particleAccent: '124, 58, 237',
  particleHighlight: '14, 116, 144',
} as const;

export type Palette = { readonly [K in keyof typeof lightPalette]: string };

export const darkPalette: Palette = {
  bg: '#0B1020',
  surface: '#121933',
  text: '#E2E8F0',
  muted: '#94A3B8',
  border: '#1E293B',
  brand: '#818CF8',
  brandHover: '#A5B4FC',
  accent: '#A78BFA',
  highlight: '#22D3EE',
  success: '#34D399',
  danger: '#F87171',
  onBrand: '#0B1020',
  headerBg: 'rgba(11, 16, 32, 0.78)',
  tint: 'rgba(129, 140, 248, 0.12)',
  particle: '129, 140, 248',
  particleAccent: '167, 139, 250',
  particleHighlight: '34, 211, 238',
};

const cssVar = (key: string): string => `--c-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `:root { --c-bg: … }` declarations for a palette. */
export const paletteDeclarations = (palette: Palette): string =>
  Object.entries(palette)
    .map(([key, value]) => `${cssVar(key)}:${value};`)
    .join('');

const colors = Object.fromEntries(Object.keys(lightPalette).map((key) => [key, `var(${cssVar(key)})`])) as {
  readonly [K in keyof Palette]: string;
};

export const theme = {
  colors,
  gradient: 'linear-gradient(135deg, var(--c-brand) 0%, var(--c-accent) 100%)',
  /** The brand face, then its metric-matched fallback, then the system stack (brandFont.ts). */
  font: `'${BRAND_FAMILY}', '${FALLBACK_FAMILY}', ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  /** Modular scale 1.25 from a 16 px body. */
  fontSize: { xs: '0.8rem', sm: '0.875rem', base: '1rem', lg: '1.25rem', xl: '1.5625rem', '2xl': '1.953rem', '3xl': '2.441rem', '4xl': '3.052rem' },
  /**
   * The weights of the type scale: display for the page's headline (h1), heading for section and card headings (h2–h4),
   * strong for labels, links and figures that stand out in running text, body for the rest.
   */
  fontWeight: { body: 400, strong: 500, heading: 600, display: 700 },
  /** Tracking per level: the larger the type, the tighter. */
  letterSpacing: { display: '-0.035em', heading: '-0.02em', small: '-0.01em' },
  space: { 1: '4px', 2: '8px', 3: '12px', 4: '16px', 6: '24px', 8: '32px', 12: '48px', 16: '64px', 24: '96px' },
  radius: { control: '8px', card: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.04), 0 8px 24px rgba(15, 23, 42, 0.06)',
    menu: '0 12px 40px rgba(15, 23, 42, 0.18)',
  },
  maxWidth: '1200px',
  proseWidth: '70ch',
  headerHeight: '64px',
  motion: '200ms ease-out',
  mq: {
    /** Below the mobile breakpoint of SHELL-8 (768 px). */
    mobile: '@media (max-width: 767.98px)',
    desktop: '@media (min-width: 768px)',
    wide: '@media (min-width: 1024px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  focusRing: '0 0 0 2px var(--c-bg), 0 0 0 5px var(--c-brand)',
} as const;

export type SiteTheme = typeof theme;
