// The blog's RSS 2.0 feed (public/rss.xml, linked from every page's head): the newest posts first, each with its
// title, link, publication date, author, categories and summary. Deterministic: the feed's date is the newest
// post's, never the time of the build, so an unchanged blog gives a byte-identical feed.
import type { BlogPostSummary } from '../../src/domain/content';

/** How many of the newest posts the feed carries: readers poll it, and older posts stay in the sitemap. */
export const RSS_ITEM_LIMIT = 50;

export interface FeedInfo {
  readonly siteUrl: string;
  readonly title: string;
  readonly description: string;
  /** Site path of the blog list, e.g. "/resources/blog". */
  readonly blogPath: string;
  /** Site path of one post for a slug. */
  readonly postPath: (slug: string) => string;
  readonly feedPath: string;
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** RFC 822 date, as RSS 2.0 requires ("Mon, 15 Sep 2025 00:00:00 GMT"). */
export const rfc822 = (isoDate: string): string => new Date(Date.parse(isoDate)).toUTCString();

/** `posts` must already be newest first. */
export const renderRss = (info: FeedInfo, posts: readonly BlogPostSummary[]): string => {
  const blogUrl = `${info.siteUrl}${info.blogPath}`;
  const items = posts.slice(0, RSS_ITEM_LIMIT).map((post) => {
    const link = `${info.siteUrl}${info.postPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.category)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${escapeXml(post.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(info.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(info.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${info.siteUrl}${info.feedPath}`)}" rel="self" type="application/rss+xml" />`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
};
