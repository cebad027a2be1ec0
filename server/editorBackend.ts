// The content editor's local backend (docs/editors.md): decap-server's file-system protocol (POST /api/v1 with
// { action, params }, the actions of its local_fs mode), served by the local host itself so `npm start` is all an
// editor needs. Paths are relative to the working copy; only content/ (the sources) and public/images/ (uploads)
// can be read or written, each mapped to its folder (a test or benchmark gives its own copy of content/). After
// a blog post or case study is written or deleted the host brings the served site up to date before answering,
// so "saved" in the editor means "visible on the site": a save the site refuses (a field the content build rejects)
// is undone and answered 422 with the file and field named, which Decap shows. Uploads into the image folder are
// held to server/editorUploads.ts (raster images by content, 500 KB). Every request is checked whole before the
// first write, so a refused one changes nothing.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { basename, dirname, join, posix, relative, resolve, sep } from 'node:path';
import { isLeft, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import { decodeOrDescribe } from '../src/adapters/http/contentCodecs';
import { uploadRefusal } from './editorUploads';

/** A folder of the working copy the editor may use: `prefix` (e.g. "content/") is read from and written to `dir`. */
export interface EditorRoot {
  readonly prefix: string;
  readonly dir: string;
  /** Also written on every save (the published folder's copy of an upload, so the host serves it at once). */
  readonly mirror?: string;
  /** Served on the site's origin: only uploads that pass server/editorUploads.ts may be written here. */
  readonly images?: boolean;
}

export interface EditorBackendOptions {
  /** The name the editor shows for the repository. */
  readonly repoName: string;
  readonly roots: readonly EditorRoot[];
  /**
   * Called (and awaited) after a save or delete touched these paths of the working copy; resolves with the problems
   * the site found in the content (one line each, starting with the file's path, as the content build words them).
   */
  readonly onSaved: (paths: readonly string[]) => Promise<readonly string[] | void>;
}

/** A request body larger than this is refused (413): an image at the editor's upload limit, base64-encoded, fits. */
export const MAX_EDITOR_REQUEST_BYTES = 2 * 1024 * 1024;

const DataFile = t.intersection([
  t.type({ path: t.string, raw: t.string }),
  t.partial({ slug: t.string, newPath: t.string }),
]);
const Asset = t.type({ path: t.string, content: t.string, encoding: t.literal('base64') });
const PARAMS = {
  info: t.unknown,
  entriesByFolder: t.type({ folder: t.string, extension: t.string, depth: t.number }),
  entriesByFiles: t.type({
    files: t.array(t.intersection([t.type({ path: t.string }), t.partial({ label: t.string })])),
  }),
  getEntry: t.type({ path: t.string }),
  persistEntry: t.intersection([
    t.type({ assets: t.array(Asset) }),
    t.partial({ entry: DataFile, dataFiles: t.array(DataFile) }),
  ]),
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
/** Parameters that do not fit the action, or content the site refuses (422). */
export class EditorRequestError extends Error {}
/** A file that is not there (404). */
export class EditorNotFoundError extends Error {}

/** What a file-system failure on a path means to the editor: a missing file, or a folder where a file belongs. */
const fileSystemRefusal = (error: unknown, path: string): Error | undefined => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return new EditorNotFoundError(`"${path}" does not exist`);
  if (code === 'EISDIR' || code === 'ENOTDIR' || code === 'ERR_FS_EISDIR') return new EditorPathError(`"${path}" is a folder or under a file, not a file`);
  return undefined;
};

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export interface EditorBackend {
  /** Answers one request of the protocol: a status and a JSON body. */
  readonly handle: (body: unknown) => Promise<{ readonly status: number; readonly body: unknown }>;
}

export const createEditorBackend = (options: EditorBackendOptions): EditorBackend => {
  /** The folder and file of a working-copy path; refuses anything outside the editor's folders. */
  const locate = (path: string): { readonly root: EditorRoot; readonly file: string; readonly path: string } => {
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    if (/[\u0000-\u001f]/.test(path)) throw new EditorPathError(`${JSON.stringify(path)} holds a control character`);
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
        entry.isDirectory()
          ? listFiles(join(dir, entry.name), extension, depth - 1)
          : entry.name.endsWith(extension)
            ? [join(dir, entry.name)]
            : [],
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
    const { file } = locate(path);
    const data = await fs.readFile(file).catch((error: unknown) => {
      throw fileSystemRefusal(error, path) ?? error;
    });
    return { id: sha256(data), content: data.toString('base64'), encoding: 'base64', path: posix.normalize(path), name: basename(path) };
  };

  /** Refuses, before anything is written, a write to `path` that would not be allowed (422). */
  const checkWrite = async (path: string, data: string | Buffer): Promise<void> => {
    const { root, file } = locate(path);
    if (root.images) {
      const refusal = await uploadRefusal(path, typeof data === 'string' ? Buffer.from(data) : data);
      if (refusal !== undefined) throw new EditorRequestError(refusal);
    }
    const existing = await fs.stat(file).catch(() => undefined);
    if (existing?.isDirectory()) throw new EditorPathError(`"${path}" is a folder, not a file`);
  };

  /** Refuses, before anything is removed, a path outside the editor's folders or a folder (422). */
  const checkRemove = async (path: string): Promise<void> => {
    const { file } = locate(path);
    if ((await fs.stat(file).catch(() => undefined))?.isDirectory()) throw new EditorPathError(`"${path}" is a folder, not a file`);
  };

  const write = async (path: string, data: string | Buffer): Promise<void> => {
    const { root, file } = locate(path);
    for (const target of [
      file,
      ...(root.mirror === undefined ? [] : [resolve(root.mirror, relative(root.dir, file))]),
    ]) {
      try {
        await fs.mkdir(dirname(target), { recursive: true });
        await fs.writeFile(target, data);
      } catch (error) {
        throw fileSystemRefusal(error, path) ?? error;
      }
    }
  };

  const remove = async (path: string): Promise<void> => {
    await checkRemove(path);
    const { root, file } = locate(path);
    try {
      await fs.rm(file, { force: true });
      if (root.mirror !== undefined) await fs.rm(resolve(root.mirror, relative(root.dir, file)), { force: true });
    } catch (error) {
      throw fileSystemRefusal(error, path) ?? error;
    }
  };

  /** The text of a file of the working copy now, or undefined when there is none (to undo a refused save). */
  const snapshot = async (path: string): Promise<Buffer | undefined> =>
    fs.readFile(locate(path).file).catch(() => undefined);

  /**
   * Tells the host what changed and waits for the site to follow; when the site refuses one of `saved` (the content
   * build names it), puts `before` back, lets the site follow again, and refuses the request naming file and field.
   */
  const publish = async (
    touched: readonly string[],
    saved: readonly string[],
    before: ReadonlyMap<string, Buffer | undefined>,
  ): Promise<void> => {
    const problems = (await options.onSaved(touched)) ?? [];
    const refused = problems.filter((problem) =>
      saved.some((path) => problem.startsWith(`${posix.normalize(path)}: `)),
    );
    if (refused.length === 0) return;
    for (const [path, text] of before) {
      if (text === undefined) await remove(path);
      else await write(path, text);
    }
    await options.onSaved(touched);
    throw new EditorRequestError(`The site refused this save, so nothing was changed: ${refused.join('; ')}`);
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
        const uploads = assets.map((asset) => ({ path: asset.path, data: Buffer.from(asset.content, 'base64') }));
        // Every path (a move's new one too) and every upload is checked before the first write.
        for (const upload of uploads) await checkWrite(upload.path, upload.data);
        for (const file of dataFiles) {
          await checkWrite(file.path, file.raw);
          if (file.newPath !== undefined) await checkWrite(file.newPath, file.raw);
        }
        const moved = dataFiles.filter((file): file is typeof file & { newPath: string } => file.newPath !== undefined);
        const touched = [...dataFiles.map((file) => file.path), ...moved.map((file) => file.newPath)];
        const before = new Map(await Promise.all(touched.map(async (path) => [path, await snapshot(path)] as const)));
        for (const upload of uploads) await write(upload.path, upload.data);
        for (const file of dataFiles) await write(file.path, file.raw);
        for (const file of moved) {
          await write(file.newPath, file.raw);
          await remove(file.path);
        }
        await publish(
          touched,
          [
            ...dataFiles.filter((file) => file.newPath === undefined).map((file) => file.path),
            ...moved.map((file) => file.newPath),
          ],
          before,
        );
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
        const data = Buffer.from(asset.content, 'base64');
        await checkWrite(asset.path, data);
        await write(asset.path, data);
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
        for (const path of paths) await checkRemove(path);
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
        if (error instanceof EditorPathError || error instanceof EditorRequestError)
          return { status: 422, body: { error: error.message } };
        if (error instanceof EditorNotFoundError) return { status: 404, body: { error: error.message } };
        throw error;
      }
    },
  };
};
