// The layout of a machine diagram (machineDiagrams.ts), at build time. Each compound state is laid out on its own
// by dagre (a layered graph layout: ranks, fewer crossings, room reserved for every arrow's label), with its
// child states as nodes, a small start dot for its initial state, and its arrows as edges (arrows between
// states of different composite states are lifted to the children of the state that holds both, see
// machineModel.ts). A composite child is laid out first and enters its parent as one node of its size. The
// regions of a parallel state sit side by side while they fit, then wrap. Deterministic: sizes come from a fixed
// average character width, never from a browser, and dagre gives the same layout for the same input.
import dagre from '@dagrejs/dagre';
import { ABOVE_ROOT, type LiftedEdge, type StateModel } from './machineModel';

// ── Geometry (px) ──────────────────────────────────────────────────────────────────────────────────────────
export const FONT = 12;
const CHAR = 7; // average advance of a 12 px sans-serif character
export const LINE = 15;
const PAD = 16;
export const HEADER = 26;
const LEAF_H = 38;
const LEAF_MIN_W = 96;
const START = 10; // the start dot's node
/** The widest a row of parallel regions may grow before the next region starts a new row. */
const MAX_ROW_WIDTH = 760;
const REGION_GAP = 24;
const GUARD_LINE = 30; // characters per line of a guard under its event
export const ANY_STATE = '(any state)';

/** "noticeWithoutCause" → "Notice without cause". */
export const humanize = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const textWidth = (text: string): number => text.length * CHAR;

export const labelWidth = (labels: readonly string[]): number => Math.max(0, ...labels.map(textWidth));

/** An arrow's event: the event type, or "after 30 days" for a delay (the delay's name is an implementation detail). */
export const edgeLabel = (edge: LiftedEdge): string => {
  const trigger = edge.transition.trigger
    .replace(/^after \w+ \((.+)\)$/, 'after $1')
    .replace(/^after (\w+)$/, (_m, name: string) => `after ${humanize(name).toLowerCase()}`);
  return edge.note ? `${trigger} (${edge.note.replace(/\b(from|to) (\w+)/g, (_m, w: string, k: string) => `${w} ${humanize(k)}`)})` : trigger;
};

/**
 * A guard in words: "(forLatePayment and in #account.billing.invoiced.payment.suspendable)" → "for late payment and in
 * Payment › Suspendable".
 */
export const guardText = (guard: string): string =>
  guard
    .replace(/^\((.*)\)$/, '$1')
    .replace(/in #[\w.]+/g, (match) => `in ${match.split('.').slice(-2).map(humanize).join(' › ')}`)
    .replace(/\b([a-z]+[A-Z][A-Za-z]*)\b/g, (name) => humanize(name).toLowerCase());

const wrapWords = (text: string, width: number): string[] =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);

/** The lines of an arrow's label: the event (or "when …" for a move without one), then its guard in brackets. */
export const edgeLines = (edge: LiftedEdge): string[] => {
  const guard = edge.transition.guard ? guardText(edge.transition.guard) : '';
  if (edge.transition.eventType === '') {
    const note = edge.note ? ` (${edgeLabel(edge).replace(/^[^(]*\((.*)\)$/, '$1')})` : '';
    return wrapWords(`${guard ? `when ${guard}` : 'at once'}${note}`, GUARD_LINE);
  }
  if (!guard) return [edgeLabel(edge)];
  const lines = wrapWords(`[if ${guard}]`, GUARD_LINE);
  return [edgeLabel(edge), ...lines];
};

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An arrow as laid out: its route (first point on the source's border, last on the target's) and its label. */
export interface Route {
  points: Point[];
  readonly labels: readonly string[];
  /** The label's box (top left, size); none for an arrow without a label. */
  label: { x: number; y: number; readonly w: number; readonly h: number } | undefined;
  /** For the arrow from the start dot to an initial state: the dot's centre. */
  dot: Point | undefined;
}

