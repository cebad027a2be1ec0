// @vitest-environment jsdom
// The consent banner painted with the page (ConsentBanner.tsx): the prerendered copy's id has one home (the start-up
// contract) and index.html names it through it; the head script marks the document when a choice is stored, so the
// page's rule hides that copy before the first paint; without scripts it is hidden too.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../../src/adapters/storage/CookieConsentStore';
import { PRERENDERED_CONSENT_ID } from '../../../src/composition/startupContract';
import { fillStartupNames } from '../../../scripts/vite/startupTemplate';

const headScript = readFileSync('src/ui/theme/themeScript.js', 'utf8');
const template = readFileSync('index.html', 'utf8');

const runHeadScript = () => new Function(headScript)();

afterEach(() => {
  document.documentElement.removeAttribute('data-consent-stored');
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = 'other=; Max-Age=0; Path=/';
});

describe('the prerendered consent banner', () => {
  it('has one id in the banner, the boot script and the page template, which names it by the contract', () => {
    const filled = fillStartupNames(template);
    expect(filled).toContain(`html[data-consent-stored] #${PRERENDERED_CONSENT_ID} { display: none; }`);
    expect(filled).toContain(`<noscript><style>#${PRERENDERED_CONSENT_ID} { display: none; }</style></noscript>`);
  });

  it('is hidden before the first paint when the consent cookie is stored', () => {
    document.cookie = `${CONSENT_COOKIE}=all; Path=/`;
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(true);
  });

  it('stays shown on a first visit, whatever other cookies there are', () => {
    document.cookie = `other=${CONSENT_COOKIE}; Path=/`;
    runHeadScript();
    expect(document.documentElement.hasAttribute('data-consent-stored')).toBe(false);
  });
});
