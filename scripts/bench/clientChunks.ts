// The browser bundle's chunks, from an in-memory Vite build with the site's own config (nothing is written): each
// chunk's file, its static and dynamic imports and its modules. Used by `npm run bench:start` (the treemap) and by
// the start-up JavaScript test (tests/scripts/startUpJavaScript.test.ts), which weighs what a page needs to start.
import { brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';

export interface ClientChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** The module a dynamic import of this chunk loads (a page, a deferred part), if any. */
  readonly facade: string | undefined;
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** Module id → rendered length in this chunk. */
  readonly modules: ReadonlyMap<string, number>;
  readonly code: string;
}

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

export const buildClientChunks = async (): Promise<ReadonlyMap<string, ClientChunk>> => {
  // A production build, as npm run build makes it, also under a test runner (which sets NODE_ENV=test: Vite would
  // then keep React's development code).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  try {
    output = (await build({ root: PROJECT_ROOT, configFile: join(PROJECT_ROOT, 'vite.config.ts'), mode: 'production', logLevel: 'silent', build: { write: false } })) as
      | Rolldown.RolldownOutput
      | Rolldown.RolldownOutput[];
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return new Map(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        fileName: chunk.fileName,
        isEntry: chunk.isEntry,
        facade: chunk.facadeModuleId ?? undefined,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: new Map(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
        code: chunk.code,
      },
    ]),
  );
};

/** The chunks and every chunk they import statically, transitively. */
export const staticClosure = (chunks: ReadonlyMap<string, ClientChunk>, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
};

const served = new Map<string, number>();

/** Bytes as the host serves them (brotli, quality 9: server/staticFiles.ts). */
export const servedBytes = (code: string): number => {
  const known = served.get(code);
  if (known !== undefined) return known;
  const bytes = brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  served.set(code, bytes);
  return bytes;
};

/** Where a module comes from: its npm package, or the site's own folder (two levels under src/). */
export const ownerOf = (id: string): string => {
  const packageMatch = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.slice(Math.max(0, id.lastIndexOf('node_modules'))));
  if (packageMatch?.[1]) return packageMatch[1].replace(/\\/g, '/');
  const own = /[\\/]src[\\/](.+)$/.exec(id);
  if (own?.[1]) {
    const parts = own[1].split(/[\\/]/);
    return `src/${parts.slice(0, Math.min(2, parts.length - 1)).join('/')}`;
  }
  return id.startsWith('\0') ? 'bundler runtime' : 'other';
};
