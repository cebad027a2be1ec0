// Markdown to quotable plain text for the knowledge passages, and splitting long text into short chunks at
// sentence boundaries. Not a markdown renderer: it only removes syntax a reply should not show.

/** A chunk is at most about this many characters, so a quoted passage stays short. */
export const MAX_CHUNK_CHARS = 420;

export const markdownToPlainText = (markdown: string, options: { readonly keepParagraphs?: boolean } = {}): string => {
  const text = markdown
    .replace(/\r\n?/g, '\n')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+(.*)$/gm, '$1.')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]*?\S)\1/g, '$2')
    .replace(/\.\.+/g, '.');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
  return paragraphs.join(options.keepParagraphs === true ? '\n\n' : ' ');
};

/** Groups sentences into chunks of at most MAX_CHUNK_CHARS; a longer sentence is cut at a word. */
export const splitIntoChunks = (text: string): readonly string[] => {
  const sentences = text
    .split(/\n\n|(?<=[.!?])\s+(?=[A-Z0-9"“(])/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => (part.length <= MAX_CHUNK_CHARS ? part : `${part.slice(0, part.lastIndexOf(' ', MAX_CHUNK_CHARS - 1)).trim()}…`));
  const chunks: string[] = [];
  let current = '';
  for (const part of sentences) {
    if (current && current.length + 1 + part.length > MAX_CHUNK_CHARS) {
      chunks.push(current);
      current = part;
    } else {
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) chunks.push(current);
  return chunks;
};
