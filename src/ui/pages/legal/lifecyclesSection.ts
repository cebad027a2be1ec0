// The Terms' "How these terms work" section: its id and title, apart from the diagrams so the table of contents can
// name it without loading them, and the shape of one generated diagram (src/ui/pages/legal/generated/lifecycles.ts).
export const LIFECYCLES_SECTION_ID = 'how-these-terms-work';
export const LIFECYCLES_TITLE = 'How these terms work';

export interface LifecycleDiagram {
  /** The machine's name, unique on the page ("account", "fairUse", "quote"). */
  readonly id: string;
  readonly title: string;
  /** A complete <svg> element, generated from our own machine definitions (trusted build output). */
  readonly svg: string;
  /** The diagram as plain text, for screen readers and for anyone who prefers text. */
  readonly description: string;
}
