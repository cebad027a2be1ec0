// One content model (docs/editors.md, CONTENT-16): the editor's config.yml is held field by field to the content
// codecs and the legal metadata. A field the site requires cannot be missing or optional in the editor, and the
// editor cannot offer a field, a category or an icon the site does not know.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { BLOG_POST_FIELDS, BlogPostSummaryCodec, CASE_STUDY_FIELDS, CaseStudySummaryCodec } from '../../src/adapters/http/contentCodecs';
import { BLOG_CATEGORIES, CASE_STUDY_ICON_NAMES, SLUG_PATTERN } from '../../src/domain/content';
import { PRIVACY_METADATA, TERMS_DEFAULTS } from '../../src/domain/legal';
import { MAX_UPLOAD_BYTES } from '../../server/editorUploads';

interface Field {
  readonly name: string;
  readonly widget: string;
  readonly required?: boolean;
  readonly options?: readonly string[];
  readonly pattern?: readonly [string, string];
  readonly format?: string;
  readonly time_format?: boolean;
  readonly default?: unknown;
  readonly min?: number;
  readonly media_library?: { readonly config?: { readonly max_file_size?: number } };
}
interface Collection {
  readonly name: string;
  readonly folder?: string;
  readonly slug?: string;
  readonly media_folder?: string;
  readonly public_folder?: string;
  readonly fields?: readonly Field[];
  readonly files?: readonly { readonly name: string; readonly file: string; readonly fields: readonly Field[] }[];
}
interface Config {
  readonly backend: { readonly name: string };
  readonly publish_mode: string;
  readonly media_folder: string;
  readonly public_folder: string;
  readonly collections: readonly Collection[];
}

const root = join(import.meta.dirname, '..', '..');
// gray-matter's YAML reader (a dependency already): the file read as the front matter of an empty document.
const config = matter(`---\n${readFileSync(join(root, 'public', 'admin', 'config.yml'), 'utf8')}\n---\n`, {}).data as Config;
const collection = (name: string): Collection => {
  const found = config.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`config.yml has no collection ${name}`);
  return found;
};
/** The editor's field names as the site reads them: Decap's `body` is the markdown after the front matter. */
const siteNames = (fields: readonly Field[]): string[] => fields.map((field) => (field.name === 'body' ? 'content' : field.name)).sort();
const field = (fields: readonly Field[], name: string): Field => {
  const found = fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};

/** Required by the codec, optional in the editor, and why the site still gets a valid value. */
const OPTIONAL_IN_EDITOR: Readonly<Record<string, string>> = {
  author: 'blank means the Threo team (CONTENT-9)',
  tags: 'an empty list is valid; the field defaults to []',
};

const checkRequired = (fields: readonly Field[], required: readonly string[], optional: readonly string[]): void => {
  for (const name of required) {
    const editorField = field(fields, name === 'content' ? 'body' : name);
    if (name in OPTIONAL_IN_EDITOR) expect(editorField.default ?? editorField.required, name).not.toBeUndefined();
    else expect(editorField.required, `${name} is required by the site`).not.toBe(false);
  }
  for (const name of optional) expect(field(fields, name).required, `${name} is optional on the site`).toBe(false);
};

const IMAGE_FIELDS = ['thumbnail', 'authorImage', 'logo'];

describe('the editor’s config.yml', () => {
  it('offers exactly the fields of a blog post, each required as the codec requires it', () => {
    const fields = collection('blog').fields ?? [];
    expect(siteNames(fields)).toEqual([...BLOG_POST_FIELDS].sort());
    checkRequired(fields, [...Object.keys(BlogPostSummaryCodec.types[0].props), 'content'], Object.keys(BlogPostSummaryCodec.types[1].props));
  });

  it('offers exactly the fields of a case study, each required as the codec requires it, with at least one result', () => {
    const fields = collection('case-studies').fields ?? [];
    expect(siteNames(fields)).toEqual([...CASE_STUDY_FIELDS].sort());
    checkRequired(fields, [...Object.keys(CaseStudySummaryCodec.types[0].props), 'content'], Object.keys(CaseStudySummaryCodec.types[1].props));
    expect(field(fields, 'results').min).toBe(1);
  });

  it('offers only the blog’s categories and the icons the views can draw', () => {
    expect(field(collection('blog').fields ?? [], 'category').options).toEqual(BLOG_CATEGORIES.filter((category) => category !== 'All'));
    expect(field(collection('case-studies').fields ?? [], 'icon').options).toEqual([...CASE_STUDY_ICON_NAMES]);
  });

  // Covers: CONTENT-14
  it('names each file by its slug field, refused at save time unless it fits the site’s slug rule', () => {
    for (const name of ['blog', 'case-studies']) {
      expect(collection(name).slug).toBe('{{fields.slug}}');
      expect(field(collection(name).fields ?? [], 'slug').pattern?.[0]).toBe(SLUG_PATTERN.source);
    }
  });

  it('writes dates as YYYY-MM-DD, the only form the codec reads as a day', () => {
    const dates = [...(collection('blog').fields ?? []), ...(collection('case-studies').fields ?? []), ...(collection('legal').files ?? []).flatMap((file) => file.fields)].filter(
      (candidate) => candidate.name === 'date',
    );
    expect(dates).toHaveLength(4);
    for (const date of dates) expect(date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
  });

  it('takes images from the repository only, with the backend’s size limit (server/editorUploads.ts), into the image folders the site serves', () => {
    const images = [...(collection('blog').fields ?? []), ...(collection('case-studies').fields ?? [])].filter((candidate) => IMAGE_FIELDS.includes(candidate.name));
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(image).toMatchObject({ widget: 'image', choose_url: false });
      expect(image.media_library?.config?.max_file_size).toBe(MAX_UPLOAD_BYTES);
    }
    expect([config.media_folder, config.public_folder]).toEqual(['public/images/blog', '/images/blog']);
    expect([collection('case-studies').media_folder, collection('case-studies').public_folder]).toEqual(['/public/images/case-studies', '/images/case-studies']);
  });

  it('edits the Terms and the privacy policy with exactly their metadata fields and body', () => {
    const files = collection('legal').files ?? [];
    expect(files.map((file) => file.file)).toEqual(['content/terms.md', 'content/privacy-policy.md']);
    for (const [file, defaults] of [[files[0], TERMS_DEFAULTS], [files[1], PRIVACY_METADATA]] as const) {
      expect(siteNames(file?.fields ?? [])).toEqual([...Object.keys(defaults), 'content'].sort());
      // The category and the slug are fixed: the editor keeps them as they are.
      expect(field(file?.fields ?? [], 'slug')).toMatchObject({ widget: 'hidden', default: defaults.slug });
      expect(field(file?.fields ?? [], 'category')).toMatchObject({ widget: 'hidden', default: defaults.category });
    }
  });

  it('publishes on Netlify through Identity and Git Gateway, each change a pull request through the editorial workflow', () => {
    expect(config.backend.name).toBe('git-gateway');
    expect(config.publish_mode).toBe('editorial_workflow');
  });
});
