// @vitest-environment jsdom
// The stacking rule's one home (src/ui/theme/overlays.ts): each docked banner sits on the heights of those below
// it, publishes its own while mounted and withdraws it when it goes; the start-up spinner, styled in index.html
// before any script, stays on the layer the rule names. The browser-level proof is tests/e2e/overlays.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { dockHeight, dockHeightProperty, dockOffset, LAYER, useDockSlot, type DockSlot } from '../../../src/ui/theme/overlays';
import { fillStartupNames } from '../../../scripts/vite/startupTemplate';

const Docked = ({ slot, height, gap }: { readonly slot: DockSlot; readonly height: number; readonly gap: number }) => {
  const element = useRef<HTMLDivElement>(null);
  useDockSlot(slot, element);
  return (
    <div
      ref={(node) => {
        element.current = node;
        if (node) Object.defineProperty(node, 'offsetHeight', { configurable: true, value: height });
      }}
      style={{ marginBottom: gap }}
    />
  );
};

const published = (slot: DockSlot) => document.documentElement.style.getPropertyValue(dockHeightProperty(slot));

describe('the bottom dock', () => {
  it('puts the consent banner on the bottom edge and the demo banner on the consent banner', () => {
    expect(dockOffset('consent')).toBe('0px');
    expect(dockOffset('demo')).toBe('calc(var(--dock-consent, 0px))');
    expect(dockHeight).toBe('calc(var(--dock-consent, 0px) + var(--dock-demo, 0px))');
  });

  it('publishes a banner’s height with its gap below repeated above it, and withdraws it when the banner goes', () => {
    const { unmount } = render(<Docked slot="consent" height={240} gap={8} />);
    expect(published('consent')).toBe('256px');
    unmount();
    expect(published('consent')).toBe('');
  });

  it('publishes nothing for a banner that is not laid out (the demo banner on a wide screen)', () => {
    const { unmount } = render(<Docked slot="demo" height={0} gap={0} />);
    expect(published('demo')).toBe('0px');
    unmount();
  });
});

describe('the layers', () => {
  it('keeps the start-up spinner of index.html on the start-up layer', () => {
    const html = fillStartupNames(readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8'));
    const spinner = /html\.app-starting #root:empty \+ \.app-spinner \{[^}]*z-index: (\d+);/.exec(html);
    expect(Number(spinner?.[1])).toBe(LAYER.startup);
  });

  it('orders the page, the dock, toasts, the header, dialogs and the start-up spinner from the bottom up', () => {
    const order = [
      LAYER.backdrop,
      LAYER.page,
      LAYER.dock,
      LAYER.toasts,
      LAYER.header,
      LAYER.progress,
      LAYER.dialog,
      LAYER.startup,
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });
});
