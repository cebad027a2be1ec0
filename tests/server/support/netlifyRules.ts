// Rules written as text, read the way both hosts read them: through Netlify's own parsers, which take file paths.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HeaderRule, type NetlifyConfig, loadNetlifyConfig, readHeadersFiles } from '../../../server/netlifyConfig';

const written = (name: string, text: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), 'threo-rules-')), name);
  writeFileSync(path, text);
  return path;
};

/** The header and redirect rules of a netlify.toml text. */
export const rulesOfToml = (text: string): Promise<NetlifyConfig> => loadNetlifyConfig(written('netlify.toml', text));

/** The header rules of a `_headers` text. */
export const rulesOfHeadersFile = (text: string): Promise<HeaderRule[]> => readHeadersFiles([written('_headers', text)]);
