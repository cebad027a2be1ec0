// Renders trusted-looking but untrusted markdown safely (SHELL-9: "Rendered markdown only allows http, https,
// mailto, tel and relative links"): react-markdown without raw HTML (HTML in the source is dropped), every URL
// judged by the domain link policy; a link or image that fails it renders as its plain text. Site links use the
// router; links to other sites open in a new tab. Headings keep the page's outline: "##" becomes the level the
// caller names (h2 by default) and deeper ones follow; a stray level-1 heading is treated as "##".
import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { RouterLink } from './RouterLink';
import { isSitePath, safeUrl } from '../../domain/markdown';
import { MARKDOWN_BLOCK_ATTRIBUTE, Prose } from './Markdown.styles';

/** The policy as react-markdown's URL hook: an unsafe URL becomes no URL at all. */
export const markdownUrlTransform = (url: string): string | null => safeUrl(url) ?? null;

const isWebLink = (href: string): boolean => /^https?:/i.test(href);

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const headingTag = (markdownLevel: number, base: number): HeadingTag =>
  `h${Math.min(6, Math.max(2, base + Math.max(markdownLevel, 2) - 2))}` as HeadingTag;

const headings = (base: number): Components =>
  Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((level) => {
      const Tag = headingTag(level, base);
      const Heading = ({ children }: { readonly children?: ReactNode }) => <Tag>{children}</Tag>;
      return [`h${level}`, Heading];
    }),
  );

const baseComponents: Components = {
  a: ({ node: _node, href, children, title }) => {
    if (!href) return <span>{children}</span>;
    if (isSitePath(href)) {
      return (
        <RouterLink to={href} title={title}>
          {children}
        </RouterLink>
      );
    }
    if (isWebLink(href)) {
      return (
        <a href={href} title={title} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    }
    return (
      <a href={href} title={title}>
        {children}
      </a>
    );
  },
  // A code block scrolls sideways on narrow screens: focusable, so keyboard users can scroll it too (WCAG 2.1.1).
  pre: ({ node: _node, children }) => <pre tabIndex={0}>{children}</pre>,
  img: ({ node: _node, src, alt, title }) =>
    typeof src === 'string' && src !== '' ? <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" /> : <span>{alt}</span>,
};

const COMPONENTS_BY_BASE: Readonly<Record<number, Components>> = Object.fromEntries(
  [2, 3, 4].map((base) => [base, { ...baseComponents, ...headings(base) }]),
);

export interface MarkdownProps {
  readonly children: string;
  /** The heading level a "##" heading becomes: 2 for a page's main text, 3 inside a section with its own h2. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
  /** Marks the rendered block (Markdown.tsx finds the prerendered block by it when the page hydrates). */
  readonly blockId?: string;
}

export const MarkdownRenderer = ({ children, headingLevel = 2, className, blockId }: MarkdownProps) => (
  <Prose className={className} {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: blockId }}>
    <ReactMarkdown skipHtml urlTransform={markdownUrlTransform} components={COMPONENTS_BY_BASE[headingLevel]}>
      {children}
    </ReactMarkdown>
  </Prose>
);

export default MarkdownRenderer;
