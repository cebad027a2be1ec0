// `npm run charts`: writes docs/machines/ (one Mermaid chart page per machine and the index) and the /terms page's
// lifecycle diagrams (src/ui/pages/legal/generated/lifecycles.ts) from the machines themselves. Running it twice
// gives the same bytes; tests/application/machineCharts.test.ts and tests/scripts/lifecyclesModule.test.ts fail
// when the committed files differ from what this would write.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chartFiles } from './machineCharts';
import { ALL_CHART_ENTRIES } from './machineCatalogue';
import { lifecyclesModule, LIFECYCLES_MODULE_PATH } from './machineDiagrams';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const files = new Map([...chartFiles(ALL_CHART_ENTRIES), [LIFECYCLES_MODULE_PATH, lifecyclesModule()]]);

for (const [path, content] of files) {
  const target = resolve(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content, 'utf8');
  console.info(`wrote ${path}`);
}
