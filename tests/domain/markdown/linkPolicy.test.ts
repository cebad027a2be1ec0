import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLOWED_SCHEMES, isSafeLink, safeUrl } from '../../../src/domain/markdown/linkPolicy';

// Covers: SHELL-9
describe('links the policy allows (http, https, mailto, tel and relative)', () => {
  it('names its schemes', () => {
    expect(ALLOWED_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
  });

  it.each([
    '/path',
    '/resources/blog/getting-started-with-threoai',
    'path',
    'path/to/page.html',
    './x',
    '../x',
    '#anchor',
    '?q=1',
    'https://threo.ai',
    'http://example.com/a?b=c#d',
    'HTTPS://EXAMPLE.COM',
    'https://example.com/a%20b',
    'https://example.com/100%25',
    'https://user@example.com:8443/x',
    'https:\\\\example.com',
    'mailto:info@threo.ai',
    'MAILTO:info@threo.ai?subject=Hi',
    'tel:+15551234567',
    '/path:with-colon-after-a-slash',
    'page?x=a:b',
    '#a:b',
    '  /trimmed  ',
  ])('%j', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });
});

describe('links the policy refuses', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\t\n javascript:alert(1)',
    '\u0001javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\u0000script:alert(1)',
    'jav\tascript:alert(1)',
    'jav\nascript:alert(1)',
    'jav\rascript:alert(1)',
    '\u200bjavascript:alert(1)',
    'java\u200bscript:alert(1)',
    'java\u200dscript:alert(1)',
    'java\ufeffscript:alert(1)',
    'java\u00adscript:alert(1)',
    'java\u2060script:alert(1)',
    'java\u202escript:alert(1)',
    'javascript\u0301:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    '&#X6a;avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&amp;colon;alert(1)',
    'javascript&percnt;3Aalert(1)',
    'javascript&amp;#58;alert(1)',
    '/&bsol;evil.example',
    '/&BSOL;evil.example',
    'javascript&COLON;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#9;ascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    '%256A%2561vascript:alert(1)',
    'java%09script:alert(1)',
    'java%00script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'FILE://C:/Windows',
    'blob:https://example.com/uuid',
    'about:blank',
    '//evil.example',
    ' //evil.example',
    '\\\\evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/&#92;evil.example',
    '/%5Cevil.example',
    '&sol;&sol;evil.example',
    'https:evil.example',
    'HTTPS:evil.example',
    'http:/evil.example',
    'https:///evil.example',
    'https://',
    'http:',
    'https&colon;evil.example',
    'mailto:',
    'tel:',
    'foo:bar',
    'path:x',
    '',
    '   ',
    '\u0000',
  ])('%j', (url) => {
    expect(isSafeLink(url)).toBe(false);
    expect(safeUrl(url)).toBeUndefined();
  });

  it.each(['&Tab;', '&NewLine;', '&nbsp;', '&shy;', '&zwj;', '&zwnj;', '&ZeroWidthSpace;', '&NoBreak;'])(
    'sees through %s between two slashes',
    (reference) => {
      expect(isSafeLink(`/${reference}/evil.example`)).toBe(false);
      expect(isSafeLink(`java${reference}script&colon;alert(1)`)).toBe(false);
    },
  );

  it('leaves other named references as written', () => {
    expect(isSafeLink('/a&hellip;b')).toBe(true);
    expect(isSafeLink('java&hellip;script:alert(1)')).toBe(false);
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['javascript:alert(1)']]) expect(isSafeLink(value)).toBe(false);
  });

  it('reads a character reference beyond Unicode as a replacement character', () => {
    expect(isSafeLink('/x&#x110000;')).toBe(true);
    expect(isSafeLink('/x&#99999999;')).toBe(true);
    expect(isSafeLink('&#x110000;javascript:alert(1)')).toBe(false);
    expect(isSafeLink('&#x110000;//evil.example')).toBe(true); // "\ufffd//evil.example" is a relative path
  });

  it('refuses a link whose escapes never settle', () => {
    // Each round strips one "25"; 6 of them settle within the 8 rounds, 7 do not.
    expect(isSafeLink(`/x%${'25'.repeat(6)}41`)).toBe(true);
    expect(isSafeLink(`/x%${'25'.repeat(7)}41`)).toBe(false);
  });

  it('renders an allowed link trimmed', () => {
    expect(safeUrl('  https://threo.ai/pricing \n')).toBe('https://threo.ai/pricing');
    expect(safeUrl('/support')).toBe('/support');
  });
});

