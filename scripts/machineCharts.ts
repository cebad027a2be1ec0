// Renders a machine model (machineModel.ts) as a Mermaid `stateDiagram-v2` and a markdown page around it, and the
// index of docs/machines/. Pure: the same machines always give the same bytes, so CI can compare them with the
// committed files. Mermaid's grammar forbids ':' and ';' in labels and ids with '-', and GitHub renders labels
// as markdown, so every label goes through mermaidText(), and a transition between states of different
// composite states is drawn between their ancestors that share a parent (Mermaid cannot draw it otherwise);
// the label then names the exact states, and the transition table below the chart gives every detail.
import type { MachineDescriptions } from '../src/application/machines/descriptions/machineDescriptions';
import type { LiftedEdge, MachineModel, StateModel } from './machineModel';
import { ABOVE_ROOT, formatDuration, liftEdges } from './machineModel';
import { describeCoverage, MODEL_COVERAGE_PATH, type ModelCoverage } from './modelCoverage';

export interface ChartEntry {
  /** The chart's file name without extension, e.g. "bookingCalendar". */
  readonly name: string;
  readonly title: string;
  readonly model: MachineModel;
  /** The texts the model's descriptions come from (src/application/machines/descriptions/). */
  readonly descriptions: MachineDescriptions;
  /** Repository paths, from the repository root. */
  readonly source: string;
  readonly tests: readonly string[];
  /** The ids of the requirements (docs/requirements.md) the machine implements. */
  readonly requirements: readonly string[];
}

const RESERVED = new Set(['default', 'state', 'note', 'class', 'classdef', 'scale', 'direction', 'end', 'hide', 'as', 'root']);

/** A Mermaid id for a state path: letters, digits and underscores only. */
export const mermaidId = (path: string): string => {
  const id = path.replace(/[^A-Za-z0-9]+/g, '_');
  return RESERVED.has(id.toLowerCase()) ? `state_${id}` : id;
};

