// The share images of the built site: every `og:image` and `twitter:image` of every page in dist/ (each route's
// index.html, its Netlify `.html` twin, 404.html) names a file the build produced, the local host serves it as an
// image, and the sizes the page declares are the file's own; the brand card is the 1200 × 630 PNG previews show in
// full. Reads the build output, so a card that is missing from public/ or renamed fails here, not on LinkedIn.
// SEO-6: every page of the sitemap shares a card of its own, drawn by the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pngSize } from '../../scripts/images/renditions';
import { CONTENT_FILES } from '../../src/adapters/http/contentFiles';
import { DEFAULT_SOCIAL_IMAGE } from '../../src/domain/site/headMeta';
import { pathOf } from '../../src/domain/site/routes';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../src/domain/site/shareCard';
import { baseUrl } from './support/browser';
import { DIST, SITE_URL } from './quality/support/sitePages';

// The site's pages: not the tools beside it (the forms declaration and the inspector, `__*`; the content editor,
// admin/, which is never shared: noindex, HOST-7).
const htmlFiles = (dir = DIST): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('__') && !file.startsWith('admin/'))
    .sort();

const decode = (text: string): string => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The `property` and `name` meta tags of a page, every value of each. */
const metaTags = (html: string): Map<string, string[]> => {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const key = attribute('property') ?? attribute('name');
    const content = attribute('content');
    if (key === undefined || content === undefined) continue;
    tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
};

interface ShareImage {
  readonly page: string;
  readonly tag: string;
  readonly url: string;
}

const pages = htmlFiles();
const shareImages: ShareImage[] = pages.flatMap((page) => {
  const tags = metaTags(readFileSync(join(DIST, page), 'utf8'));
  return ['og:image', 'twitter:image'].flatMap((tag) => (tags.get(tag) ?? []).map((url) => ({ page, tag, url })));
});

/** The file in dist/ that a share image's absolute URL names, or why there is none. */
const fileOf = (url: string): string => {
  const parsed = new URL(url);
  if (parsed.origin !== new URL(SITE_URL).origin) throw new Error(`${url} is not on the site's origin ${SITE_URL}`);
  return join(DIST, decodeURIComponent(parsed.pathname));
};

describe('the share images of the built pages', () => {
  it('finds every page of the build, each naming one og:image and one twitter:image', () => {
    expect(pages.length).toBeGreaterThanOrEqual(46);
    for (const page of pages) {
      const tags = metaTags(readFileSync(join(DIST, page), 'utf8'));
      expect([page, tags.get('og:image')?.length, tags.get('twitter:image')?.length]).toEqual([page, 1, 1]);
    }
  });

  it('resolves every og:image and twitter:image of every page to a file in dist/', () => {
    const missing = shareImages.filter(({ url }) => !existsSync(fileOf(url))).map(({ page, tag, url }) => `${page}: ${tag} ${url}`);
    expect(missing).toEqual([]);
  });

  it('declares on every page the size and text alternative of its og:image, and the size is the file’s own', () => {
    for (const page of pages) {
      const tags = metaTags(readFileSync(join(DIST, page), 'utf8'));
      const file = fileOf(tags.get('og:image')?.[0] ?? '');
      expect(existsSync(file), `${page}: ${file}`).toBe(true);
      const { width, height } = pngSize(readFileSync(file));
      expect([page, tags.get('og:image:width'), tags.get('og:image:height')]).toEqual([page, [String(width)], [String(height)]]);
      expect(tags.get('og:image:alt')?.[0], page).toMatch(/\S/);
      expect(tags.get('twitter:image:alt')?.[0], page).toMatch(/\S/);
    }
  });

  it('gives every page of the sitemap its own og:image, a 1200 × 630 PNG in dist/ at /images/share/<path>.png [SEO-6]', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(decode(loc ?? '')).pathname.replace(/(.)\/$/, '$1'));
    expect(paths.length).toBeGreaterThanOrEqual(40);
    const images = paths.map((path) => {
      const tags = metaTags(readFileSync(join(DIST, path === '/' ? 'index.html' : join(path.slice(1), 'index.html')), 'utf8'));
      const url = tags.get('og:image')?.[0] ?? '';
      expect([path, tags.get('twitter:image')?.[0]]).toEqual([path, url]);
      expect([path, new URL(url).pathname]).toEqual([path, shareImagePath(path)]);
      expect([path, pngSize(readFileSync(fileOf(url)))]).toEqual([path, SHARE_IMAGE_SIZE]);
      expect([path, tags.get('og:image:width')?.[0], tags.get('og:image:height')?.[0]]).toEqual([path, '1200', '630']);
      return url;
    });
    expect(new Set(images).size).toBe(paths.length);
  });

  it('names in each card’s alt what the card shows: a post’s category and title [SEO-6]', () => {
    const posts = JSON.parse(readFileSync(join(DIST, 'content', CONTENT_FILES.blogList), 'utf8')) as { slug: string; title: string; category: string }[];
    const post = posts[0];
    if (!post) throw new Error('The build has no blog post');
    const tags = metaTags(readFileSync(join(DIST, pathOf('blogPost', post.slug).slice(1), 'index.html'), 'utf8'));
    expect(tags.get('og:image:alt')?.[0]).toBe(`Threo share card. Blog · ${post.category}: ${post.title}`);
    expect(tags.get('twitter:image:alt')).toEqual(tags.get('og:image:alt'));
  });

  it('keeps the brand card on the 404 page, which has nothing of its own to share [SEO-6]', () => {
    const tags = metaTags(readFileSync(join(DIST, '404.html'), 'utf8'));
    expect(new URL(tags.get('og:image')?.[0] ?? '').pathname).toBe(DEFAULT_SOCIAL_IMAGE.path);
  });

  it('makes the brand card a 1200 × 630 PNG', () => {
    const card = join(DIST, DEFAULT_SOCIAL_IMAGE.path);
    expect(pngSize(readFileSync(card))).toEqual({ width: 1200, height: 630 });
  });

  it('has the local host serve each share image as an image', async () => {
    for (const url of new Set(shareImages.map((image) => image.url))) {
      const response = await fetch(new URL(new URL(url).pathname, baseUrl()));
      expect([url, response.status, response.headers.get('content-type')]).toEqual([url, 200, 'image/png']);
    }
  });
});
