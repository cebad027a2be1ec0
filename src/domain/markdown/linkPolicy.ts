// The link policy of every rendered markdown view (SHELL-9: "only http, https, mailto, tel and
// relative links"). Public API: isSafeLink(url) → boolean, safeUrl(url) → the trimmed url or undefined,
// ALLOWED_SCHEMES, isSitePath(href).
//
// How a link is judged (conservative: when in doubt, the link is dropped):
//  1. HTML character references (&#106; &#x6A &colon; &sol; &amp; …) and percent-escapes (%6A) are decoded,
//     repeatedly, until nothing changes (a value still changing after 8 rounds is refused);
//  2. every control, format (zero-width, bidi), combining-mark, separator and white-space character is removed, and
//     backslashes are read as slashes, as browsers do;
//  3. the result is judged: http:// and https:// need "//" and a host ("https:host" is refused); mailto: and
//     tel: need something after the colon; no other scheme is allowed (javascript:, data:, vbscript:, file:…);
//     "//host" (protocol-relative, also written \\host or /\host) is refused; anything else is relative
//     (/path, path, ./x, ../x, #anchor, ?q) and allowed unless a ":" appears before the first "/", "?" or "#",
//     which a browser could read as a scheme.
// The empty link is refused: it points nowhere.

export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

// The named references that can change how a link is read: a scheme colon, slashes and backslashes, the "&"
// and "%" of a second round of escapes, and the invisible characters that could hide between two slashes
// (those are dropped, as step 2 would drop them). Any other named reference stays as written; its "&" and ";"
// already keep a scheme from forming.
const INVISIBLE_REFERENCES: readonly string[] = ['tab', 'newline', 'nbsp', 'shy', 'zwj', 'zwnj', 'zerowidthspace', 'nobreak'];
const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  colon: ':',
  sol: '/',
  bsol: '\\',
  amp: '&',
  percnt: '%',
};

/** Like an HTML parser, a reference beyond Unicode reads as U+FFFD. */
// Stryker disable next-line EqualityOperator: U+10FFFF and U+FFFD are judged alike, so the boundary cannot be observed.
const fromCodePoint = (code: number): string => (code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd');

const decodeReferences = (text: string): string =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z][a-z0-9]*));?/gi, (match: string, hex?: string, decimal?: string, name?: string) => {
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    if (decimal !== undefined) return fromCodePoint(parseInt(decimal, 10));
    const lower = (name as string).toLowerCase();
    return INVISIBLE_REFERENCES.includes(lower) ? '' : (NAMED_REFERENCES[lower] ?? match);
  });

const decodePercent = (text: string): string => text.replace(/%([0-9a-f]{2})/gi, (_match: string, byte: string) => String.fromCharCode(parseInt(byte, 16)));

const MAX_DECODE_ROUNDS = 8;

/** The fully decoded form, or undefined when decoding does not settle. */
const decodeFully = (url: string): string | undefined => {
  let current = url;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodePercent(decodeReferences(current));
    if (next === current) return current;
    current = next;
  }
  return undefined;
};

// Control, format (zero-width, bidi), combining-mark and separator characters, plus the Hangul fillers that render as
// blanks.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{M}\p{Z}\s\u115f\u1160\u3164\uffa0]/gu;

const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)/is;

const judge = (link: string): boolean => {
  if (link === '' || link.startsWith('//')) return false;
  const scheme = SCHEME.exec(link);
  if (scheme === null) return !/^[^/?#]*:/.test(link);
  const name = (scheme[1] as string).toLowerCase();
  const rest = scheme[2] as string;
  if (!ALLOWED_SCHEMES.includes(name)) return false;
  return name.startsWith('http') ? /^\/\/[^/?#]/.test(rest) : rest !== '';
};

export const isSafeLink = (url: unknown): boolean => {
  if (typeof url !== 'string') return false;
  const decoded = decodeFully(url);
  return decoded !== undefined && judge(decoded.replace(INVISIBLE, '').replace(/\\/g, '/'));
};

/** The link to render (trimmed), or undefined to render the text without a link. */
export const safeUrl = (url: unknown): string | undefined => (isSafeLink(url) ? (url as string).trim() : undefined);

/** Whether a (safe) link is a path of this site, which the app's router follows (a protocol-relative URL is not). */
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');
