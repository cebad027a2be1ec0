// index.html names the start-up contract's ids, classes and attributes (src/composition/startupContract.ts) by their
// constants, written `%NAME%`; this fills them in, in development
// and in the build alike, so each name has one home. Run before Vite's own processing, so the inline styles that use
// them are minified as before.
import type { Plugin } from 'vite';
import * as contract from '../../src/composition/startupContract.ts';

const NAMES: Readonly<Record<string, unknown>> = contract;

/** The template with every `%NAME%` replaced by the named constant; an unknown name stops the build. */
export const fillStartupNames = (html: string): string =>
  html.replace(/%([A-Z][A-Z_]*)%/g, (_token, name: string) => {
    const value = NAMES[name];
    if (typeof value !== 'string') throw new Error(`index.html: %${name}% names no constant of the start-up contract`);
    return value;
  });

export const startupTemplate = (): Plugin => ({
  name: 'threo-startup-template',
  transformIndexHtml: { order: 'pre', handler: fillStartupNames },
});
