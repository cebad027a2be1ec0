// Types the emotion theme as the site's theme, so `({ theme }) => theme.colors.brand` is checked.
import '@emotion/react';
import type { SiteTheme } from './tokens';

declare module '@emotion/react' {
  export interface Theme extends SiteTheme {}
}