export interface Box {
  readonly path: string;
  readonly label: string;
  readonly kind: StateModel['kind'] | 'any';
  x: number;
  y: number;
  readonly w: number;
  readonly h: number;
  readonly children: readonly Box[];
  /** The arrows drawn inside this box (between its children), with positions relative to the box until placed. */
  readonly routes: readonly Route[];
}

export interface Arrow {
  readonly scope: string;
  readonly from: string;
  readonly to: string;
  readonly labels: readonly string[];
}

/** Arrows between the same two boxes are drawn once, with their labels stacked. */
export const groupArrows = (edges: readonly LiftedEdge[]): Arrow[] => {
  const arrows = new Map<string, { scope: string; from: string; to: string; labels: string[] }>();
  for (const edge of edges) {
    const scope = edge.scope === ABOVE_ROOT ? '' : edge.scope;
    const from = edge.scope === ABOVE_ROOT ? ANY_STATE : edge.from;
    const to = edge.scope === ABOVE_ROOT ? (edge.transition.targets[0]?.split('.')[0] ?? '') : edge.to;
    const key = `${scope}|${from}|${to}`;
    const arrow = arrows.get(key) ?? { scope, from, to, labels: [] };
    const lines = edgeLines(edge);
    // The same label twice (one event reaching two states of one region) is written once.
    if (!arrow.labels.join('\n').includes(lines.join('\n'))) arrow.labels.push(...lines);
    arrows.set(key, arrow);
  }
  return [...arrows.values()];
};

const labelBox = (labels: readonly string[]) => ({ width: labelWidth(labels) + 10, height: labels.length * LINE + 4 });

const leaf = (path: string, label: string, kind: Box['kind']): Box => ({
  path,
  label,
  kind,
  x: 0,
  y: 0,
  w: Math.max(LEAF_MIN_W, textWidth(label) + 2 * PAD),
  h: LEAF_H,
  children: [],
  routes: [],
});

const START_NODE = '(start)';
const LOOP = 26;

/** A loop on the right of its state, with its label beside it (dagre's own self-edge route runs under the label). */
const loopRoute = (
  node: { x?: number; y?: number; width: number },
  labels: readonly string[],
  w: number,
  h: number,
): Route => {
  const right = (node.x ?? 0) + node.width / 2;
  const cy = node.y ?? 0;
  return {
    points: [
      { x: right, y: cy - 8 },
      { x: right + LOOP, y: cy - 20 },
      { x: right + LOOP, y: cy + 20 },
      { x: right + 1, y: cy + 8 },
    ],
    labels,
    label: { x: right + LOOP + 6, y: cy - h / 2, w, h },
    dot: undefined,
  };
};

/** Lays out the children of a compound state and the arrows between them; positions relative to the graph. */
const layoutScope = (children: readonly Box[], initial: string | undefined, arrows: readonly Arrow[]) => {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 36, ranksep: 44, edgesep: 14, marginx: 0, marginy: 0 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const child of children) g.setNode(child.path, { width: child.w, height: child.h });
  if (initial !== undefined) {
    g.setNode(START_NODE, { width: START, height: START });
    g.setEdge(START_NODE, initial, { width: 0, height: 0, minlen: 1, weight: 4 }, 'start');
  }
  arrows.forEach((arrow, i) => {
    const { width, height } = labelBox(arrow.labels);
    // A loop's label goes beside the loop, so dagre reserves room for both on the state's right.
    const room = arrow.from === arrow.to ? width + LOOP + 8 : width;
    g.setEdge(arrow.from, arrow.to, { width: room, height, labelpos: 'c', minlen: 1, weight: 1 }, `a${i}`);
  });
  dagre.layout(g);
  const graph = g.graph();
  const positions = new Map(
    [...children.map((c) => c.path), ...(initial === undefined ? [] : [START_NODE])].map((id) => {
      const node = g.node(id);
      return [id, { x: (node.x ?? 0) - node.width / 2, y: (node.y ?? 0) - node.height / 2 }] as const;
    }),
  );
  const routes: Route[] = [];
  if (initial !== undefined) {
    const edge = g.edge(START_NODE, initial, 'start');
    const dot = g.node(START_NODE);
    routes.push({
      points: (edge.points ?? []).map((p: Point) => ({ ...p })),
      labels: [],
      label: undefined,
      dot: { x: dot.x ?? 0, y: dot.y ?? 0 },
    });
  }
  arrows.forEach((arrow, i) => {
    const edge = g.edge(arrow.from, arrow.to, `a${i}`);
    const { width, height } = labelBox(arrow.labels);
    if (arrow.from === arrow.to) {
      routes.push(loopRoute(g.node(arrow.from), arrow.labels, width, height));
      return;
    }
    routes.push({
      points: (edge.points ?? []).map((p: Point) => ({ ...p })),
      labels: arrow.labels,
      label: { x: (edge.x ?? 0) - width / 2, y: (edge.y ?? 0) - height / 2, w: width, h: height },
      dot: undefined,
    });
  });
  return { width: graph.width ?? 0, height: graph.height ?? 0, positions, routes };
};

