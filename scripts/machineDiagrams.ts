// Renders a state machine as an accessible SVG diagram and a plain-text description, at build time, for the /terms
// page (the Terms' account, fair-use and quote machines). No browser, no diagram library: a deterministic layered
// layout of nested boxes (states), arrows labelled with their events, `currentColor` and CSS variables so the
// drawing follows the light and dark themes, role="img" with a <title> and <desc>. Same machine, same bytes.
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from '../src/application/machines/accountMachine';
import { fairUseMachine } from '../src/application/machines/fairUseMachine';
import { quoteMachine } from '../src/application/machines/quoteMachine';
import {
  allBoxes,
  edgeLabel,
  FONT,
  groupArrows,
  HEADER,
  humanize,
  LINE,
  LOOP,
  labelWidth,
  measure,
  place,
  textWidth,
  type Arrow,
  type Box,
} from './diagramLayout';
import { describeMachine, liftEdges, type MachineModel } from './machineModel';

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
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const round = (n: number): number => Math.round(n * 10) / 10;

/** Where the line from a box's centre towards (tx, ty) leaves the box. */
const border = (box: Box, tx: number, ty: number): [number, number] => {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const dx = tx - cx;
  const dy = ty - cy;
  if (dx === 0 && dy === 0) return [cx, cy];
  const scale = Math.min(dx === 0 ? Infinity : box.w / 2 / Math.abs(dx), dy === 0 ? Infinity : box.h / 2 / Math.abs(dy));
  return [cx + dx * scale, cy + dy * scale];
};

interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Label {
  readonly labels: readonly string[];
  /** Where the label may go, best first (points along its arrow). */
  readonly candidates: readonly (readonly [number, number])[];
  readonly anchor: 'middle' | 'start';
}

const labelRect = (label: Label, [x, y]: readonly [number, number]): Rect => {
  const w = labelWidth(label.labels) + 8;
  const h = label.labels.length * LINE + 4;
  return { x: label.anchor === 'middle' ? x - w / 2 : x, y: y - h / 2, w, h };
};

const overlaps = (a: Rect, b: Rect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Places each label at the first point along its arrow where it covers no state, heading or earlier label. */
const placeLabels = (labels: readonly Label[], obstacles: readonly Rect[]): { markup: string; rects: Rect[] } => {
  const taken: Rect[] = [...obstacles];
  const markup = labels
    .map((label) => {
      const spot = label.candidates.find((point) => !taken.some((r) => overlaps(r, labelRect(label, point)))) ?? label.candidates[0];
      if (spot === undefined) return '';
      const rect = labelRect(label, spot);
      taken.push(rect);
      const tx = label.anchor === 'middle' ? spot[0] : spot[0] + 4;
      const lines = label.labels
        .map((text, i) => `<tspan x="${round(tx)}" y="${round(rect.y + 2 + LINE * (i + 0.75))}">${escapeXml(text)}</tspan>`)
        .join('');
      return (
        `<rect x="${round(rect.x)}" y="${round(rect.y)}" width="${round(rect.w)}" height="${round(rect.h)}" rx="4" fill="var(--diagram-label-background, Canvas)" stroke="none"/>` +
        `<text text-anchor="${label.anchor}" fill="currentColor">${lines}</text>`
      );
    })
    .join('');
  return { markup, rects: taken.slice(obstacles.length) };
};

/** What a box keeps clear of labels: a state, or the heading of a group. */
const obstacleOf = (box: Box): Rect =>
  box.children.length === 0 ? box : { x: box.x, y: box.y, w: textWidth(box.label) + 24, h: HEADER };

const CANDIDATE_TS = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8];

const drawArrow = (arrow: Arrow, boxes: ReadonlyMap<string, Box>, marker: string): { path: string; label: Label } => {
  const from = boxes.get(arrow.from);
  const to = boxes.get(arrow.to);
  if (!from || !to) throw new Error(`No box for the arrow ${arrow.from} → ${arrow.to}.`);
  const stroke = `fill="none" stroke="currentColor" stroke-width="1.25" marker-end="url(#${marker})"`;
  if (from === to) {
    const x = from.x + from.w;
    const y = from.y + from.h / 2;
    const d = `M ${round(x)} ${round(y - 8)} C ${round(x + LOOP)} ${round(y - 18)}, ${round(x + LOOP)} ${round(y + 18)}, ${round(x + 2)} ${round(y + 8)}`;
    const candidates = [0, -1, 1, -2, 2].map((k): [number, number] => [x + LOOP + 4, y + k * LINE]);
    return { path: `<path d="${d}" ${stroke}/>`, label: { labels: arrow.labels, candidates, anchor: 'start' } };
  }
  const [x1, y1] = border(from, to.x + to.w / 2, to.y + to.h / 2);
  const [x2, y2] = border(to, from.x + from.w / 2, from.y + from.h / 2);
  // Arrows that go back up or sideways bend to the right of their direction, so a pair never overlaps.
  const forward = to.y > from.y + from.h / 2;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const bend = forward ? 0 : 30 + length / 6;
  const cx = (x1 + x2) / 2 + (-(y2 - y1) / length) * bend;
  const cy = (y1 + y2) / 2 + ((x2 - x1) / length) * bend;
  const d = `M ${round(x1)} ${round(y1)} Q ${round(cx)} ${round(cy)} ${round(x2)} ${round(y2)}`;
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2,
    (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2,
  ];
  // Along the arrow first; then beside it, left or right, for a label too wide for the gap.
  const along = CANDIDATE_TS.map(at);
  const half = labelWidth(arrow.labels) / 2 + 8;
  const beside = along.flatMap(([x, y]): [number, number][] => [[x - half, y], [x + half, y]]);
  return { path: `<path d="${d}" ${stroke}/>`, label: { labels: arrow.labels, candidates: [...along, ...beside], anchor: 'middle' } };
};

