// The content editor's local backend (docs/editors.md): decap-server's file-system protocol (POST /api/v1 with
// { action, params }, the actions of its local_fs mode), served by the local host itself so `npm start` is all an
// editor needs. Paths are relative to the working copy; only content/ (the sources) and public/images/ (uploads)
// can be read or written, each mapped to its folder (a test or benchmark gives its own copy of content/). After
// a blog post or case study is written or deleted the host brings the served site up to date before answering,
// so "saved" in the editor means "visible on the site".
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
import { isLeft, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { decodeOrDescribe } from '../src/adapters/http/contentCodecs';

/** A folder of the working copy the editor may use: `prefix` (e.g. "content/") is read from and written to `dir`. */
export interface EditorRoot {
  readonly prefix: string;
  readonly dir: string;
  /** Also written on every save (the published folder's copy of an upload, so the host serves it at once). */
  readonly mirror?: string;
}

export interface EditorBackendOptions {
  /** The name the editor shows for the repository. */
  readonly repoName: string;
  readonly roots: readonly EditorRoot[];
  /** Called (and awaited) after a save or delete touched these paths of the working copy. */
  readonly onSaved: (paths: readonly string[]) => Promise<void>;
}

/** A request body larger than this is refused (413): an image at the editor's upload limit, base64-encoded, fits. */
export const MAX_EDITOR_REQUEST_BYTES = 2 * 1024 * 1024;

const DataFile = t.intersection([t.type({ path: t.string, raw: t.string }), t.partial({ slug: t.string, newPath: t.string })]);
const Asset = t.type({ path: t.string, content: t.string, encoding: t.literal('base64') });
const PARAMS = {
  info: t.unknown,
  entriesByFolder: t.type({ folder: t.string, extension: t.string, depth: t.number }),
  entriesByFiles: t.type({ files: t.array(t.intersection([t.type({ path: t.string }), t.partial({ label: t.string })])) }),
  getEntry: t.type({ path: t.string }),
  persistEntry: t.intersection([t.type({ assets: t.array(Asset) }), t.partial({ entry: DataFile, dataFiles: t.array(DataFile) })]),
  getMedia: t.type({ mediaFolder: t.string }),
  getMediaFile: t.type({ path: t.string }),
  persistMedia: t.type({ asset: Asset }),
  deleteFile: t.type({ path: t.string }),
  deleteFiles: t.type({ paths: t.array(t.string) }),
  getDeployPreview: t.unknown,
} as const;
type Action = keyof typeof PARAMS;
const EditorRequest = t.type({ action: t.keyof(PARAMS), params: t.unknown });

/** A path outside the editor's folders (422). */
export class EditorPathError extends Error {}
/** Parameters that do not fit the action (422). */
export class EditorRequestError extends Error {}

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export interface EditorBackend {
  /** Answers one request of the protocol: a status and a JSON body. */
  readonly handle: (body: unknown) => Promise<{ readonly status: number; readonly body: unknown }>;
}

export const createEditorBackend = (options: EditorBackendOptions): EditorBackend => {
  /** The folder and file of a working-copy path; refuses anything outside the editor's folders. */
  const locate = (path: string): { readonly root: EditorRoot; readonly file: string; readonly path: string } => {
    const normal = posix.normalize(path.replace(/\\/g, '/').replace(/^\/+/, ''));
    if (normal.startsWith('..') || normal.split('/').includes('..')) throw new EditorPathError(`"${path}" leaves the working copy`);
    const withSlash = normal.endsWith('/') ? normal : `${normal}/`;
    const root = options.roots.find((candidate) => withSlash.startsWith(candidate.prefix));
    if (!root) throw new EditorPathError(`"${path}" is not in a folder the editor may use (${options.roots.map((r) => r.prefix).join(', ')})`);
    const file = resolve(root.dir, normal.slice(root.prefix.length));
    if (file !== resolve(root.dir) && !file.startsWith(resolve(root.dir) + sep)) throw new EditorPathError(`"${path}" leaves ${root.prefix}`);
    return { root, file, path: normal };
  };

  const readEntry = async (path: string, label?: string) => {
    const file = { path: posix.normalize(path), ...(label === undefined ? {} : { label }) };
    try {
      const data = await fs.readFile(locate(path).file);
      return { data: data.toString('utf8'), file: { ...file, id: sha256(data) } };
    } catch (error) {
      if (error instanceof EditorPathError) throw error;
      return { data: null, file: { ...file, id: null } };
    }
  };

  const listFiles = async (dir: string, extension: string, depth: number): Promise<string[]> => {
    if (depth <= 0) return [];
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) =>
        entry.isDirectory() ? listFiles(join(dir, entry.name), extension, depth - 1) : entry.name.endsWith(extension) ? [join(dir, entry.name)] : [],
      ),
    );
    return nested.flat().sort();
  };

  /** A folder's files as working-copy paths. */
  const listFolder = async (folder: string, extension: string, depth: number): Promise<string[]> => {
    const { file: dir, path } = locate(folder);
    const base = path.replace(/\/+$/, '');
    return (await listFiles(dir, extension, depth)).map((file) => posix.join(base, relative(dir, file).split(sep).join('/')));
  };

  const readMedia = async (path: string) => {
    const data = await fs.readFile(locate(path).file);
    return { id: sha256(data), content: data.toString('base64'), encoding: 'base64', path: posix.normalize(path), name: basename(path) };
  };

  const write = async (path: string, data: string | Buffer): Promise<void> => {
    const { root, file } = locate(path);
    for (const target of [file, ...(root.mirror === undefined ? [] : [resolve(root.mirror, relative(root.dir, file))])]) {
      await fs.mkdir(dirname(target), { recursive: true });
      await fs.writeFile(target, data);
    }
  };

  const remove = async (path: string): Promise<void> => {
    const { root, file } = locate(path);
    await fs.rm(file, { force: true });
    if (root.mirror !== undefined) await fs.rm(resolve(root.mirror, relative(root.dir, file)), { force: true });
  };

  const run = async (action: Action, raw: unknown): Promise<unknown> => {
    const params = <C extends t.Mixed>(codec: C): t.TypeOf<C> => {
      const decoded = decodeOrDescribe(codec.decode(raw) as Either<t.Errors, t.TypeOf<C>>);
      if (!decoded.ok) throw new EditorRequestError(`${action}: ${decoded.errors.join('; ')}`);
      return decoded.value;
    };
    switch (action) {
      case 'info':
        return { repo: options.repoName, publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const { folder, extension, depth } = params(PARAMS.entriesByFolder);
        return Promise.all((await listFolder(folder, extension, depth)).map((path) => readEntry(path)));
      }
      case 'entriesByFiles':
        return Promise.all(params(PARAMS.entriesByFiles).files.map((file) => readEntry(file.path, file.label)));
      case 'getEntry':
        return readEntry(params(PARAMS.getEntry).path);
      case 'persistEntry': {
        const { entry, dataFiles = entry === undefined ? [] : [entry], assets } = params(PARAMS.persistEntry);
        for (const file of dataFiles) locate(file.path);
        for (const asset of assets) await write(asset.path, Buffer.from(asset.content, 'base64'));
        for (const file of dataFiles) await write(file.path, file.raw);
        const moved = dataFiles.filter((file) => file.newPath !== undefined);
        for (const file of moved) {
          await write(file.newPath as string, file.raw);
          await remove(file.path);
        }
        await options.onSaved([...dataFiles.map((file) => file.path), ...moved.map((file) => file.newPath as string)]);
        return { message: 'entry persisted' };
      }
      case 'getMedia': {
        const { mediaFolder } = params(PARAMS.getMedia);
        return Promise.all((await listFolder(mediaFolder, '', 1)).map(readMedia));
      }
      case 'getMediaFile':
        return readMedia(params(PARAMS.getMediaFile).path);
      case 'persistMedia': {
        const { asset } = params(PARAMS.persistMedia);
        await write(asset.path, Buffer.from(asset.content, 'base64'));
        return readMedia(asset.path);
      }
      case 'deleteFile': {
        const { path } = params(PARAMS.deleteFile);
        await remove(path);
        await options.onSaved([path]);
        return { message: `deleted file ${path}` };
      }
      case 'deleteFiles': {
        const { paths } = params(PARAMS.deleteFiles);
        for (const path of paths) await remove(path);
        await options.onSaved(paths);
        return { message: `deleted files ${paths.join(', ')}` };
      }
      case 'getDeployPreview':
        return null;
    }
  };

  return {
    handle: async (body) => {
      const request = EditorRequest.decode(body);
      if (isLeft(request)) return { status: 422, body: { error: 'Expected { action, params } with a known action' } };
      try {
        return { status: 200, body: await run(request.right.action, request.right.params) };
      } catch (error) {
        if (error instanceof EditorPathError || error instanceof EditorRequestError) return { status: 422, body: { error: error.message } };
        throw error;
      }
    },
  };
};