/** Text safe inside a Mermaid label or state description on GitHub (no grammar or markdown characters). */
export const mermaidText = (text: string): string =>
  text
    .replace(/:/g, ' -')
    .replace(/;/g, ',')
    .replace(/[#%]/g, '')
    .replace(/</g, 'under ')
    .replace(/>/g, 'over ')
    .replace(/[{[]/g, '(')
    .replace(/[}\]]/g, ')')
    .replace(/"/g, "'")
    .replace(/[*_`|\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Splits a sentence into lines of at most `width` characters, at spaces. */
export const wrap = (text: string, width: number): string[] =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) return [...lines.slice(0, -1), `${last} ${word}`];
    return [...lines, word];
  }, []);

const triggerLabel = (edge: LiftedEdge): string =>
  `${edge.transition.trigger}${edge.transition.guard ? ` if ${edge.transition.guard}` : ''}${edge.note ? ` (${edge.note})` : ''}`;

const DESCRIPTION_WIDTH = 44;

/** The Mermaid source of a machine's chart (without the code fence). */
export const toMermaid = (model: MachineModel): string => {
  const edges = liftEdges(model);
  const lines: string[] = ['stateDiagram-v2'];
  const push = (depth: number, line: string) => lines.push(`${'  '.repeat(depth)}${line}`);
  // Mermaid separates concurrent regions only inside a composite state, and a transition needs a box to start
  // from, so a parallel machine or one with transitions of its own is drawn inside a box named after it.
  const wrapped = model.root.kind === 'parallel' || model.root.transitions.length > 0;
  const idOf = (path: string): string => (path === '' ? mermaidId(`machine_${model.id}`) : mermaidId(path));
  const pushEdges = (depth: number, scope: string) => {
    for (const edge of edges.filter((e) => e.scope === scope)) {
      push(depth, `${idOf(edge.from)} --> ${idOf(edge.to)} : ${mermaidText(triggerLabel(edge))}`);
    }
  };

  const renderState = (state: StateModel, depth: number): void => {
    const id = idOf(state.path);
    if (state.children.length > 0) {
      push(depth, `state "${mermaidText(state.key)}" as ${id} {`);
      renderScope(state, depth + 1);
      push(depth, '}');
      return;
    }
    push(depth, `state "${mermaidText(state.key)}" as ${id}`);
    for (const line of wrap(mermaidText(state.description), DESCRIPTION_WIDTH)) push(depth, `${id} : ${line}`);
  };

  const renderScope = (scope: StateModel, depth: number): void => {
    if (scope.kind === 'parallel') {
      const between = edges.find((e) => e.scope === scope.path);
      if (between) throw new Error(`Mermaid cannot draw a transition between regions of ${scope.path || model.id}.`);
      scope.children.forEach((region, i) => {
        if (i > 0) push(depth, '--');
        renderState(region, depth);
      });
      return;
    }
    if (scope.initial !== undefined) push(depth, `[*] --> ${idOf(scope.initial)}`);
    scope.children.forEach((child) => renderState(child, depth));
    pushEdges(depth, scope.path);
    for (const child of scope.children.filter((c) => c.kind === 'final')) push(depth, `${idOf(child.path)} --> [*]`);
  };

  if (wrapped) {
    push(1, `state "${mermaidText(model.id)}" as ${idOf('')} {`);
    renderScope(model.root, 2);
    push(1, '}');
    pushEdges(1, ABOVE_ROOT);
  } else {
    renderScope(model.root, 1);
  }
  return lines.join('\n');
};

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string): string => (text === '' ? '' : `\`${text}\``);
const link = (from: string, to: string): string => `[${to}](${'../'.repeat(from.split('/').length - 1)}${to})`;

/** The markdown page of one machine: the chart, then every state, transition and delay with its description. */
export const renderChartDocument = (entry: ChartEntry, coverage: ModelCoverage = {}): string => {
  const here = `docs/machines/${entry.name}.md`;
  const { model } = entry;
  const stateRows = model.states.map(
    (s) => `| ${code(s.path)} | ${s.kind} | ${s.tags.map(code).join(' ')} | ${cell(s.description)} |`,
  );
  const transitionRows = model.transitions.map(
    (t) =>
      `| ${code(t.source)} | ${code(t.trigger)} | ${code(t.guard ?? '')} | ${t.targets.length === 0 ? '(stays)' : t.targets.map(code).join(', ')} | ${t.actions.map(code).join(', ')} | ${cell(t.description)} |`,
  );
  const delayRows = model.delays.map((d) => `| ${code(d.name)} | ${d.ms === undefined ? 'from the context' : formatDuration(d.ms)} |`);
  return [
    `# State chart: ${entry.title}`,
    '',
    `<!-- Generated by \`npm run charts\` from ${entry.source}. Do not edit by hand. -->`,
    '',
    cell(model.description),
    '',
    `- Machine: ${link(here, entry.source)} (id \`${model.id}\`)`,
    `- Tests: ${entry.tests.map((t) => link(here, t)).join(', ')}`,
    `- Requirements ([catalogue](../requirements.md)): ${entry.requirements.join(', ')}`,
    `- Covered by the model-based tests: ${describeCoverage(coverage[model.id])}`,
    '',
    '```mermaid',
    toMermaid(model),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Tags | Description |',
    '|---|---|---|---|',
    ...stateRows,
    '',
    '## Transitions',
    '',
    '| From | Trigger | Guard | To | Actions | Description |',
    '|---|---|---|---|---|---|',
    ...transitionRows,
    ...(delayRows.length > 0 ? ['', '## Delays', '', '| Delay | Value |', '|---|---|', ...delayRows] : []),
    '',
  ].join('\n');
};

/** docs/machines/README.md: each machine with its requirements, chart, tests and their coverage. */
export const renderChartsIndex = (entries: readonly ChartEntry[], coverage: ModelCoverage = {}): string => {
  const here = 'docs/machines/README.md';
  const rows = entries.map(
    (e) =>
      `| [${e.title}](${e.name}.md) | ${cell(e.requirements.join(', '))} | ${link(here, e.source)} | ${e.tests.map((t) => link(here, t)).join('<br>')} | ${cell(describeCoverage(coverage[e.model.id]))} |`,
  );
  return [
    '# State machines',
    '',
    '<!-- Generated by `npm run charts` (scripts/exportCharts.ts). Do not edit by hand. -->',
    '',
    'Every flow the requirements describe as states and transitions is an XState machine. Each chart below is',
    'generated from the machine itself, and a test fails when a chart is out of date, so a rule can be followed from',
    'its id in [the requirements](../requirements.md) to its chart, to the machine, to the tests that walk every path of it.',
    '',
    '| Chart | Requirements | Machine | Tests | Covered by the model-based tests |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    '## How the charts and machines are checked',
    '',
    '- `npm run charts` writes these pages from the machines; [the chart test](../../tests/application/machineCharts.test.ts)',
    '  fails when a page differs from what it would write, or when a label would not render on GitHub.',
    '- Each machine test walks the paths [@xstate/graph](https://www.npmjs.com/package/@xstate/graph) finds in the',
    '  machine (every simple path and every edge, or every edge where parallel regions make simple paths explode),',
    '  replays each on a real actor, checks the outcome of every state on the way, and fails unless every state was',
    '  reached and every transition taken, both computed from the definition ([the harness](../../tests/application/machines/modelHarness.ts)).',
    '- Story tests run the timed rules (retry spacing, rotation, countdown, forced ready, the Terms periods) on',
    "  XState's `SimulatedClock`.",
    `- The coverage column is written by \`npm run charts\`, which runs the machine tests with the harness recording`,
    `  what each walk reached (${link(here, MODEL_COVERAGE_PATH)}); the machine inspector (\`/__inspect\`, docs/inspector.md) shows it beside each chart.`,
    '',
  ].join('\n');
};

/** Every file under docs/machines/, by repository path. */
export const chartFiles = (entries: readonly ChartEntry[], coverage: ModelCoverage = {}): ReadonlyMap<string, string> =>
  new Map([
    ...entries.map((e): [string, string] => [`docs/machines/${e.name}.md`, renderChartDocument(e, coverage)]),
    ['docs/machines/README.md', renderChartsIndex(entries, coverage)],
  ]);
