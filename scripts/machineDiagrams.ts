// Renders a state machine as an accessible SVG diagram and a plain-text description, at build time, for the /terms
// page (the Terms' account, fair-use and quote machines). The layout comes from diagramLayout.ts (dagre, at build
// time only: the page ships the finished SVG and no diagram library). Nested boxes are states, arrows are labelled
// with their events and guards, colours are `currentColor` and CSS variables so the drawing follows the light and
// dark themes, and the SVG is role="img" with a <title> and <desc>. Same machine, same bytes.
import type { AnyStateMachine } from 'xstate';
import type { MachineDescriptions } from '../src/application/machines/descriptions/machineDescriptions';
import { accountDescriptions } from '../src/application/machines/descriptions/account';
import { fairUseDescriptions } from '../src/application/machines/descriptions/fairUse';
import { quoteDescriptions } from '../src/application/machines/descriptions/quote';
import { accountMachine } from '../src/application/machines/accountMachine';
import { fairUseMachine } from '../src/application/machines/fairUseMachine';
import { quoteMachine } from '../src/application/machines/quoteMachine';
import { allBoxes, edgeLabel, FONT, groupArrows, guardText, HEADER, humanize, LINE, measure, place, type Box, type Point, type Route } from './diagramLayout';
import { describeMachine, liftEdges, type MachineModel, type StateModel, type TransitionModel } from './machineModel';

export { humanize };

export interface MachineDiagram {
  readonly svg: string;
  /** The same diagram in words, for screen readers and for readers who prefer text. */
  readonly description: string;
}

export interface DiagramOptions {
  /** The diagram's accessible name; default: "<Machine id> states", e.g. "Fair use states". */
  readonly title?: string;
  /** Prefix of the element ids inside the SVG (unique per page); default: the machine id. */
  readonly idPrefix?: string;
  /** The texts of the machine's states and transitions (src/application/machines/descriptions/). */
  readonly descriptions?: MachineDescriptions;
  /**
   * For a page that names and describes the drawing itself (the /terms figures): the SVG is hidden from assistive
   * technology and carries no <title> or <desc>, so nothing is announced twice. Default: a standalone image.
   */
  readonly embedded?: boolean;
  /**
   * For the inspector (INS-3): each state's shapes are grouped in a `<g data-state="path">`, so the page can
   * highlight the active states. Default: no grouping (the /terms drawings stay as they are).
   */
  readonly stateAttributes?: boolean;
  /**
   * For readers of the /terms page: arrows and the description name each event by its words in the descriptions'
   * `events` table ("confirmed in writing") instead of its type in the code ("quote.confirmInWriting"). An event
   * without words is an error, so a new event cannot reach the page as an identifier. Default: the event types.
   */
  readonly eventWords?: boolean;
}