// ── Generated hostile variants ──────────────────────────────────────────────────────────────────────────
const INVISIBLES = ['\t', '\n', '\r', '\u0000', '\u0001', '\u001f', '\u007f', ' ', '\u00a0', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u202e', '&Tab;', '&NewLine;', '%09', '%0A', '&#x09;', '&#13;'];

/** One character, written one of the ways a browser or a decoder might read back as that character. */
const encodedChar = (char: string, nextIsDigit: boolean): fc.Arbitrary<string> => {
  const code = char.codePointAt(0) as number;
  const forms = [
    char.toLowerCase(),
    char.toUpperCase(),
    `&#${code};`,
    `&#000${code};`,
    `&#x${code.toString(16)};`,
    `&#X${code.toString(16).toUpperCase()};`,
    `%${code.toString(16).padStart(2, '0')}`,
    `%${code.toString(16).toUpperCase().padStart(2, '0')}`,
    `&amp;#${code};`,
    `%25${code.toString(16)}`,
  ];
  return fc.constantFrom(...(nextIsDigit ? forms : [...forms, `&#${code}`]));
};

const COLONS = [':', '&colon;', '&#58;', '&#x3a;', '&#x3A;', '%3a', '%3A', '&#0058;', '&amp;colon;'];

const hostileScheme = (scheme: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom('', ' ', '\t', '\u0001', '\u200b', '\ufeff  ', '&#32;'),
      fc.tuple(...[...scheme].map((char) => fc.tuple(encodedChar(char, false), fc.option(fc.constantFrom(...INVISIBLES), { nil: '' })))),
      fc.constantFrom(...COLONS),
      fc.constantFrom('alert(1)', '//example.com/%0aalert(1)', 'text/html;base64,PHNjcmlwdD4=', 'msgbox(1)', '///etc/passwd'),
    )
    .map(([lead, chars, colon, payload]) => lead + chars.map(([char, gap]) => char + gap).join('') + colon + payload);

describe('generated hostile links', () => {
  it.each(['javascript', 'data', 'vbscript', 'file'])('refuses every disguise of %s:', (scheme) => {
    fc.assert(
      fc.property(hostileScheme(scheme), (url) => {
        expect(isSafeLink(url)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('refuses every protocol-relative form', () => {
    const slash = fc.constantFrom('/', '\\', '&#47;', '&sol;', '%2F', '&#92;', '&bsol;', '%5C');
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '\u0001'), slash, fc.option(fc.constantFrom(...INVISIBLES), { nil: '' }), slash, fc.domain(), (lead, a, gap, b, host) => {
        expect(isSafeLink(`${lead}${a}${gap}${b}${host}`)).toBe(false);
      }),
    );
  });

  it('refuses http and https without "//" and a host', () => {
    fc.assert(
      fc.property(fc.constantFrom('http', 'https', 'HTTPS', 'hTtP'), fc.constantFrom('', '/', '///'), fc.domain(), (scheme, slashes, host) => {
        expect(isSafeLink(`${scheme}:${slashes}${host}`)).toBe(false);
      }),
    );
  });

  it('refuses any scheme but the four allowed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/), fc.string(), (scheme, rest) => {
        fc.pre(!ALLOWED_SCHEMES.includes(scheme));
        expect(isSafeLink(`${scheme}:${rest}`)).toBe(false);
      }),
    );
  });
});

describe('generated safe links', () => {
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/);
  const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

  it('allows every relative link', () => {
    fc.assert(
      fc.property(fc.constantFrom('/', '', './', '../', '#', '?q='), path, (prefix, rest) => {
        expect(isSafeLink(prefix + rest)).toBe(true);
      }),
    );
  });

  it('allows every http, https, mailto and tel link', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), fc.emailAddress(), fc.stringMatching(/^\+?[0-9]{3,15}$/), (url, email, phone) => {
        expect(isSafeLink(url)).toBe(true);
        expect(isSafeLink(`mailto:${email}`)).toBe(true);
        expect(isSafeLink(`tel:${phone}`)).toBe(true);
      }),
    );
  });
});
