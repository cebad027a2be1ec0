// Types of nodeEsmImports.js, which eslint.config.js loads as plain JavaScript.
import type { Rule } from 'eslint';

/** Why Node's ESM loader cannot load the specifier from this file, or undefined when it can (or cannot be told). */
export declare const esmImportProblem: (specifier: string, fromFile: string) => string | undefined;
export declare const nodeEsmImportsRule: Rule.RuleModule;
