// Renders a page's head from the typed head helper. React 19 hoists <title>, <meta> and <link> into <head> in the
// browser; the prerenderer moves them there in the static HTML. JSON-LD stays where it is rendered.
import { buildHeadMeta, serializeJsonLd, type HeadInput } from '../../domain/site/headMeta';
import { useSiteConfig } from '../app/SiteConfigContext';

export const Seo = (input: HeadInput) => {
  const config = useSiteConfig();
  const meta = buildHeadMeta(config, input);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
      <meta name="robots" content={meta.robots} />
      <link rel="canonical" href={meta.canonical} />
      {Object.entries(meta.og).map(([key, value]) => (
        <meta key={`og:${key}`} property={`og:${key}`} content={value} />
      ))}
      {Object.entries(meta.twitter).map(([key, value]) => (
        <meta key={`twitter:${key}`} name={`twitter:${key}`} content={value} />
      ))}
      {meta.jsonLd.map((node, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }} />
      ))}
    </>
  );
};
