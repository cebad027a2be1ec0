// `npm run generate`: writes the modules the site builds from its own sources, which are not committed
// (.gitignore): the /terms page's lifecycle diagrams and the inspector's charts, both drawn from the machines and
// their descriptions (the inspector's with the model-based tests' coverage, docs/machine-coverage.json, which
// `npm run charts` records), and the built-in sample content, compiled from content/. Run by `npm ci` (prepare),
// `npm run build`, `npm run dev`, `npm run typecheck` and before the unit tests (vitest.config.ts), so a fresh clone
// and a changed machine or article never meet a stale copy. A file is rewritten only when its text changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileAvailableContent } from './content/compileContent';
import { renderSamplesModule, SAMPLES_MODULE_PATH } from './content/samplesModule';
import { inspectorChartsModule, INSPECTOR_CHARTS_MODULE_PATH } from './inspectorCharts';
import { ALL_CHART_ENTRIES } from './machineCatalogue';
import { lifecyclesModule, LIFECYCLES_MODULE_PATH } from './machineDiagrams';
import { MODEL_COVERAGE_PATH, type ModelCoverage } from './modelCoverage';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The generated modules, by path from the project root. */
export const generatedModules = (root: string = ROOT): ReadonlyMap<string, string> => {
  const coverage = JSON.parse(readFileSync(join(root, MODEL_COVERAGE_PATH), 'utf8')) as ModelCoverage;
  const { content, problems } = compileAvailableContent({ sourceDir: join(root, 'content'), publicDir: join(root, 'public') });
  // A refused source is reported by the content step (npm run content); the samples come from the articles that pass.
  if (problems.length > 0) console.warn(`generate: ${problems.length} content source(s) refused; the samples leave them out`);
  return new Map([
    [LIFECYCLES_MODULE_PATH, lifecyclesModule()],
    [INSPECTOR_CHARTS_MODULE_PATH, inspectorChartsModule(ALL_CHART_ENTRIES, coverage)],
    [SAMPLES_MODULE_PATH, renderSamplesModule(content)],
  ]);
};

/** Writes each generated module whose text differs from the file's; returns the paths written. */
export const writeGeneratedModules = (root: string = ROOT): readonly string[] => {
  const written: string[] = [];
  for (const [path, text] of generatedModules(root)) {
    const file = join(root, path);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(path);
  }
  return written;
};

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = writeGeneratedModules();
  console.info(written.length === 0 ? 'generate: every generated module is current' : `generate: wrote ${written.join(', ')}`);
}
