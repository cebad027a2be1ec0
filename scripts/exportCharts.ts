// `npm run charts`: writes docs/machines/ (one Mermaid chart page per machine and the index) from the machines
// themselves. Running it twice gives the same bytes; tests/application/machineCharts.test.ts fails when the
// committed files differ from what this would write.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartFiles } from './machineCharts';
import { ALL_CHART_ENTRIES } from './machineCatalogue';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

for (const [path, content] of chartFiles(ALL_CHART_ENTRIES)) {
  const target = resolve(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content, 'utf8');
  console.info(`wrote ${path}`);
}
