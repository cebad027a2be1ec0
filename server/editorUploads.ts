// What the editor may upload into the site's image folder (docs/editors.md): the served copy is on the site's own
// origin, so a file there must never run as script. Only raster images are accepted (PNG, JPEG, WebP: what a
// thumbnail or a photo needs), recognised by their content (file-type), with a name whose extension is that type's,
// so the host and Netlify serve them as that image type (nosniff keeps browsers from guessing otherwise). SVG,
// HTML, scripts and anything unrecognised are refused: an SVG or HTML file loading a script uploaded beside it
// would run with the site's 'self'. The size limit is the one the editor's page applies (config.yml's
// max_file_size, held equal to this by tests/content/editorConfig.test.ts).
import { fileTypeFromBuffer } from 'file-type';

/** The largest upload (500 KB): public/admin/config.yml's `media_library.config.max_file_size`. */
export const MAX_UPLOAD_BYTES = 512_000;

/** The image types an upload may be, each with the file extensions it may have. */
export const UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

const ACCEPTED = 'PNG, JPEG or WebP';

/** Why an upload to `path` with these bytes is refused, or undefined when it is accepted. */
export const uploadRefusal = async (path: string, data: Uint8Array): Promise<string | undefined> => {
  if (data.byteLength > MAX_UPLOAD_BYTES) {
    return `"${path}" is ${data.byteLength} bytes; an upload may be at most ${MAX_UPLOAD_BYTES} bytes (500 KB)`;
  }
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  const detected = await fileTypeFromBuffer(data);
  const extensions = detected === undefined ? undefined : UPLOAD_TYPES[detected.mime];
  if (extensions === undefined) {
    return `"${path}" is not a ${ACCEPTED} image by its content (${detected?.mime ?? 'unrecognised'}); SVG, HTML and scripts cannot be uploaded`;
  }
  if (!extensions.includes(extension)) return `"${path}" holds a ${detected?.mime ?? ''} image: name it .${extensions.join(' or .')}`;
  return undefined;
};
