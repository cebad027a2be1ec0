// An ESLint rule: every runtime import of a package's subpath must load under Node's own ESM loader, which is how
// Netlify runs the playground function (zip-it-and-ship-it traces a v2 function with nft and ships its node_modules
// as they are, without bundling). Node resolves `pkg/sub` through the package's `exports` map when it has one;
// without one, `sub` must name a file exactly, extension included: `fp-ts/Either` is a folder (its package.json
// stub points bundlers at the file), and Node refuses it with "Directory import ... is not supported".
// Type-only imports are erased before anything runs and are not checked. docs/hosting.md, "Functions".
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `@scope/name/sub/path` or `name/sub/path` split into the package name and the subpath ('' for the root). */
const splitSpecifier = (specifier) => {
  const parts = specifier.split('/');
  const nameParts = specifier.startsWith('@') ? 2 : 1;
  return { name: parts.slice(0, nameParts).join('/'), subpath: parts.slice(nameParts).join('/') };
};

const isBare = (specifier) => !/^(\.|\/|[a-z]+:)/i.test(specifier);

/** The package's folder as seen from the importing file, or undefined when it is not installed. */
const packageDir = (name, fromFile) => {
  let dir = dirname(fromFile);
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Why Node's ESM loader cannot load the specifier from this file, or undefined when it can (or cannot be told). */
export const esmImportProblem = (specifier, fromFile) => {
  if (!isBare(specifier)) return undefined;
  const { name, subpath } = splitSpecifier(specifier);
  if (subpath === '') return undefined;
  const dir = packageDir(name, fromFile);
  if (dir === undefined) return undefined;
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  // An exports map is what Node itself follows; TypeScript checks the same map.
  if (manifest.exports !== undefined) return undefined;
  if (isFile(join(dir, subpath))) return undefined;
  return `"${specifier}" is not a file of ${name}, which has no exports map: Node's ESM loader (Netlify's function runtime) refuses it. Import from "${name}" itself or name the file with its extension.`;
};

/** @type {import('eslint').Rule.RuleModule} */
export const nodeEsmImportsRule = {
  meta: {
    type: 'problem',
    docs: { description: "Package subpath imports load under Node's ESM loader (no directory imports, no missing extensions)" },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const problem = esmImportProblem(source.value, context.filename);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type')) return;
        check(node, node.source);
      },
      ExportNamedDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') check(node, node.source);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source);
      },
    };
  },
};
