// The lint rule that keeps the playground function loadable by Node's own ESM loader (scripts/lint/nodeEsmImports.js):
// a package subpath without an exports map must name a file; type-only imports are erased and pass.
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { nodeEsmImportsRule } from '../../scripts/lint/nodeEsmImports.js';
import { PROJECT_ROOT } from '../server/support/paths';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });
const filename = join(PROJECT_ROOT, 'src', 'domain', 'example.ts');
const directoryImport = (code: string) => ({ code, filename, errors: [{ message: /"fp-ts\/Either" is not a file of fp-ts, which has no exports map/ }] });

tester.run('node-esm/imports', nodeEsmImportsRule, {
  valid: [
    { code: "import { either as E } from 'fp-ts';", filename },
    { code: "import { isRight } from 'fp-ts/lib/Either.js';", filename },
    { code: "import type { Either } from 'fp-ts/Either';", filename },
    { code: "import { type Either } from 'fp-ts/Either';", filename },
    { code: "import { hydrateRoot } from 'react-dom/client';", filename },
    { code: "import { x } from './sibling';", filename },
    { code: "import { readFileSync } from 'node:fs';", filename },
  ],
  invalid: [
    directoryImport("import * as E from 'fp-ts/Either';"),
    directoryImport("import { isRight, type Either } from 'fp-ts/Either';"),
    directoryImport("export { isRight } from 'fp-ts/Either';"),
    directoryImport("const E = await import('fp-ts/Either');"),
    { code: "import { isRight } from 'fp-ts/lib/Either';", filename, errors: [{ message: /"fp-ts\/lib\/Either" is not a file of fp-ts/ }] },
  ],
});
