// The layout of a machine diagram (machineDiagrams.ts): nested boxes for states, placed in rows breadth-first from
// each scope's initial state, with room between them for the labels of the arrows that cross. Pure and
// deterministic: sizes come from a fixed average character width, never from a browser.
import { ABOVE_ROOT, type LiftedEdge, type StateModel } from './machineModel';

// ── Geometry (px) ──────────────────────────────────────────────────────────────────────────────────────────
export const FONT = 12;
const CHAR = 7; // average advance of a 12 px sans-serif character
export const LINE = 15;
const PAD = 16;
export const HEADER = 26;
const LEAF_H = 38;
const LEAF_MIN_W = 96;
const GAP_X_MIN = 40;
const GAP_X_MAX = 160;
const GAP_Y_MIN = 64;
export const LOOP = 28;
export const ANY_STATE = '(any state)';

/** "noticeWithoutCause" → "Notice without cause". */
export const humanize = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const textWidth = (text: string): number => text.length * CHAR;

/** An arrow's label: the event, or "after 30 days" for a delay (the delay's name is an implementation detail). */
export const edgeLabel = (edge: LiftedEdge): string => {
  const trigger = edge.transition.trigger
    .replace(/^after \w+ \((.+)\)$/, 'after $1')
    .replace(/^after (\w+)$/, (_m, name: string) => `after ${humanize(name).toLowerCase()}`);
  return edge.note ? `${trigger} (${edge.note.replace(/\b(from|to) (\w+)/g, (_m, w: string, k: string) => `${w} ${humanize(k)}`)})` : trigger;
};

export interface Box {
  readonly path: string;
  readonly label: string;
  readonly kind: StateModel['kind'] | 'any';
  x: number;
  y: number;
  readonly w: number;
  readonly h: number;
  readonly children: readonly Box[];
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
    const to = edge.scope === ABOVE_ROOT ? edge.transition.targets[0]?.split('.')[0] ?? '' : edge.to;
    const key = `${scope}|${from}|${to}`;
    const arrow = arrows.get(key) ?? { scope, from, to, labels: [] };
    const label = edgeLabel(edge);
    if (!arrow.labels.includes(label)) arrow.labels.push(label);
    arrows.set(key, arrow);
  }
  return [...arrows.values()];
};

export const labelWidth = (labels: readonly string[]): number => Math.max(0, ...labels.map(textWidth));

/** Rows of a scope: breadth-first from its initial child along its arrows, then any child not reached. */
const layers = (children: readonly Box[], initial: string | undefined, arrows: readonly Arrow[]): Box[][] => {
  const depth = new Map<string, number>();
  const start = children.find((c) => c.path === initial) ?? children[0];
  const queue: string[] = start ? [start.path] : [];
  if (start) depth.set(start.path, 0);
  // "Any state" sits beside the initial state; its arrows do not pull their targets up.
  children.filter((c) => c.kind === 'any').forEach((c) => depth.set(c.path, 0));
  while (queue.length > 0) {
    const current = queue.shift() as string;
    for (const arrow of arrows.filter((a) => a.from === current && !depth.has(a.to))) {
      depth.set(arrow.to, (depth.get(current) ?? 0) + 1);
      queue.push(arrow.to);
    }
  }
  const deepest = Math.max(0, ...depth.values());
  children.filter((c) => !depth.has(c.path)).forEach((c) => depth.set(c.path, deepest + 1));
  const rows: Box[][] = [];
  for (const child of children) (rows[depth.get(child.path) ?? 0] ??= []).push(child);
  return rows.filter((row) => row.length > 0);
};

export const measure = (state: StateModel, arrows: readonly Arrow[], isRoot: boolean): Box => {
  const label = isRoot ? '' : humanize(state.key);
  if (state.children.length === 0) {
    return { path: state.path, label, kind: state.kind, x: 0, y: 0, w: Math.max(LEAF_MIN_W, textWidth(label) + 2 * PAD), h: LEAF_H, children: [] };
  }
  const scopeArrows = arrows.filter((a) => a.scope === state.path);
  // Room between boxes for the labels of the arrows that cross it.
  const crossing = scopeArrows.filter((a) => a.from !== a.to);
  const GAP_X = Math.min(GAP_X_MAX, Math.max(GAP_X_MIN, labelWidth(crossing.flatMap((a) => a.labels)) / 2));
  const GAP_Y = Math.max(GAP_Y_MIN, ...crossing.map((a) => a.labels.length * LINE + 40));
  const measured = state.children.map((child) => measure(child, arrows, false));
  const any: Box[] = scopeArrows.some((a) => a.from === ANY_STATE)
    ? [{ path: ANY_STATE, label: 'Any state', kind: 'any', x: 0, y: 0, w: LEAF_MIN_W, h: LEAF_H, children: [] }]
    : [];
  const children = [...any, ...measured];
  const top = isRoot ? PAD : HEADER + PAD;
  // A loop and its label stick out on the right of its box.
  const loopRoom = (box: Box) => {
    const loop = scopeArrows.find((a) => a.from === box.path && a.to === box.path);
    return loop ? LOOP + 8 + labelWidth(loop.labels) : 0;
  };
  if (state.kind === 'parallel') {
    let x = PAD;
    for (const region of children) {
      region.x = x;
      region.y = top;
      x += region.w + loopRoom(region) + GAP_X;
    }
    const h = Math.max(...children.map((c) => c.h));
    return { path: state.path, label, kind: state.kind, x: 0, y: 0, w: x - GAP_X + PAD, h: top + h + PAD, children };
  }
  const rows = layers(children, state.initial, scopeArrows);
  const rowWidth = (row: readonly Box[]) => row.reduce((sum, box) => sum + box.w + loopRoom(box), 0) + GAP_X * (row.length - 1);
  const inner = Math.max(...rows.map(rowWidth), textWidth(label));
  let y = top;
  for (const row of rows) {
    let x = PAD + (inner - rowWidth(row)) / 2;
    const rowHeight = Math.max(...row.map((b) => b.h));
    for (const box of row) {
      box.x = x;
      box.y = y + (rowHeight - box.h) / 2;
      x += box.w + loopRoom(box) + GAP_X;
    }
    y += rowHeight + GAP_Y;
  }
  return { path: state.path, label, kind: state.kind, x: 0, y: 0, w: inner + 2 * PAD, h: y - GAP_Y + PAD, children };
};

/** Makes child positions absolute. */
export const place = (box: Box, dx: number, dy: number): void => {
  box.x += dx;
  box.y += dy;
  box.children.forEach((child) => place(child, box.x, box.y));
};

export const allBoxes = (box: Box): Box[] => [box, ...box.children.flatMap(allBoxes)];
