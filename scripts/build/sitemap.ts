// The sitemap and robots.txt: every indexable page (static routes, blog posts and case studies), none of the
// noindex ones, plus the blog's RSS feed link in robots for discovery.
export interface SitemapEntry {
  readonly path: string;
  readonly lastModified?: string;
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const renderSitemap = (siteUrl: string, entries: readonly SitemapEntry[]): string => {
  const urls = entries
    .map((entry) => {
      const loc = entry.path === '/' ? `${siteUrl}/` : `${siteUrl}${entry.path}`;
      const lastmod = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

export const renderRobots = (siteUrl: string): string => `User-agent: *\nAllow: /\nDisallow: /.netlify/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
