/**
 * The layers of the design brief, enforced: apps -> adapters -> core, and core depends on
 * zod and neverthrow only (vitest only in its contract tests for port implementers); core's test
 * support is for tests, demo data and benchmarks only.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'packages/core imports only itself, zod and neverthrow.',
      from: { path: '^packages/core/src', pathNot: '^packages/core/src/testing/contracts/' },
      to: { pathNot: ['^packages/core/src', 'node_modules/(zod|neverthrow)/'] },
    },
    {
      name: 'core-contracts-use-only-vitest',
      severity: 'error',
      from: { path: '^packages/core/src/testing/contracts/' },
      to: { pathNot: ['^packages/core/src', 'node_modules/(zod|neverthrow|vitest|@vitest)/'] },
    },
    {
      name: 'core-testing-only-in-tests',
      severity: 'error',
      comment:
        '@marketplace/core/testing and /contracts (fixtures, in-memory ports, contract suites) are test support: ' +
        'only tests, the testkit, demo data and benchmarks use them. Production code builds from domain records.',
      from: {
        pathNot: ['\\.test\\.ts$', '(^|/)test/', '^packages/testkit/', '^packages/demo-data/', '^bench/', '^packages/core/src/testing/'],
      },
      to: { path: '^packages/core/src/testing/' },
    },
    {
      name: 'no-builtins-in-core',
      severity: 'error',
      from: { path: '^packages/core/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'packages-do-not-import-apps',
      severity: 'error',
      comment: 'Adapters and libraries never depend on an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'search-engine-has-no-database',
      severity: 'error',
      comment:
        'packages/search-index is the search engine alone: it imports core (the query and its semantics), the ' +
        'bitmap libraries and Node built-ins, never an adapter, a database driver or an app. The PostgreSQL ' +
        'adapter feeds it (load, change feed, cards).',
      from: { path: '^packages/search-index/', pathNot: '^packages/search-index/test/' },
      to: {
        pathNot: ['^packages/search-index/', '^packages/core/src/(?!testing/)', 'node_modules/(roaring|roaring-wasm|fast-check|vitest|@vitest)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'search-engine-tests-have-no-database',
      severity: 'error',
      comment: "The search engine's tests: the engine, core (its test data builders too), the bitmap libraries and the test tools.",
      from: { path: '^packages/search-index/test/' },
      to: {
        pathNot: ['^packages/search-index/', '^packages/core/src/', 'node_modules/(roaring|roaring-wasm|fast-check|vitest|@vitest)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'adapters-do-not-import-each-other',
      severity: 'error',
      from: { path: '^packages/adapters-([^/]+)/' },
      to: { path: '^packages/adapters-', pathNot: '^packages/adapters-$1/' },
    },
    {
      name: 'protocol-apps-are-independent',
      severity: 'error',
      comment:
        'rest and mcp are adapters of the same use cases; only the server composes them. mcp answers its HTTP refusals with /api/v1\'s status table and rate-limit fields (@marketplace/rest/errors), not a copy, and sets answer headers as /api/v1 does (@marketplace/rest/http).',
      from: { path: '^apps/(rest|mcp)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/', '^apps/rest/src/errors/status\\.ts$', '^apps/rest/src/http/headers\\.ts$'] },
    },
    {
      name: 'tested-packages-do-not-import-testkit',
      severity: 'error',
      comment:
        'Test helpers depend on what they test, never the reverse: testkit depends on adapters-postgres ' +
        '(and core), so those (tests included) never import testkit, or the workspace has a package cycle. ' +
        'Their own test support lives in them (@marketplace/adapters-postgres/testing, @marketplace/core/testing).',
      from: { path: '^packages/(core|adapters-postgres)/' },
      to: { path: '^packages/testkit/' },
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
    exclude: { path: '(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.js'] },
    combinedDependencies: true,
    preserveSymlinks: false,
  },
};
