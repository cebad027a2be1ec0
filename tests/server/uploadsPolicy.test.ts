// The image folders, where the editor's uploads are published, run nothing as the site: a document opened from
// /images/ (an SVG or HTML page that reached the repository) gets a sandboxed policy without scripts, from the
// generated header rules both Netlify and the local host read (server/csp.ts).
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { UPLOADS_CONTENT_SECURITY_POLICY, parseContentSecurityPolicy } from '../../server/csp';
import { FORM_DEFINITIONS } from '../../server/formDefinitions';
import { openFormStore } from '../../server/formStore';
import { loadNetlifyConfig } from '../../server/netlifyConfig';
import { PROJECT_ROOT } from './support/paths';
import { createTestSite } from './support/testSite';

const site = createTestSite({
  extraFiles: {
    'images/blog/evil.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script href="/images/blog/evil.js"/></svg>',
    'images/blog/evil.html': '<!doctype html><script src="/images/blog/evil.js"></script>',
  },
});
const store = openFormStore(site.dbPath);
const app = createApp({ distDir: site.distDir, netlifyConfig: await loadNetlifyConfig(join(PROJECT_ROOT, 'netlify.toml'), site.distDir), functions: [], forms: FORM_DEFINITIONS, formStore: store });
afterAll(() => {
  store.close();
  site.cleanup();
});

describe('documents opened from the image folders', () => {
  it.each(['/images/blog/evil.svg', '/images/blog/evil.html'])('%s is sandboxed and may run no script', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    const policy = parseContentSecurityPolicy(response.headers.get('Content-Security-Policy') ?? '');
    expect(policy.get('sandbox')).toEqual([]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('script-src')).toBe(false);
    expect(response.headers.get('Content-Security-Policy')).toBe(UPLOADS_CONTENT_SECURITY_POLICY);
  });

  it('leaves the pages’ own policy alone', async () => {
    expect((await app.request('/')).headers.get('Content-Security-Policy')).toContain("script-src 'self'");
  });
});
