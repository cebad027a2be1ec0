// `npm run charts`: runs the machine tests with the model harness recording what each walk covered, then writes
// the coverage (docs/machine-coverage.json) and docs/machines/ (one Mermaid chart page per machine and the index,
// committed to be read on the forge), and the generated modules (scripts/generateModules.ts), which read the
// coverage. Running it twice gives the same bytes; tests/application/machineCharts.test.ts fails when the committed
// docs differ from what this would write.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartFiles } from './machineCharts';
import { ALL_CHART_ENTRIES } from './machineCatalogue';
import { writeGeneratedModules } from './generateModules';
import { mergeWalks, MODEL_COVERAGE_PATH, readWalkRecords } from './modelCoverage';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const walks = mkdtempSync(join(tmpdir(), 'threo-model-coverage-'));
try {
  console.info('running the machine tests to record their coverage…');
  execFileSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/application/machines'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MODEL_COVERAGE_DIR: walks },
  });
  const charted = new Set(ALL_CHART_ENTRIES.map((entry) => entry.model.id));
  const coverage = mergeWalks(readWalkRecords(walks).filter((walk) => charted.has(walk.machine)));

  const files = new Map([
    [MODEL_COVERAGE_PATH, `${JSON.stringify(coverage, null, 2)}\n`],
    ...chartFiles(ALL_CHART_ENTRIES, coverage),
  ]);
  for (const [path, content] of files) {
    const target = resolve(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content, 'utf8');
    console.info(`wrote ${path}`);
  }
  for (const path of writeGeneratedModules(root)) console.info(`wrote ${path}`);
} finally {
  rmSync(walks, { recursive: true, force: true });
}
