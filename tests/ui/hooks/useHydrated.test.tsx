// @vitest-environment jsdom
// One hook tells every view whether React is hydrating served HTML: the markdown blocks (which keep the served
// HTML only then) and the blog views (which keep browser-only inputs out of that render) read the same answer.
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '../../../src/ui/hooks/useHydrated';

const seen: boolean[] = [];
const Probe = () => {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <span>{hydrated ? 'hydrated' : 'served'}</span>;
};

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('served');
  });

  it('is false in the hydrating render, so it matches the served HTML, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('hydrated');
  });

  it('is true from the first render of a client-only tree', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Probe />);
    });
    expect(seen).toEqual([true]);
  });
});
