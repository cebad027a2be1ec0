// The content editor's scripts (docs/editors.md): Decap CMS's prebuilt bundle (its lazy chunks and WebAssembly
// files beside it) and the Netlify Identity widget, copied from node_modules into dist/admin/ so /admin/ needs no
// CDN and works offline. Nothing of the site imports them: the site's bundles and budgets do not change.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the published site the editor lives in (public/admin/ holds its page, config and styles). */
export const EDITOR_DIR = 'admin';

/** Decap's files: the entry, its numbered chunks, its WebAssembly modules and the licence notice; no source maps. */
export const isDecapFile = (name: string): boolean =>
  name === 'decap-cms.js' || name === 'decap-cms.js.LICENSE.txt' || /^\d+\.decap-cms\.js$/.test(name) || /^[0-9a-f]+\.wasm$/.test(name);

/** Copies the editor's scripts into dist/admin/; returns how many files were copied. */
export const copyEditorBundle = (root: string, dist: string): number => {
  const target = join(dist, EDITOR_DIR);
  mkdirSync(target, { recursive: true });
  const decapDir = join(root, 'node_modules', 'decap-cms', 'dist');
  const decapFiles = readdirSync(decapDir).filter(isDecapFile);
  for (const name of decapFiles) copyFileSync(join(decapDir, name), join(target, name));
  copyFileSync(join(root, 'node_modules', 'netlify-identity-widget', 'build', 'netlify-identity-widget.js'), join(target, 'netlify-identity-widget.js'));
  return decapFiles.length + 1;
};
