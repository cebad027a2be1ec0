// @vitest-environment jsdom
// The SVG diagrams of the Terms' machines: well-formed, accessible, theme-neutral, complete and deterministic.
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { guardText } from '../../scripts/diagramLayout';
import { humanize, renderMachineSvg, renderTermsDiagrams } from '../../scripts/machineDiagrams';
import { describeMachine } from '../../scripts/machineModel';
import { accountMachine } from '../../src/application/machines/accountMachine';
import { fairUseMachine } from '../../src/application/machines/fairUseMachine';
import { quoteMachine } from '../../src/application/machines/quoteMachine';
import { accountDescriptions } from '../../src/application/machines/descriptions/account';
import { fairUseDescriptions } from '../../src/application/machines/descriptions/fairUse';
import { quoteDescriptions } from '../../src/application/machines/descriptions/quote';

const parse = (svg: string): Document => {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

const machines = [
  ['account', accountMachine, accountDescriptions],
  ['fairUse', fairUseMachine, fairUseDescriptions],
  ['quote', quoteMachine, quoteDescriptions],
] as const;

describe.each(machines)('renderMachineSvg(%s)', (_name, machine, descriptions) => {
  const { svg, description } = renderMachineSvg(machine, { descriptions });
  const doc = parse(svg);
  const root = doc.documentElement;
  const model = describeMachine(machine, descriptions);
  const texts = [...doc.getElementsByTagName('tspan'), ...doc.getElementsByTagName('text')].map((t) => t.textContent ?? '');

  it('is an image named by its <title> and described by its <desc>', () => {
    expect(root.getAttribute('role')).toBe('img');
    const [titleId, descId] = (root.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(doc.getElementById(titleId ?? '')?.tagName).toBe('title');
    expect(doc.getElementById(descId ?? '')?.textContent).toBe(description);
    expect(root.firstElementChild?.tagName).toBe('title');
  });

  it('takes every colour from currentColor or a CSS variable, so it follows the light and dark themes', () => {
    expect(svg).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
    for (const element of doc.querySelectorAll('[fill], [stroke]')) {
      for (const attribute of ['fill', 'stroke']) {
        const value = element.getAttribute(attribute);
        if (value !== null) expect(value).toMatch(/^(currentColor|none|transparent|var\(--[a-z-]+, (transparent|Canvas)\))$/);
      }
    }
  });

  it('draws a box for every state and labels an arrow with every event and guard', () => {
    for (const state of model.states) expect(texts).toContain(humanize(state.key));
    const labels = texts.join('\n');
    for (const t of model.transitions) {
      const event = t.eventType === '' ? 'when' : t.trigger.startsWith('after') ? 'after' : t.trigger;
      expect(texts.some((text) => text.startsWith(event))).toBe(true);
      // Every guard is shown in words ("if for late payment…", "when in Notice › Elapsed").
      if (t.guard) expect(labels.replace(/\n/g, ' ')).toContain(guardText(t.guard));
    }
  });

  it('places every label clear of the states and of the other labels', () => {
    const rect = (r: Element) => ({
      x: Number(r.getAttribute('x')),
      y: Number(r.getAttribute('y')),
      w: Number(r.getAttribute('width')),
      h: Number(r.getAttribute('height')),
    });
    const overlap = (a: ReturnType<typeof rect>, b: ReturnType<typeof rect>) =>
      a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
    const labels = [...doc.querySelectorAll('rect[fill^="var(--diagram-label-background"]')].map(rect);
    const states = [...doc.querySelectorAll('rect[stroke-width="1.5"]')].map(rect);
    expect(labels.length).toBeGreaterThan(0);
    labels.forEach((label, i) => {
      for (const state of states) expect(overlap(label, state)).toBe(false);
      for (const other of labels.slice(i + 1)) expect(overlap(label, other)).toBe(false);
    });
  });

  it('never lets two states overlap', () => {
    const leaves = [...doc.querySelectorAll('rect[stroke-width="1.5"]')].map((r) => ({
      x: Number(r.getAttribute('x')),
      y: Number(r.getAttribute('y')),
      w: Number(r.getAttribute('width')),
      h: Number(r.getAttribute('height')),
    }));
    expect(leaves.length).toBeGreaterThanOrEqual(model.states.filter((s) => s.children.length === 0).length);
    leaves.forEach((a, i) =>
      leaves.slice(i + 1).forEach((b) => {
        expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
      }),
    );
  });

  it('keeps every shape inside its view box', () => {
    const [minX, minY, width, height] = (root.getAttribute('viewBox') ?? '').split(' ').map(Number) as [number, number, number, number];
    for (const rect of doc.querySelectorAll('rect')) {
      expect(Number(rect.getAttribute('x'))).toBeGreaterThanOrEqual(minX);
      expect(Number(rect.getAttribute('y'))).toBeGreaterThanOrEqual(minY);
      expect(Number(rect.getAttribute('x')) + Number(rect.getAttribute('width'))).toBeLessThanOrEqual(minX + width);
      expect(Number(rect.getAttribute('y')) + Number(rect.getAttribute('height'))).toBeLessThanOrEqual(minY + height);
    }
  });

  it('describes every state and transition in words for screen readers', () => {
    for (const state of model.states) expect(description).toContain(state.description);
    for (const t of model.transitions) expect(description).toContain(t.description);
    expect(description).not.toMatch(/<|>/);
  });

  it('gives the same bytes every time', () => {
    expect(renderMachineSvg(machine, { descriptions })).toEqual({ svg, description });
  });
});

describe('renderMachineSvg', () => {
  const tiny = setup({ types: { events: {} as { type: 'go' } } }).createMachine({
    id: 'tiny',
    description: 'Says <hello> & "bye".',
    initial: 'a',
    states: { a: { description: 'A & B.', on: { go: { target: 'b', description: 'Goes.' } } }, b: { description: 'Done.', type: 'final' } },
  });

  it('escapes text, and uses the title and id prefix it is given', () => {
    const { svg, description } = renderMachineSvg(tiny, { title: 'Tom & Jerry <3', idPrefix: 'x1' });
    const doc = parse(svg);
    expect(doc.getElementById('x1-title')?.textContent).toBe('Tom & Jerry <3');
    expect(svg).toContain('Tom &amp; Jerry &lt;3');
    expect(description.split('\n')[0]).toBe('Tom & Jerry <3. Says <hello> & "bye". It starts in A.');
    expect(svg).toContain('marker-end="url(#x1-arrow)"');
  });

  it('marks a final state with a double border', () => {
    const doc = parse(renderMachineSvg(tiny).svg);
    expect(doc.querySelectorAll('rect[stroke-width="1.5"]')).toHaveLength(2);
    expect(doc.querySelectorAll('rect[fill="none"]')).toHaveLength(1);
  });
});

describe('renderTermsDiagrams', () => {
  it('embeds the drawings for a page that names and describes them: hidden from assistive technology, no title', () => {
    for (const diagram of renderTermsDiagrams()) {
      const root = parse(diagram.svg).documentElement;
      expect(root.getAttribute('aria-hidden')).toBe('true');
      expect(root.getAttribute('role')).toBeNull();
      expect(root.getElementsByTagName('title')).toHaveLength(0);
      expect(root.getElementsByTagName('desc')).toHaveLength(0);
      expect(diagram.description.startsWith(`${diagram.title}. `)).toBe(true);
    }
  });

  // An event type ("quote.confirmInWriting") or a camel-cased name ("forLatePayment") is code, not a reader's words.
  const CODE_IDENTIFIER = /\b[a-z]+\.[a-zA-Z]+\b|\b[a-z]+[A-Z][A-Za-z]*\b/;

  it('labels every arrow and every line of the description in words, never with an identifier from the code', () => {
    for (const diagram of renderTermsDiagrams()) {
      const texts = [...parse(diagram.svg).documentElement.querySelectorAll('text, tspan')]
        .filter((node) => node.children.length === 0)
        .map((node) => node.textContent ?? '');
      for (const text of [...texts, ...diagram.description.split('\n')]) expect(text).not.toMatch(CODE_IDENTIFIER);
    }
    const quote = renderTermsDiagrams().find((diagram) => diagram.name === 'quote');
    expect(quote?.svg).toContain('>confirmed in writing<');
    expect(quote?.description).toContain('From Offered, when confirmed in writing, to Accepted: The customer confirms it in writing.');
  });

  it('refuses to draw an event that has no words, naming it', () => {
    const events = Object.fromEntries(Object.entries(quoteDescriptions.events ?? {}).filter(([type]) => type !== 'quote.pay'));
    expect(() =>
      renderMachineSvg(quoteMachine, { descriptions: { ...quoteDescriptions, events }, eventWords: true }),
    ).toThrow('quote: the event quote.pay has no words');
  });

  it('renders the three Terms machines with distinct ids, ready for one page', () => {
    const diagrams = renderTermsDiagrams();
    expect(diagrams.map((d) => d.name)).toEqual(['account', 'fairUse', 'quote']);
    const ids = diagrams.flatMap((d) => [...d.svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('turns state keys into words', () => {
    expect(humanize('noticeWithoutCause')).toBe('Notice without cause');
    expect(humanize('exportWindow')).toBe('Export window');
  });

  it('writes guards in words, naming states by their region', () => {
    expect(guardText('(forLatePayment and in #account.billing.invoiced.payment.suspendable)')).toBe('for late payment and in Payment › Suspendable');
    expect(guardText('not (in #account.status.terminated)')).toBe('not (in Status › Terminated)');
    expect(guardText('retentionRequired')).toBe('retention required');
  });
});