const drawBox = (box: Box, marker: string, isRoot: boolean, initial: string | undefined): string => {
  if (isRoot) return initial === undefined ? '' : drawInitial(box, initial, marker);
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
  const start = initial === undefined ? '' : drawInitial(box, initial, marker);
  return (
    `<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.w)}" height="${round(box.h)}" rx="12" fill="var(--diagram-group-background, transparent)" stroke="currentColor" stroke-opacity="0.45"${box.kind === 'parallel' ? ' stroke-dasharray="6 4"' : ''}/>` +
    `<text x="${round(box.x + 12)}" y="${round(box.y + 18)}" font-weight="600" fill="currentColor">${escapeXml(box.label)}</text>` +
    start
  );
};

/** The small dot and arrow that mark a scope's initial state. */
const drawInitial = (scope: Box, initial: string, marker: string): string => {
  const target = scope.children.find((c) => c.path === initial);
  if (!target) return '';
  const x = target.x + target.w / 2;
  const y = target.y - 13;
  return `<circle cx="${round(x)}" cy="${round(y)}" r="3.5" fill="currentColor"/><path d="M ${round(x)} ${round(y + 3)} L ${round(x)} ${round(target.y - 1)}" fill="none" stroke="currentColor" stroke-width="1.25" marker-end="url(#${marker})"/>`;
};

/** The diagram in words: every state with its description, then every transition with its own. */
export const describeDiagram = (model: MachineModel, title: string): string => {
  const name = (path: string) => path.split('.').map(humanize).join(' › ');
  const states = model.states.map((s) => {
    const first = s.initial === undefined ? '' : ` It starts in ${name(s.initial)}.`;
    const final = s.kind === 'final' ? ' It is final.' : '';
    return `${name(s.path)}: ${s.description}${first}${final}`;
  });
  const transitions = model.transitions.map((t) => {
    const where = t.source === '' ? 'From any state' : `From ${name(t.source)}`;
    const guard = t.guard ? `, when ${t.guard}` : '';
    const to = t.targets.length === 0 ? 'it stays' : `to ${t.targets.map(name).join(' and ')}`;
    return `${where}, on ${edgeLabel({ scope: '', from: '', to: '', note: '', transition: t })}${guard}, ${to}: ${t.description}`;
  });
  const start = model.root.initial === undefined ? 'Its parts run side by side.' : `It starts in ${name(model.root.initial)}.`;
  return [`${title}. ${model.description} ${start}`, 'States:', ...states, 'Transitions:', ...transitions].join('\n');
};

/** The machine as an SVG string and its description in words. */
export const renderMachineSvg = (machine: AnyStateMachine, options: DiagramOptions = {}): MachineDiagram => {
  const model = describeMachine(machine);
  const title = options.title ?? `${humanize(model.id)} states`;
  const prefix = (options.idPrefix ?? model.id).replace(/[^A-Za-z0-9_-]/g, '-');
  const arrows = groupArrows(liftEdges(model));
  const root = measure(model.root, arrows, true);
  place(root, 0, 0);
  const boxes = allBoxes(root);
  const byPath = new Map(boxes.map((box) => [box.path, box]));
  const states = new Map([model.root, ...model.states].map((s) => [s.path, s]));
  const marker = `${prefix}-arrow`;
  const description = describeDiagram(model, title);
  const shapes = boxes.map((box) => drawBox(box, marker, box === root, states.get(box.path)?.initial)).join('');
  const drawn = arrows.map((arrow) => drawArrow(arrow, byPath, marker));
  const lines = drawn.map((d) => d.path).join('');
  const labels = placeLabels(
    drawn.map((d) => d.label),
    boxes.filter((box) => box !== root).map(obstacleOf),
  );
  // The drawing's bounds: the boxes, and any label or loop that reaches past them.
  const extents = [{ x: 0, y: 0, w: root.w, h: root.h }, ...labels.rects];
  const minX = Math.floor(Math.min(...extents.map((r) => r.x)) - 4);
  const minY = Math.floor(Math.min(...extents.map((r) => r.y)) - 4);
  const width = Math.ceil(Math.max(...extents.map((r) => r.x + r.w)) + 4) - minX;
  const height = Math.ceil(Math.max(...extents.map((r) => r.y + r.h)) + 4) - minY;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX} ${minY} ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc" font-family="inherit" font-size="${FONT}" style="color: var(--diagram-color, currentColor); max-width: 100%; height: auto">` +
    `<title id="${prefix}-title">${escapeXml(title)}</title>` +
    `<desc id="${prefix}-desc">${escapeXml(description)}</desc>` +
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="currentColor"/></marker></defs>` +
    `<g>${shapes}</g><g>${lines}</g><g>${labels.markup}</g></svg>`;
  return { svg, description };
};

/** The /terms page's three diagrams (spec 2 §4), each with a reader-facing title and its own id prefix. */
export const renderTermsDiagrams = (): readonly (MachineDiagram & { readonly name: string; readonly title: string })[] =>
  [
    { name: 'account', title: 'Account status under the Terms', machine: accountMachine },
    { name: 'fairUse', title: 'Fair-use escalation', machine: fairUseMachine },
    { name: 'quote', title: 'How a quote becomes part of the Terms', machine: quoteMachine },
  ].map(({ name, title, machine }) => ({ name, title, ...renderMachineSvg(machine, { title, idPrefix: `terms-${name}` }) }));
