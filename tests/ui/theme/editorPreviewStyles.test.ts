// The editor's preview is styled like the site (docs/editors.md): public/admin/preview.css carries the site's own
// palette values, light and dark (src/ui/theme/tokens.ts), for every colour it uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkPalette, lightPalette, paletteDeclarations } from '../../../src/ui/theme/tokens';

const css = readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'admin', 'preview.css'), 'utf8');
const declarations = (block: string): string[] => [...block.matchAll(/--c-[a-z-]+:[^;]+;/g)].map((match) => match[0]);
const [light = '', dark = ''] = css.split('@media (prefers-color-scheme: dark)');

describe('the editor’s preview styles', () => {
  it('use the site’s light palette and, in dark mode, its dark palette', () => {
    const lightSite = paletteDeclarations(lightPalette);
    const darkSite = paletteDeclarations(darkPalette);
    expect(declarations(light).length).toBeGreaterThan(0);
    for (const declaration of declarations(light)) expect(lightSite).toContain(declaration);
    expect(declarations(dark).map((declaration) => declaration.split(':')[0])).toEqual(declarations(light).map((declaration) => declaration.split(':')[0]));
    for (const declaration of declarations(dark)) expect(darkSite).toContain(declaration);
  });

  it('use only colours of the palette', () => {
    const used = [...css.matchAll(/var\((--c-[a-z-]+)\)/g)].map((match) => match[1]);
    const declared = new Set(declarations(light).map((declaration) => declaration.split(':')[0]));
    for (const name of used) expect(declared).toContain(name);
    expect(css.replace(/--c-[a-z-]+:#[0-9A-Fa-f]{6};/g, '')).not.toMatch(/#[0-9A-Fa-f]{3,6}\b/);
  });
});
