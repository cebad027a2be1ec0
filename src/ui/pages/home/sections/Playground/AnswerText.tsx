// Renders a playground answer as text, never as HTML: paragraphs and line breaks, **bold**, and [label](url) links
// that pass the site's link policy (SHELL-9: http, https, mailto, tel and relative links only). Any other
// markup shows as the literal characters it is. Relative links navigate inside the site; others open in a new tab.
import type { ReactNode } from 'react';
import { RouterLink } from '../../../../components/RouterLink';
import { safeUrl } from '../../../../../domain/markdown/linkPolicy';

/** `[label](url)` or `**bold**`; labels and bold text stay on one line. */
const INLINE = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+)\*\*/g;

const isInternal = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

const linkTo = (label: string, url: string, key: string): ReactNode => {
  const safe = safeUrl(url);
  if (safe === undefined) return label;
  if (isInternal(safe)) {
    return (
      <RouterLink key={key} to={safe}>
        {label}
      </RouterLink>
    );
  }
  const external = /^https?:/i.test(safe);
  return (
    <a key={key} href={safe} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
};

/** One line's inline pieces: text, links and bold runs. */
export const inlinePieces = (line: string, keyPrefix: string): ReactNode[] => {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) pieces.push(line.slice(last, at));
    const [, label, url, bold] = match;
    const key = `${keyPrefix}-${at}`;
    pieces.push(bold !== undefined ? <strong key={key}>{bold}</strong> : linkTo(label ?? '', url ?? '', key));
    last = at + match[0].length;
  }
  if (last < line.length) pieces.push(line.slice(last));
  return pieces;
};

export const AnswerText = ({ text }: { readonly text: string }) => {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <>
      {paragraphs.map((paragraph, p) => (
        <p key={p}>
          {paragraph.split('\n').map((line, l) => (
            <span key={l}>
              {l > 0 ? <br /> : null}
              {inlinePieces(line, `${p}-${l}`)}
            </span>
          ))}
        </p>
      ))}
    </>
  );
};
