// Passages of the Terms of Service and the privacy policy, section by section, read from the same markdown the
// legal pages render (content/terms.md, content/privacy-policy.md) with the legal domain's reader: one passage per
// bolded clause ("**Incident notice.** We will notify you within 2 hours…") or paragraph, titled with its section
// and linked to the section's anchor, so an answer can cite the very clause.
import { readLegalDocument, type LegalMetadata } from '../../../src/domain/legal';
import { pathOf, type RouteId } from '../../../src/domain/site/routes';
import type { Passage } from '../ports';
import { pageName } from './passage';
import { markdownToPlainText, splitIntoChunks } from './plainText';

export const LEGAL_ID_PREFIX = 'legal:';

export interface LegalSource {
  readonly route: Extract<RouteId, 'terms' | 'privacy'>;
  readonly markdown: string;
  readonly defaults: LegalMetadata;
}

/**
 * "**Incident notice.** We will…" → ["Incident notice", "We will…"]; a clause without a bold label has none. A bold
 * lead-in that the sentence goes on from ("**On this website**, Threo is…") labels the clause and stays in its text.
 */
const labelled = (item: string): { readonly label?: string; readonly body: string } => {
  const match = /^\*\*([^*]+?)\.?\*\*\s*(.*)$/s.exec(item.trim());
  if (!match) return { body: item };
  const label = (match[1] as string).trim();
  const body = match[2] as string;
  if (/^[a-z]/.test(body)) return { label, body: `${label} ${body}` };
  return { label, body: /^[,;:]/.test(body) ? `${label}${body}` : body };
};

/**
 * A section's markdown as clauses: each top-level list item (with its sub-items) or paragraph; a paragraph that ends
 * in a colon introduces the list after it ("You must not:") and keeps that list with it.
 */
const clausesOf = (markdown: string): readonly string[] => {
  const clauses: { text: string; intro: boolean }[] = [];
  let current: string[] = [];
  let isItem = false;
  const flush = () => {
    if (current.length === 0) return;
    const text = current.join('\n');
    const previous = clauses[clauses.length - 1];
    if (isItem && previous?.intro === true) previous.text = `${previous.text}\n- ${text}`;
    else clauses.push({ text, intro: !isItem && /:\s*$/.test(text) });
    current = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const item = /^[-*+]\s+/.test(line);
    if (item || line.trim() === '') flush();
    if (item) isItem = true;
    else if (current.length === 0 && line.trim() !== '') isItem = false;
    if (line.trim() !== '') current.push(line.replace(/^[-*+]\s+/, ''));
  }
  flush();
  return clauses.map((clause) => clause.text);
};

export const legalPassages = ({ route, markdown, defaults }: LegalSource): readonly Passage[] => {
  const document = readLegalDocument(markdown, defaults);
  const page = pageName(route);
  const base = pathOf(route);
  return document.sections.flatMap((section) => {
    const sectionTitle = section.title.replace(/^\s*\d+(\.\d+)*\.?\s+/, '');
    const clauses = clausesOf(section.markdown);
    return clauses.flatMap((clause, index) => {
      const { label, body } = labelled(clause);
      const text = markdownToPlainText(body.replace(/\n\s*[-*+]\s+/g, '\n- ').replace(/([:;,.])?\n- /g, (_, mark: string | undefined) => (mark === undefined ? '; ' : `${mark} `)));
      return splitIntoChunks(text).map((chunk, part) => ({
        id: `${LEGAL_ID_PREFIX}${route}:${section.id}:${index + 1}${part === 0 ? '' : `.${part + 1}`}`,
        title: label === undefined ? `${sectionTitle} (${document.meta.title})` : `${label} (${document.meta.title}, ${sectionTitle})`,
        url: `${base}#${section.id}`,
        page: `${page}: ${sectionTitle}`,
        text: chunk,
        keywords: `${sectionTitle} ${label ?? ''} ${route === 'terms' ? 'terms of service contract agreement legal' : 'privacy policy personal data gdpr'}`,
      }));
    });
  });
};
