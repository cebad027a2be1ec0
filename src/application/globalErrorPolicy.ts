// What the page does with an error nobody caught (ERR-10, ERR-11, ERR-12, ERR-13), and whether a failed code
// chunk may reload the page (recovery after a deploy). Pure decisions; src/composition wires them to window events.
import { CHUNK_RELOAD_GUARD_MS } from '../domain/site/constants';

export type GlobalErrorAction =
  /** JSON and cross-origin "Script error." noise: make sure the page is visible, show nothing. */
  | 'reveal-and-suppress'
  /** Render and chunk-load errors: the blank-page recovery, never the generic toast. */
  | 'recover'
  /** Anything else: the toast "An error occurred. We're working to fix it." (once per text). */
  | 'toast';

export interface GlobalErrorFacts {
  readonly name: string;
  readonly message: string;
}

const CHUNK_LOAD = /ChunkLoadError|Loading (CSS )?chunk|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RENDER = /Minified React error|hydrat|while rendering|The above error occurred/i;
const JSON_ERROR = /JSON/;

export const classifyGlobalError = ({ name, message }: GlobalErrorFacts): GlobalErrorAction => {
  const text = message.trim();
  if (/^Script error\.?$/i.test(text) || JSON_ERROR.test(text) || (name === 'SyntaxError' && JSON_ERROR.test(text))) return 'reveal-and-suppress';
  if (name === 'ChunkLoadError' || CHUNK_LOAD.test(text) || RENDER.test(text)) return 'recover';
  return 'toast';
};

/** A failed chunk reloads the page only if no such reload happened within CHUNK_RELOAD_GUARD_MS. */
export const mayReloadForChunk = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined ||
  !Number.isFinite(lastReloadAt) ||
  now - lastReloadAt > CHUNK_RELOAD_GUARD_MS ||
  now < lastReloadAt;
