// The dependency rule of ARCHITECTURE.md, checked in CI: each layer imports only inward.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself but fp-ts (no React, DOM libraries, io-ts, inversify).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/fp-ts/'] },
    },
    {
      name: 'application-only-domain',
      comment: 'src/application imports the domain, xstate and fp-ts only: no React, no adapters, no UI.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/application/', '^src/domain/', 'node_modules/(xstate|fp-ts)/'] },
    },
    {
      name: 'adapters-not-ui',
      comment: 'Adapters implement ports; they never import views or the composition root.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: ['^src/ui/', '^src/composition/'] },
    },
    {
      name: 'ui-not-adapters',
      comment:
        'Views read services through context; only the composition root names concrete adapters. The start-up contract (names shared by the document, the boot script and the views) is the one module of the root they may import.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: ['^src/adapters/', '^src/composition/', 'node_modules/inversify/'], pathNot: '^src/composition/startupContract\\.ts$' },
    },
    {
      name: 'startup-contract-is-a-leaf',
      comment: 'The start-up contract imports nothing: the inline boot script, the views and the build all import it.',
      severity: 'error',
      from: { path: '^src/composition/startupContract\\.ts$' },
      to: {},
    },
    {
      name: 'inversify-only-in-composition',
      comment: 'The container lives in src/composition alone.',
      severity: 'error',
      from: { path: '^(src/(domain|application|adapters|ui)|functions|server)/' },
      to: { path: 'node_modules/inversify/' },
    },
    {
      name: 'functions-not-browser',
      comment: 'The serverless function is wired by hand from the domain and its own modules.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: ['^src/(ui|adapters|composition|application/machines)/', '^server/'] },
    },
    {
      name: 'scripts-not-ui',
      comment:
        'Build steps read rules and data from the domain and the adapters, never from views; a benchmark of a view\'s own code (scripts/bench) is the exception, and so are the pages\' content modules (*.content.ts, words only), which the playground\'s knowledge is compiled from (scripts/knowledge/pageModules.ts).',
      severity: 'error',
      from: { path: '^scripts/', pathNot: '^scripts/bench/' },
      to: { path: '^src/ui/', pathNot: '^src/ui/pages/.+\\.content\\.ts$' },
    },
    {
      name: 'machine-descriptions-not-in-browser',
      comment:
        'The texts of the machines (src/application/machines/descriptions/) are for the charts, the Terms diagrams and the inspector, all built by scripts; the browser never loads them.',
      severity: 'error',
      from: { path: '^(src|functions|server)/', pathNot: '^src/application/machines/descriptions/' },
      to: { path: '^src/application/machines/descriptions/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
