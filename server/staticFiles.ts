// Serves the published folder (dist/) the way the production host does: pretty URLs without a trailing slash,
// content types, validators (ETag, Last-Modified) and brotli/gzip for text. Nothing outside the folder, no
// dotfiles (the Vite manifest in .vite/ included) and no host configuration files are ever served.
import { promises as fs } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/;
/** Below this size compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 512;
/** Netlify's default for files without their own Cache-Control: always revalidate. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Host configuration files Netlify reads but never publishes. */
const HIDDEN_FILES = new Set(['_headers', '_redirects']);

export const contentTypeFor = (path: string): string =>
  CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

export type Resolution =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'missing' }
  | { readonly kind: 'bad-request' };

const isFile = async (path: string): Promise<boolean> => {
  try {
    return (await fs.stat(path)).isFile();
  } catch {
    return false;
  }
};

/** Splits a request path into decoded segments, or undefined when any segment is unsafe or undecodable. */
const safeSegments = (pathname: string): string[] | 'bad-request' | undefined => {
  const segments: string[] = [];
  for (const raw of pathname.split('/').filter(Boolean)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return 'bad-request';
    }
    if (/[/\\\0]/.test(segment) || segment === '..' || segment === '.') return undefined;
    if (segment.startsWith('.') && segment !== '.well-known') return undefined;
    segments.push(segment);
  }
  if (segments.length === 1 && HIDDEN_FILES.has(segments[0] ?? '')) return undefined;
  return segments;
};

/**
 * A page's canonical path: its non-empty segments as the client wrote them, one slash before each. Empty segments
 * are dropped, so `//pricing/` becomes `/pricing`, never `//pricing`, which a browser reads as another host.
 * Segments whose decoded form holds a slash or backslash never get here (safeSegments refuses them).
 */
export const canonicalPath = (pathname: string): string => `/${pathname.split('/').filter(Boolean).join('/')}`;

export interface StaticFiles {
  readonly root: string;
  /** Which file answers a path, or the canonical form to redirect to. */
  resolve(pathname: string): Promise<Resolution>;
  /** The file as a response with validators, compression and the given status and headers. */
  respond(
    request: Request,
    path: string,
    init?: { status?: number; headers?: Record<string, string> },
  ): Promise<Response>;
}

interface CachedFile {
  readonly mtimeMs: number;
  readonly size: number;
  readonly body: Buffer;
  readonly encoded: Map<'br' | 'gzip', Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Picks br or gzip from Accept-Encoding by q-value (br first on a tie), or undefined for identity. */
export const chooseEncoding = (acceptEncoding: string | null): 'br' | 'gzip' | undefined => {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
};

const etagMatches = (ifNoneMatch: string, etag: string): boolean => {
  const bare = (tag: string): string => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
};

export const createStaticFiles = (rootDir: string, cacheLimitBytes = 64 * 1024 * 1024): StaticFiles => {
  const root = resolve(rootDir);
  const cache = new Map<string, CachedFile>();
  let cachedBytes = 0;

  const insideRoot = async (path: string): Promise<boolean> => {
    try {
      const [realRoot, real] = await Promise.all([fs.realpath(root), fs.realpath(path)]);
      return real === realRoot || real.startsWith(realRoot + sep);
    } catch {
      return false;
    }
  };

  const servable = async (path: string): Promise<boolean> => (await isFile(path)) && (await insideRoot(path));

  const load = async (path: string): Promise<CachedFile> => {
    const stat = await fs.stat(path);
    const hit = cache.get(path);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) return hit;
    const body = await fs.readFile(path);
    const entry: CachedFile = { mtimeMs: stat.mtimeMs, size: body.length, body, encoded: new Map() };
    if (hit) cachedBytes -= hit.size;
    cache.delete(path);
    cache.set(path, entry);
    cachedBytes += body.length;
    // Oldest first: a site larger than the budget still works, it just reads more often.
    for (const [key, old] of cache) {
      if (cachedBytes <= cacheLimitBytes || key === path) break;
      cache.delete(key);
      cachedBytes -= old.size;
    }
    return entry;
  };

  const encode = (entry: CachedFile, encoding: 'br' | 'gzip'): Promise<Buffer> => {
    const existing = entry.encoded.get(encoding);
    if (existing) return existing;
    const pending =
      encoding === 'br'
        ? brotli(entry.body, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.size },
          })
        : gzipAsync(entry.body, { level: 9 });
    entry.encoded.set(encoding, pending);
    return pending;
  };

  return {
    root,
    async resolve(pathname) {
      const segments = safeSegments(pathname);
      if (segments === 'bad-request') return { kind: 'bad-request' };
      if (segments === undefined) return { kind: 'missing' };
      const base = join(root, ...segments);
      if (segments.length === 0) return (await servable(join(root, 'index.html'))) ? { kind: 'file', path: join(root, 'index.html') } : { kind: 'missing' };
      const candidates = [join(base, 'index.html'), `${base}.html`];
      if (pathname.endsWith('/')) {
        // One canonical form: no trailing slash. The slash form of a page redirects; of anything else, 404.
        for (const candidate of candidates) {
          if (await servable(candidate)) return { kind: 'redirect', location: canonicalPath(pathname) };
        }
        return { kind: 'missing' };
      }
      for (const candidate of [base, ...candidates]) {
        if (await servable(candidate)) return { kind: 'file', path: candidate };
      }
      return { kind: 'missing' };
    },
    async respond(request, path, init = {}) {
      const status = init.status ?? 200;
      const entry = await load(path);
      const contentType = contentTypeFor(path);
      const headers = new Headers(init.headers);
      headers.set('Content-Type', contentType);
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
      const compressible = COMPRESSIBLE.test(contentType) && entry.size >= MIN_COMPRESS_BYTES;
      if (compressible) headers.set('Vary', 'Accept-Encoding');
      if (status === 200) {
        const etag = `W/"${entry.size.toString(16)}-${Math.floor(entry.mtimeMs).toString(16)}"`;
        const lastModified = new Date(Math.floor(entry.mtimeMs / 1000) * 1000);
        headers.set('ETag', etag);
        headers.set('Last-Modified', lastModified.toUTCString());
        const ifNoneMatch = request.headers.get('If-None-Match');
        const ifModifiedSince = request.headers.get('If-Modified-Since');
        const notModified =
          ifNoneMatch !== null
            ? etagMatches(ifNoneMatch, etag)
            : ifModifiedSince !== null && Date.parse(ifModifiedSince) >= lastModified.getTime();
        if (notModified) return new Response(null, { status: 304, headers });
      }
      const encoding = compressible ? chooseEncoding(request.headers.get('Accept-Encoding')) : undefined;
      const body = encoding ? await encode(entry, encoding) : entry.body;
      if (encoding) headers.set('Content-Encoding', encoding);
      headers.set('Content-Length', String(body.length));
      return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
        status,
        headers,
      });
    },
  };
};
