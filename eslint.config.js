// Lint: typescript-eslint's recommended type-aware rules, React hooks rules, and the domain's purity rules
// (no clock, no randomness, no fetch, no DOM globals), which dependency-cruiser cannot see.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import stylistic from '@stylistic/eslint-plugin';
import { nodeEsmImportsRule } from './scripts/lint/nodeEsmImports.js';

const impure = (what) => `src/domain is pure: ${what} comes in as an argument (ARCHITECTURE.md).`;
const noIntl = {
  name: 'Intl',
  message: 'The first Intl formatter costs 15–40 ms of ICU set-up inside hydration: use formatCount, formatUsd or formatLegalDate (docs/decisions.md, "No Intl on the way to the first render").',
};

export default tseslint.config(
  { ignores: ['.builds/**', '.netlify/**', 'build/**', 'dist/**', 'dist-server/**', 'coverage/**', 'reports/**', '.stryker-tmp/**', 'public/**', 'node_modules/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: impure('time') },
        { object: 'Math', property: 'random', message: impure('randomness') },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: impure('time') }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', noIntl],
    },
  },
  {
    // What renders a page: no Intl, except the parts that format after the page is up (a playground answer's time
    // in the visitor's locale, the ROI calculator's figures, the webinar's time zone), each created when first used.
    files: ['src/ui/**/*.{ts,tsx}', 'src/application/**/*.ts', 'src/adapters/**/*.ts', 'src/composition/**/*.{ts,tsx}'],
    ignores: ['src/ui/pages/home/sections/Playground/**', 'src/ui/pages/home/sections/RoiCalculator/**', 'src/ui/pages/home/sections/webinarSchedule.ts'],
    rules: { 'no-restricted-globals': ['error', noIntl] },
  },
  {
    // Every actor is created through src/ui/app/machineActors.ts, the one place its options (XState's inspector) go.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@xstate/react', importNames: ['useMachine', 'useActorRef'], message: 'Use useAppMachine or useAppActor (src/ui/app/machineActors.ts).' },
            { name: 'xstate', importNames: ['createActor'], message: 'Use createAppActor (src/ui/app/machineActors.ts).' },
            // QUAL-12: react-router's Link and NavLink bring its route prefetching into every page's start-up.
            { name: 'react-router-dom', importNames: ['Link', 'NavLink'], message: 'Use RouterLink (src/ui/components/RouterLink.tsx).' },
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use RouterLink (src/ui/components/RouterLink.tsx).' },
          ],
        },
      ],
    },
  },
  {
    // Machines get their implementations in the composition root (src/composition/machineWiring.ts), never in a view.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='provide']", message: 'Wire the machine in src/composition/machineWiring.ts and read it with useMachineWiring().' },
      ],
    },
  },
  {
    // What the playground function may load (functions/, and src/ which it imports from): Netlify runs it under Node's
    // own ESM loader, unbundled (scripts/lint/nodeEsmImports.js, docs/hosting.md "Functions").
    files: ['functions/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { 'node-esm': { rules: { imports: nodeEsmImportsRule } } },
    rules: { 'node-esm/imports': 'error' },
  },
  {
    files: ['scripts/**', 'server/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Lines hold to 120 characters. A line that holds a URL, a string, a template literal or a regular expression may
    // run longer (the rule's documented ignores: those are not broken honestly); a comment never does.
    plugins: { '@stylistic': stylistic },
    rules: {
      '@stylistic/max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
);
