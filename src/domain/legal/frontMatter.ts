// A tiny, pure front-matter reader for the legal markdown sources (content/terms.md, content/privacy-policy.md),
// small enough for the browser bundle (gray-matter is Node-only). Public API: FrontMatter, parseFrontMatter(source).
//
// The block is the YAML subset the legal sources use: the file starts with a line "---", then one `key: value`
// per line, then a closing "---". Values are plain text; surrounding single or double quotes are removed, so
// `version: "1.2"` and `version: 1.2` both read as the text "1.2" (never the number 1.2). Blank lines and lines
// starting with "#" are skipped. Anything else (a file without the block, an unterminated block, a line that is
// not `key: value`) leaves the whole source as the body with no data, so a malformed header is visible, not lost.

export interface FrontMatter {
  readonly data: Readonly<Record<string, string>>;
  /** The markdown after the block (the whole source when there is no valid block). */
  readonly body: string;
}

const FENCE = '---';
const ENTRY = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/;

const unquote = (value: string): string => {
  const trimmed = value.trim();
  const first = trimmed[0];
  return trimmed.length >= 2 && (first === '"' || first === "'") && trimmed.endsWith(first) ? trimmed.slice(1, -1) : trimmed;
};

export const parseFrontMatter = (source: string): FrontMatter => {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const none: FrontMatter = { data: {}, body: source };
  if (lines[0]?.trim() !== FENCE) return none;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === FENCE);
  if (end === -1) return none;
  const data: Record<string, string> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const entry = ENTRY.exec(line);
    if (entry === null) return none;
    data[entry[1] as string] = unquote(entry[2] as string);
  }
  return { data, body: lines.slice(end + 1).join('\n').replace(/^\n+/, '') };
};
