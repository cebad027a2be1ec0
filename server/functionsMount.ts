// Discovers the serverless functions of a folder the way Netlify does (`<name>.ts` at the top, or a folder
// `<name>/` holding `index.ts` or `<name>.ts`) and answers /.netlify/functions/<name> with them: a web Request
// in, a Response out, and a context shaped like Netlify Functions v2's ({ ip, requestId, params, ... }).
import { promises as fs } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The part of Netlify's Functions v2 Context the local host provides. */
export interface FunctionContext {
  readonly ip: string;
  readonly requestId: string;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly geo: Readonly<Record<string, never>>;
  readonly site: { readonly id: string; readonly name: string; readonly url: string };
  readonly deploy: { readonly context: 'dev'; readonly id: string; readonly published: false };
  readonly server: { readonly region: 'local' };
  readonly account: { readonly id: string };
  /** Keeps background work alive after the response, as on Netlify; the local host just awaits nothing. */
  waitUntil(promise: Promise<unknown>): void;
}

export type FunctionHandler = (request: Request, context: FunctionContext) => Response | Promise<Response>;

export interface LoadedFunction {
  readonly name: string;
  readonly file: string;
  readonly handler: FunctionHandler;
}

const ENTRY_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];
const NAME = /^[A-Za-z0-9_-]+$/;

const isFile = async (path: string): Promise<boolean> =>
  (await fs.stat(path).catch(() => undefined))?.isFile() ?? false;

/** The entry file of each function in a folder, by name. Folders without an entry are helper modules. */
export const findFunctionEntries = async (dir: string): Promise<ReadonlyMap<string, string>> => {
  const root = resolve(dir);
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  const found = new Map<string, string>();
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile()) {
      const extension = extname(entry.name);
      const name = basename(entry.name, extension);
      if (ENTRY_EXTENSIONS.includes(extension) && NAME.test(name) && !name.endsWith('.d')) {
        found.set(name, join(root, entry.name));
      }
    } else if (entry.isDirectory() && NAME.test(entry.name) && !found.has(entry.name)) {
      for (const candidate of ENTRY_EXTENSIONS.flatMap((ext) => [`index${ext}`, `${entry.name}${ext}`])) {
        const path = join(root, entry.name, candidate);
        if (await isFile(path)) {
          found.set(entry.name, path);
          break;
        }
      }
    }
  }
  return found;
};

/** Imports every function of the folder; a file without a default-exported handler is an error. */
export const loadFunctions = async (dir: string): Promise<readonly LoadedFunction[]> => {
  const loaded: LoadedFunction[] = [];
  for (const [name, file] of await findFunctionEntries(dir)) {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown };
    if (typeof module.default !== 'function') {
      throw new TypeError(`${file}: a function must default-export (request, context) => Response`);
    }
    loaded.push({ name, file, handler: module.default as FunctionHandler });
  }
  return loaded;
};

export interface InvokeOptions {
  readonly ip: string;
  readonly requestId: string;
  readonly siteUrl: string;
}

/** Runs one function; a throw or a non-Response becomes a 500 without leaking details to the visitor. */
export const invokeFunction = async (
  fn: LoadedFunction,
  request: Request,
  options: InvokeOptions,
): Promise<Response> => {
  const pending: Promise<unknown>[] = [];
  const context: FunctionContext = {
    ip: options.ip,
    requestId: options.requestId,
    url: new URL(request.url),
    params: {},
    geo: {},
    site: { id: 'local', name: 'threo-local', url: options.siteUrl },
    deploy: { context: 'dev', id: 'local', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    waitUntil: (promise) => {
      pending.push(
        promise.catch((error: unknown) => console.error(`[functions] ${fn.name}: background work failed`, error)),
      );
    },
  };
  try {
    const response: unknown = await fn.handler(request, context);
    if (!(response instanceof Response)) throw new TypeError('the handler did not return a Response');
    const headers = new Headers(response.headers);
    headers.set('x-nf-request-id', options.requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } catch (error) {
    console.error(`[functions] ${fn.name} failed (request ${options.requestId}):`, error);
    return new Response(JSON.stringify({ error: 'Internal function error', requestId: options.requestId }), {
      status: 500,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'x-nf-request-id': options.requestId },
    });
  }
};
