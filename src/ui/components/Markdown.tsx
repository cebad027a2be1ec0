// Markdown text on a page (articles, case studies, the legal pages), rendered safely by MarkdownRenderer. A deferred
// part: the prerendered HTML carries the rendered text, and the markdown parser's code (react-markdown and its
// unified pipeline, about 35 KB gzip) arrives after the page is interactive instead of in its first download.
import { Suspense } from 'react';
import { deferred } from '../app/lazyPage';
import { Prose } from './Markdown.styles';
import type { MarkdownProps } from './MarkdownRenderer';

export type { MarkdownProps };

const Renderer = deferred<MarkdownProps>(() => import('./MarkdownRenderer'));

export const Markdown = (props: MarkdownProps) => (
  // On a client navigation the text appears when the renderer has loaded; the empty frame marks it as busy.
  <Suspense fallback={<Prose className={props.className} aria-busy="true" />}>
    <Renderer.Component {...props} />
  </Suspense>
);
