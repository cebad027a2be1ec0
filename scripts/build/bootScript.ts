// The boot script (src/composition/boot.ts and what it imports) compiled to the one inline module script each page
// carries, so that starting the app costs no request (docs/decisions.md, "The boot script inside the page"). esbuild
// (pinned) bundles and minifies it the same way on every machine; the build hashes the very text it inlines into the
// policy it writes to dist/_headers (scripts/build.ts).
import { buildSync } from 'esbuild';

export const BOOT_SOURCE = 'src/composition/boot.ts';

/** It is in every page's HTML, before the app: a boot script that grew past this has taken on more than its job. */
export const BOOT_SCRIPT_MAX_BYTES = 3 * 1024;

export const compileBootScript = (root: string): string => {
  const result = buildSync({
    // Imported for its effect, so that its exports (there for the tests) are left out of the page.
    stdin: { contents: `import ${JSON.stringify(`./${BOOT_SOURCE}`)};`, resolveDir: root, sourcefile: 'boot-entry.js', loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error(`${BOOT_SOURCE} compiled to nothing`);
  if (/<\/script|<!--/i.test(code)) throw new Error(`${BOOT_SOURCE} compiles to text that would end its <script> element`);
  if (Buffer.byteLength(code) > BOOT_SCRIPT_MAX_BYTES) throw new Error(`${BOOT_SOURCE} compiles to ${Buffer.byteLength(code)} bytes, over ${BOOT_SCRIPT_MAX_BYTES}: it is inlined in every page`);
  return code;
};
