// @vitest-environment jsdom
// The safe markdown view: every link and image it renders passes the domain link policy, whatever the source
// throws at it (the hostile forms of the domain issue, in links, reference definitions, autolinks and images);
// links that fail render as plain text; raw HTML never becomes markup.
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../../../src/domain/markdown';
import { MarkdownRenderer as Markdown } from '../../../src/ui/components/MarkdownRenderer';
import { theme } from '../../../src/ui/theme/tokens';

const wrap = (source: string) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>
  </ThemeProvider>
);

/** The rendered markup as a DOM tree. */
const renderMarkdown = (source: string): HTMLElement => {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(wrap(source));
  return container;
};

const urlsIn = (root: HTMLElement): string[] => [
  ...[...root.querySelectorAll('a[href]')].map((element) => element.getAttribute('href') ?? ''),
  ...[...root.querySelectorAll('img[src]')].map((element) => element.getAttribute('src') ?? ''),
];

// ── Hostile links (the domain issue's list) ─────────────────────────────────────────────────────────────
const randomCase = (word: string) =>
  fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));

const invisible = fc.constantFrom(' ', '\t', '\n', '\u0000', '\u0001', '\u0008', '\u001f', '\u007f', '\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u180e');

/** One character as itself, an HTML character reference (decimal or hex) or a percent-escape. */
const disguise = (char: string) => {
  const code = char.charCodeAt(0);
  return fc.constantFrom(char, char, `&#${code};`, `&#x${code.toString(16)};`, `&#X${code.toString(16).toUpperCase()}`, `%${code.toString(16).padStart(2, '0')}`);
};

const disguisedWord = (word: string) =>
  randomCase(word).chain((cased) =>
    fc.tuple(...[...cased].map((char) => fc.tuple(disguise(char), fc.option(invisible, { freq: 4, nil: '' })))).map((parts) => parts.map(([c, gap]) => c + gap).join('')),
  );

const colon = fc.constantFrom(':', ':', '&colon;', '&#58;', '&#x3a;', '&#X3A;', '%3a', '%3A', '&amp;colon;');

const schemeLink = fc
  .tuple(
    fc.array(invisible, { maxLength: 3 }).map((chars) => chars.join('')),
    fc.constantFrom('javascript', 'javascript', 'vbscript', 'data', 'file').chain(disguisedWord),
    colon,
    fc.constantFrom('alert(1)', 'alert(document.cookie)', 'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', '///etc/passwd', 'msgbox(1)', '//evil.example/%0aalert(1)'),
  )
  .map(([lead, scheme, separator, rest]) => `${lead}${scheme}${separator}${rest}`);

const hostLink = fc.constantFrom(
  '//evil.example',
  '//evil.example/path',
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  ' //evil.example',
  '&#47;&#47;evil.example',
  '%2F%2Fevil.example',
  'https:evil.example',
  'http:evil.example',
  'https:/evil.example',
  'HTTPS:\\\\evil.example',
  '&Tab;javascript:alert(1)',
  'java&Tab;script:alert(1)',
  'java&NewLine;script:alert(1)',
  'jav&#x09;ascript:alert(1)',
);

const hostile = fc.oneof(schemeLink, hostLink);

/** The markdown forms a URL can take: inline link (bare and in <>), reference definition, autolink, images. */
const placements = fc.constantFrom(
  (url: string) => `A [link](${url}) here.`,
  (url: string) => `A [link](<${url}>) here.`,
  (url: string) => `A [link](${url} "title") here.`,
  (url: string) => `See [the reference][ref].\n\n[ref]: ${url}`,
  (url: string) => `See [the reference][ref].\n\n[ref]: <${url}> "title"`,
  (url: string) => `Visit <${url}> now.`,
  (url: string) => `![an image](${url})`,
  (url: string) => `![an image](<${url}>)`,
  (url: string) => `![an image][pic]\n\n[pic]: ${url}`,
  (url: string) => `[![nested](${url})](${url})`,
);

describe('Markdown', () => {
  // Covers: SHELL-9
  it('never renders a link or image outside the link policy, whatever the source', () => {
    fc.assert(
      fc.property(hostile, placements, (url, place) => {
        for (const rendered of urlsIn(renderMarkdown(place(url)))) expect(isSafeLink(rendered), `${JSON.stringify(url)} rendered as ${JSON.stringify(rendered)}`).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('renders every allowed form of link as a real link, so the property above is not vacuous', () => {
    const safe = fc.constantFrom('https://example.com/a?b=1#c', 'http://example.com', 'mailto:team@example.com', 'tel:+15551234567', '/pricing', '../guide', 'guide/setup', '#section', '?page=2');
    fc.assert(
      fc.property(safe, (url) => {
        const root = renderMarkdown(`A [link](${url}) here.`);
        const links = [...root.querySelectorAll('a[href]')];
        expect(links).toHaveLength(1);
        expect(isSafeLink(links[0]?.getAttribute('href'))).toBe(true);
      }),
    );
  });

  // Covers: SHELL-9
  it('shows a refused link as its plain text', () => {
    const root = renderMarkdown('Click [this offer](javascript:alert(1)) today.');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toContain('Click this offer today.');
  });

  it('shows a refused image as its alternative text', () => {
    const root = renderMarkdown('![A chart of results](data:image/svg+xml;base64,PHN2Zz4=)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('A chart of results');
  });

  it('drops raw HTML instead of rendering it', () => {
    const root = renderMarkdown('Before <script>alert(1)</script><img src=x onerror=alert(1)> after\n\n<div onclick="alert(1)">block</div>');
    expect(root.querySelector('script, img, div[onclick]')).toBeNull();
    expect(root.innerHTML).not.toContain('onerror');
  });

  it('opens links to other sites in a new tab and keeps site links in the app', () => {
    render(wrap('Read [the docs](https://docs.example.com) or [our pricing](/pricing).'));
    const external = screen.getByRole('link', { name: /the docs/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'our pricing' });
    expect(internal.getAttribute('href')).toBe('/pricing');
    expect(internal.hasAttribute('target')).toBe(false);
  });

  it('renders a level-1 heading in the source as h2, leaving the page its one h1', () => {
    render(wrap('# A heading\n\nText.'));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'A heading' }).textContent).toBe('A heading');
  });
});
