// Writes the generated modules (scripts/generateModules.ts) before the unit suites run: they are not committed, and
// the diagrams, the inspector and the content adapter's samples import them.
import { writeGeneratedModules } from '../scripts/generateModules';

export default function setup(): void {
  writeGeneratedModules();
}
