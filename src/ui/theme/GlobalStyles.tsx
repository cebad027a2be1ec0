// Base styles for the whole document: the palettes as CSS variables, the type scale (theme.fontWeight and
// theme.letterSpacing per level), focus rings and reduced-motion handling (DESIGN.md). Rendered once by the shell.
// The brand face's @font-face rules are in the page's head (scripts/vite/brandFace.ts).
import { Global, css } from '@emotion/react';
import { darkPalette, lightPalette, paletteDeclarations, theme } from './tokens';

const globalCss = css`
  :root {
    ${paletteDeclarations(lightPalette)}
    color-scheme: light;
  }
  :root[data-theme='dark'] {
    ${paletteDeclarations(darkPalette)}
    color-scheme: dark;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.headerHeight} + 16px);
  }
  @media (prefers-reduced-motion: no-preference) {
    html {
      scroll-behavior: smooth;
    }
  }
  body {
    margin: 0;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-family: ${theme.font};
    font-size: 1rem;
    line-height: 1.6;
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  @media (min-width: 1024px) {
    body {
      font-size: 1.125rem;
    }
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.15;
    font-weight: ${theme.fontWeight.heading};
    letter-spacing: ${theme.letterSpacing.heading};
    margin: 0 0 ${theme.space[4]};
    text-wrap: balance;
  }
  h1 {
    line-height: 1.05;
    font-weight: ${theme.fontWeight.display};
    letter-spacing: ${theme.letterSpacing.display};
  }
  h3,
  h4 {
    letter-spacing: ${theme.letterSpacing.small};
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  a {
    color: ${theme.colors.brand};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${theme.colors.brandHover};
  }
  img,
  svg,
  video,
  canvas {
    max-width: 100%;
    display: block;
  }
  img {
    height: auto;
  }
  button,
  input,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.brand};
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

export const GlobalStyles = () => <Global styles={globalCss} />;
