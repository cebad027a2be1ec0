// The table of contents of a legal page: one in-page link per section, in reading order.
export interface TocEntry {
  readonly id: string;
  readonly title: string;
}

export const TableOfContents = ({ entries }: { readonly entries: readonly TocEntry[] }) => (
  <ol>
    {entries.map((entry) => (
      <li key={entry.id}>
        <a href={`#${entry.id}`}>{entry.title}</a>
      </li>
    ))}
  </ol>
);
