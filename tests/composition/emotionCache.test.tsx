// @vitest-environment node
// The one emotion cache of server and browser writes standard CSS only: no vendor prefixes added by stylis, which
// would be a third of each page's inlined styles (src/composition/emotionCache.ts). Prefixes the styles write
// themselves beside the standard property stay.
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache, EMOTION_KEY } from '../../src/composition/emotionCache';

const Row = styled.div({ display: 'flex', alignItems: 'center', transform: 'rotate(45deg)', transition: 'transform 200ms ease-out' });
const Accent = styled.span({ WebkitBackgroundClip: 'text', backgroundClip: 'text' });

const criticalCss = (): string => {
  const cache = createEmotionCache();
  cache.compat = true; // as the prerenderer renders (src/composition/entry-server.tsx)
  const html = renderToString(
    <CacheProvider value={cache}>
      <Row>
        <Accent>text</Accent>
      </Row>
    </CacheProvider>,
  );
  return createEmotionServer(cache).extractCritical(html).css;
};

describe('the emotion cache', () => {
  it('keeps the shared key, so the browser adopts the prerendered styles', () => {
    expect(createEmotionCache().key).toBe(EMOTION_KEY);
  });

  it('writes flexbox, transforms and transitions unprefixed, once each', () => {
    const css = criticalCss();
    expect(css).toContain('display:flex;align-items:center;transform:rotate(45deg);transition:transform 200ms ease-out;');
    expect(css).not.toMatch(/-(webkit|moz|ms)-(box|flex|align|transform|transition)/);
  });

  it('keeps a prefix the styles write themselves', () => {
    expect(criticalCss()).toContain('-webkit-background-clip:text;background-clip:text;');
  });
});