const shift = (route: Route, dx: number, dy: number): void => {
  route.points = route.points.map((p) => ({ x: p.x + dx, y: p.y + dy }));
  if (route.label) route.label = { ...route.label, x: route.label.x + dx, y: route.label.y + dy };
  if (route.dot) route.dot = { x: route.dot.x + dx, y: route.dot.y + dy };
};

/** A compound state's box before it is placed: its size, at the origin of its parent. */
const unplaced = (state: StateModel, label: string, w: number, h: number) =>
  ({ path: state.path, label, kind: state.kind, x: 0, y: 0, w, h });

/** A state as a box of its own size, with its children and arrows laid out inside it (relative positions). */
export const measure = (state: StateModel, arrows: readonly Arrow[], isRoot: boolean): Box => {
  const label = isRoot ? '' : humanize(state.key);
  if (state.children.length === 0) return leaf(state.path, label, state.kind);
  const scopeArrows = arrows.filter((a) => a.scope === state.path);
  const measured = state.children.map((child) => measure(child, arrows, false));
  const any = scopeArrows.some((a) => a.from === ANY_STATE) ? [leaf(ANY_STATE, 'Any state', 'any')] : [];
  const children = [...any, ...measured];
  const top = isRoot ? PAD : HEADER + PAD;
  if (state.kind === 'parallel') {
    // Regions side by side while they fit in MAX_ROW_WIDTH, then on the next row, so a diagram stays readable in a
    // page column instead of shrinking to fit.
    let x = PAD;
    let y = top;
    let rowHeight = 0;
    let widest = 0;
    for (const region of children) {
      if (x > PAD && x + region.w > MAX_ROW_WIDTH) {
        x = PAD;
        y += rowHeight + REGION_GAP;
        rowHeight = 0;
      }
      region.x = x;
      region.y = y;
      x += region.w + REGION_GAP;
      widest = Math.max(widest, x - REGION_GAP);
      rowHeight = Math.max(rowHeight, region.h);
    }
    return { ...unplaced(state, label, widest + PAD, y + rowHeight + PAD), children, routes: [] };
  }
  const layout = layoutScope(children, state.initial, scopeArrows);
  const inner = Math.max(layout.width, textWidth(label) + 8);
  const dx = PAD + (inner - layout.width) / 2;
  for (const child of children) {
    const at = layout.positions.get(child.path) ?? { x: 0, y: 0 };
    child.x = at.x + dx;
    child.y = at.y + top;
  }
  layout.routes.forEach((route) => shift(route, dx, top));
  return { ...unplaced(state, label, inner + 2 * PAD, top + layout.height + PAD), children, routes: layout.routes };
};

/** Makes child and arrow positions absolute. */
export const place = (box: Box, dx: number, dy: number): void => {
  box.x += dx;
  box.y += dy;
  box.routes.forEach((route) => shift(route, box.x, box.y));
  box.children.forEach((child) => place(child, box.x, box.y));
};

export const allBoxes = (box: Box): Box[] => [box, ...box.children.flatMap(allBoxes)];
