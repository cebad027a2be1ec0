// Markdown text on a page (articles, case studies, the legal pages), rendered safely by MarkdownRenderer.
// - Prerendered (the build): MarkdownRenderer renders it in full, its block marked with `data-markdown` and an id
//   that React gives the same on the server and in the browser (`useId`).
// - Hydrating that page: the block keeps the prerendered HTML as it is (React leaves the children of an element
//   given `dangerouslySetInnerHTML` untouched while hydrating), so the markdown is neither parsed nor rendered
//   again and the parser's code (react-markdown and its unified pipeline, about 35 KB gzip) is not downloaded at
//   all. That work (the chunk's evaluation, the parse, the hydration of every paragraph) would be the longest of an
//   article's start-up. The HTML is our own renderer's output from the same text, so nothing unchecked enters the
//   page. Its site links, plain anchors in that HTML, navigate inside the app (one click handler on the block).
// - Rendered in the browser (a client navigation, or the text changed since): MarkdownRenderer, loaded on demand,
//   with an empty busy frame until it arrives.
import { Suspense, useId, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { onDemand } from '../app/lazyPage';
import { useHydrated } from '../hooks/useHydrated';
import { isSitePath } from '../../domain/markdown';
import { MARKDOWN_BLOCK_ATTRIBUTE, Prose } from './Markdown.styles';
import type { MarkdownProps } from './MarkdownRenderer';

export type { MarkdownProps };

const Renderer = onDemand<MarkdownProps>(() => import('./MarkdownRenderer'));

/** The prerendered HTML of this block, when React is hydrating it now; read once, at the first render. */
const usePrerenderedHtml = (id: string, source: string): string | undefined => {
  const hydrating = !useHydrated();
  const [prerendered] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return undefined;
    const block = [...document.querySelectorAll(`[${MARKDOWN_BLOCK_ATTRIBUTE}]`)].find((element) => element.getAttribute(MARKDOWN_BLOCK_ATTRIBUTE) === id);
    return block ? { source, html: block.innerHTML } : undefined;
  });
  // Only for the text it was rendered from: changed text is rendered afresh.
  return prerendered?.source === source ? prerendered.html : undefined;
};

/** Whether a click should be left to the browser (a new tab or window, a download, another button). */
const leftToBrowser = (event: MouseEvent, anchor: HTMLAnchorElement): boolean =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (anchor.target !== '' && anchor.target !== '_self') ||
  anchor.hasAttribute('download');

const PrerenderedMarkdown = ({
  id,
  html,
  className,
}: {
  readonly id: string;
  readonly html: string;
  readonly className?: string;
}) => {
  const navigate = useNavigate();
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isSitePath(href) || leftToBrowser(event, anchor)) return;
    event.preventDefault();
    void navigate(href);
  };
  // The block only hands its links' clicks to the router (Enter on a focused link clicks it too).
  return (
    <Prose
      className={className}
      {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: id }}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
};

export const Markdown = (props: MarkdownProps) => {
  const id = useId();
  const prerendered = usePrerenderedHtml(id, props.children);
  return (
    // On a client navigation the text appears when the renderer has loaded; the empty frame marks it as busy.
    <Suspense fallback={<Prose className={props.className} aria-busy="true" />}>
      {prerendered === undefined ? (
        <Renderer.Component {...props} blockId={id} />
      ) : (
        <PrerenderedMarkdown id={id} html={prerendered} className={props.className} />
      )}
    </Suspense>
  );
};
