// Port: the page the application is mounted into (START-4, START-5, START-6). The client entry implements it with the
// DOM and React; the start-up machine decides when each step runs and what happens when one fails.
export interface PageMount {
  /** Whether the root element exists yet. */
  hasRoot(): boolean;
  /** Renders (hydrates) the application into the root element; rejects when rendering throws. */
  render(): Promise<void>;
  /** Renders the minimal fallback message into the root element; rejects when that fails too. */
  renderFallback(message: string): Promise<void>;
  /** Replaces the whole body with a plain text (the last resort). */
  replaceBody(text: string): void;
  /** Makes the root element visible and removes the loading marker class. */
  revealRoot(): void;
  /** The visibility safety check: forces the root visible if something hid it. */
  ensureRootVisible(): void;
  /** Sets up lazy image loading. */
  setUpLazyImages(): void;
}