/** The model with each event's trigger in words from `events`; throws naming an event that has none. */
const withEventWords = (model: MachineModel, events: Readonly<Record<string, string>>): MachineModel => {
  const named = (t: TransitionModel): TransitionModel => {
    if (t.eventType === '' || t.eventType.startsWith('xstate.')) return t;
    const words = events[t.eventType];
    if (words === undefined) throw new Error(`${model.id}: the event ${t.eventType} has no words in its descriptions' events`);
    return { ...t, trigger: words };
  };
  const state = (s: StateModel): StateModel => ({
    ...s,
    children: s.children.map(state),
    transitions: s.transitions.map(named),
  });
  const root = state(model.root);
  const flatten = (s: StateModel): StateModel[] => s.children.flatMap((child) => [child, ...flatten(child)]);
  const states = flatten(root);
  return { ...model, root, states, transitions: [root, ...states].flatMap((s) => s.transitions) };
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const round = (n: number): number => Math.round(n * 10) / 10;

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** A smooth path through a route's points: straight between two, curving through the middle of the bends. */
const pathOf = (points: readonly Point[]): string => {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  const last = rest.at(-1) ?? first;
  const bends = rest.slice(0, -1);
  const curves = bends.map((p, i) => {
    const to = mid(p, rest[i + 1] ?? last);
    return `Q ${round(p.x)} ${round(p.y)} ${round(to.x)} ${round(to.y)}`;
  });
  return [`M ${round(first.x)} ${round(first.y)}`, ...curves, `L ${round(last.x)} ${round(last.y)}`].join(' ');
};

const drawRoute = (route: Route, marker: string): string => {
  const arrow = `<path d="${pathOf(route.points)}" fill="none" stroke="currentColor" stroke-width="1.25" marker-end="url(#${marker})"/>`;
  const dot = route.dot ? `<circle cx="${round(route.dot.x)}" cy="${round(route.dot.y)}" r="4" fill="currentColor"/>` : '';
  return dot + arrow;
};

const drawLabel = (route: Route): string => {
  const box = route.label;
  if (box === undefined || route.labels.length === 0) return '';
  const cx = box.x + box.w / 2;
  const lines = route.labels
    .map((text, i) => `<tspan x="${round(cx)}" y="${round(box.y + 2 + LINE * (i + 0.75))}">${escapeXml(text)}</tspan>`)
    .join('');
  return (
    `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.w)}" height="${round(box.h)}" rx="4" fill="var(--diagram-label-background, Canvas)" stroke="none"/>` +
    `<text text-anchor="middle" fill="currentColor">${lines}</text>`
  );
};

const drawBox = (box: Box): string => {
  if (box.children.length === 0) {
    const dashed = box.kind === 'any' ? ' stroke-dasharray="4 3"' : '';
    const final =
      box.kind === 'final'
        ? `<rect x="${round(box.x + 3)}" y="${round(box.y + 3)}" width="${round(box.w - 6)}" height="${round(box.h - 6)}" rx="6" fill="none" stroke="currentColor"/>`
        : '';
    return (
      `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.w)}" height="${round(box.h)}" rx="8" fill="var(--diagram-state-background, transparent)" stroke="currentColor" stroke-width="1.5"${dashed}/>` +
      final +
      `<text x="${round(box.x + box.w / 2)}" y="${round(box.y + box.h / 2 + FONT / 3)}" text-anchor="middle" fill="currentColor">${escapeXml(box.label)}</text>`
    );
  }
  return (
    `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.w)}" height="${round(box.h)}" rx="12" fill="var(--diagram-group-background, transparent)" stroke="currentColor" stroke-opacity="0.45"${box.kind === 'parallel' ? ' stroke-dasharray="6 4"' : ''}/>` +
    `<text x="${round(box.x + 12)}" y="${round(box.y + HEADER / 2 + 5)}" font-weight="600" fill="currentColor">${escapeXml(box.label)}</text>`
  );
};

/** The diagram in words: every state with its description, then every transition with its own. */
export const describeDiagram = (model: MachineModel, title: string, eventWords = false): string => {
  const name = (path: string) => path.split('.').map(humanize).join(' › ');
  const states = model.states.map((s) => {
    const first = s.initial === undefined ? '' : ` It starts in ${name(s.initial)}.`;
    const final = s.kind === 'final' ? ' It is final.' : '';
    return `${name(s.path)}: ${s.description}${first}${final}`;
  });
  const transitions = model.transitions.map((t) => {
    const where = t.source === '' ? 'From any state' : `From ${name(t.source)}`;
    const guard = t.guard ? `, when ${guardText(t.guard)}` : '';
    const to = t.targets.length === 0 ? 'it stays' : `to ${t.targets.map(name).join(' and ')}`;
    if (t.eventType === '') return `${where}, at once${t.guard ? ` when ${guardText(t.guard)}` : ''}, ${to}: ${t.description}`;
    const event = edgeLabel({ scope: '', from: '', to: '', note: '', transition: t });
    if (eventWords) return `${where}, ${event.startsWith('after ') ? '' : 'when '}${event}${t.guard ? ` (if ${guardText(t.guard)})` : ''}, ${to}: ${t.description}`;
    return `${where}, on ${event}${guard}, ${to}: ${t.description}`;
  });
  const start = model.root.initial === undefined ? 'Its parts run side by side.' : `It starts in ${name(model.root.initial)}.`;
  return [`${title}. ${model.description} ${start}`, 'States:', ...states, 'Transitions:', ...transitions].join('\n');
};

/** The machine as an SVG string and its description in words. */
export const renderMachineSvg = (machine: AnyStateMachine, options: DiagramOptions = {}): MachineDiagram => {
  const described = describeMachine(machine, options.descriptions);
  const model = options.eventWords ? withEventWords(described, options.descriptions?.events ?? {}) : described;
  const title = options.title ?? `${humanize(model.id)} states`;
  const prefix = (options.idPrefix ?? model.id).replace(/[^A-Za-z0-9_-]/g, '-');
  const arrows = groupArrows(liftEdges(model));
  const root = measure(model.root, arrows, true);
  place(root, 0, 0);
  const boxes = allBoxes(root);
  const routes = boxes.flatMap((box) => box.routes);
  const marker = `${prefix}-arrow`;
  const description = describeDiagram(model, title, options.eventWords);
  const shapes = boxes
    .filter((box) => box !== root)
    .map((box) => (options.stateAttributes && box.kind !== 'any' ? `<g data-state="${escapeXml(box.path)}">${drawBox(box)}</g>` : drawBox(box)))
    .join('');
  const lines = routes.map((route) => drawRoute(route, marker)).join('');
  const labels = routes.map(drawLabel).join('');
  // The drawing's bounds: the boxes, and any label or route that reaches past them.
  const extents = [
    { x: 0, y: 0, w: root.w, h: root.h },
    ...routes.flatMap((route) => [
      ...(route.label ? [route.label] : []),
      ...route.points.map((p) => ({ ...p, w: 0, h: 0 })),
    ]),
  ];
  const minX = Math.floor(Math.min(...extents.map((r) => r.x)) - 4);
  const minY = Math.floor(Math.min(...extents.map((r) => r.y)) - 4);
  const width = Math.ceil(Math.max(...extents.map((r) => r.x + r.w)) + 4) - minX;
  const height = Math.ceil(Math.max(...extents.map((r) => r.y + r.h)) + 4) - minY;
  const accessibility = options.embedded
    ? { attributes: 'aria-hidden="true" focusable="false"', text: '' }
    : {
        attributes: `role="img" aria-labelledby="${prefix}-title ${prefix}-desc"`,
        text: `<title id="${prefix}-title">${escapeXml(title)}</title><desc id="${prefix}-desc">${escapeXml(description)}</desc>`,
      };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${width} ${height}" width="${width}" height="${height}" ${accessibility.attributes} font-family="inherit" font-size="${FONT}" style="color: var(--diagram-color, currentColor); --diagram-width: ${width}px">` +
    accessibility.text +
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor"/></marker></defs>` +
    `<g>${shapes}</g><g>${lines}</g><g>${labels}</g></svg>`;
  return { svg, description };
};

/**
 * The /terms page's three diagrams (TERMS-12, TERMS-18, TERMS-21), each with a reader-facing title and its own id
 * prefix, embedded: the page's figure names each by its heading and describes it by the same text, shown on request.
 */
export const renderTermsDiagrams = (): readonly (MachineDiagram & {
  readonly name: string;
  readonly title: string;
})[] =>
  [
    {
      name: 'account',
      title: 'Account status under the Terms',
      machine: accountMachine,
      descriptions: accountDescriptions,
    },
    { name: 'fairUse', title: 'Fair-use escalation', machine: fairUseMachine, descriptions: fairUseDescriptions },
    {
      name: 'quote',
      title: 'How a quote becomes part of the Terms',
      machine: quoteMachine,
      descriptions: quoteDescriptions,
    },
  ].map(({ name, title, machine, descriptions }) => ({
    name,
    title,
    ...renderMachineSvg(machine, { title, idPrefix: `terms-${name}`, embedded: true, descriptions, eventWords: true }),
  }));

/** Where the /terms page reads its diagrams from: written by `npm run generate`, not committed. */
export const LIFECYCLES_MODULE_PATH = 'src/ui/pages/legal/generated/lifecycles.ts';

/** The TypeScript source of LIFECYCLES_MODULE_PATH: the three Terms diagrams as plain strings, ready to render. */
export const lifecyclesModule = (): string => {
  const entries = renderTermsDiagrams().map(
    (d) =>
      `  {\n    id: ${JSON.stringify(d.name)},\n    title: ${JSON.stringify(d.title)},\n    description: ${JSON.stringify(d.description)},\n    svg: ${JSON.stringify(d.svg)},\n  },`,
  );
  return [
    '// The Terms lifecycles (account status, fair-use escalation, quote acceptance) as accessible SVG diagrams with their',
    '// text descriptions, drawn from the machines in src/application/machines/ by scripts/machineDiagrams.ts.',
    '// Generated by `npm run generate` (scripts/generateModules.ts); not committed.',
    "import type { LifecycleDiagram } from '../lifecyclesSection';",
    '',
    'export const LIFECYCLE_DIAGRAMS: readonly LifecycleDiagram[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
};
