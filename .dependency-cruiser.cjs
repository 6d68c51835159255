/**
 * Boundaries between teams and inside a team's room (`pnpm lint:boundaries`, part of `pnpm lint`).
 * Biome's import rules see names; these rules see the files an import resolves to, so a relative path
 * into another package's src/ cannot slip past. Why dependency-cruiser: docs/adr/0015-lint-boundaries.md.
 */
// Every remote is a folder `mf-<team>` (their names are listed once, in shared/src/remote/remote-names.ts).
const PACKAGES = '(shell|shared|mf-[a-z-]+|api|e2e)';
const REMOTES = '(mf-[a-z-]+)';
/** Tests and the helpers only tests use. */
const TEST_FILES = ['\\.test\\.tsx?$', '(^|/)testing/', '^e2e/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-reaching-into-another-package',
      comment:
        'A package uses another only through its package name and exports (@shop/shared, @shop/shared/testing, ' +
        '@shop/api/schema.graphql …), never by a relative path into its files.',
      severity: 'error',
      from: { path: `^${PACKAGES}/` },
      to: { path: `^${PACKAGES}/`, pathNot: ['^$1/', '(^|/)node_modules/'] },
    },
    {
      name: 'no-import-between-feature-folders',
      comment:
        "Inside a remote, a feature folder (src/<feature>/) imports another feature's files only through " +
        "src/common/: move what two features share there. The remote's entry files (src/*.ts) may import any feature. " +
        "src/messages/ is not a feature: it is the remote's message catalogues, which may gather every feature's " +
        'texts of a language into one chunk and which any feature may read.',
      severity: 'error',
      from: { path: `^${REMOTES}/src/([^/]+)/`, pathNot: [...TEST_FILES, `^${REMOTES}/src/messages/`] },
      to: { path: `^$1/src/[^/]+/`, pathNot: ['^$1/src/$2/', '^$1/src/common/', '^$1/src/messages/'] },
    },
    {
      name: 'tests-use-their-feature-common-or-testing',
      comment:
        "A feature's tests use its own files, common/, the remote's shared test helpers in src/testing/ and the " +
        "remote's own message catalogues (src/messages/, to read a text as the shopper sees it).",
      severity: 'error',
      from: { path: [`^${REMOTES}/src/([^/]+)/\\S+\\.test\\.tsx?$`, `^${REMOTES}/src/([^/]+)/\\S*testing/`] },
      to: { path: `^$1/src/[^/]+/`, pathNot: ['^$1/src/$2/', '^$1/src/common/', '^$1/src/testing/', '^$1/src/messages/'] },
    },
    {
      name: 'testing-only-in-tests',
      comment: 'Test helpers and fixtures never ship: production code does not import a testing/ folder.',
      severity: 'error',
      from: { pathNot: TEST_FILES },
      to: { path: '/src/\\S*testing/' },
    },
    {
      name: 'router-through-shared',
      comment:
        "A remote's code takes Link, useLocation and useNavigate from @shop/shared: react-router is not a " +
        'federation shared module, a copy in a remote would be a second router that sees no route.',
      severity: 'error',
      from: { path: `^${REMOTES}/src/`, pathNot: TEST_FILES },
      to: { path: 'node_modules/react-router/' },
    },
    {
      name: 'common-imports-no-feature',
      comment:
        "src/common/ is what features share: it must not depend on any one feature. Its tests use the remote's " +
        'test helpers (src/testing/), like a feature\'s tests (testing-only-in-tests keeps them out of production code).',
      severity: 'error',
      from: { path: `^${REMOTES}/src/common/` },
      to: { path: `^$1/src/[^/]+/`, pathNot: ['^$1/src/common/', '^$1/src/testing/', '^$1/src/messages/'] },
    },
    {
      name: 'api-services-not-transport',
      comment:
        "API layers (issue 34): a domain's application services take plain arguments and a unit of work or " +
        'database handle, never the GraphQL context or a request; only transport (server.ts, http/, graphql/, ' +
        'operator-console/, the operator CLI, and the *.resolvers.ts / *.graphql.ts files) knows how a call came in.',
      severity: 'error',
      from: { path: '^api/src/domains/', pathNot: [...TEST_FILES, '\\.resolvers\\.ts$', '\\.graphql\\.ts$'] },
      to: { path: ['^api/src/(graphql|http|operator-console|operator)/', '^api/src/server\\.ts$'] },
    },
    {
      name: 'api-db-below-domains',
      comment:
        'API layers (issue 34): db/ (schema, migrations, seeds) is the bottom layer: the domains and transport ' +
        'use it, it uses neither.',
      severity: 'error',
      from: { path: '^api/src/db/', pathNot: TEST_FILES },
      to: { path: '^api/src/(domains|graphql|http|operator-console|operator)/' },
    },
    {
      name: 'api-no-circular',
      comment:
        'API layers (issue 34): no import circles in the API, type-only imports included (tsPreCompilationDeps): ' +
        'a circle means two modules are one layer, and no order of them can be read, tested or split on its own.',
      severity: 'error',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    // Workspace packages stay behind their node_modules link, so `@shop/shared` is a package import
    // (allowed) while `../../shared/src/x` resolves to shared's own files (forbidden above).
    preserveSymlinks: true,
    tsPreCompilationDeps: true,
    parser: 'tsc',
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph as leaves (doNotFollow): router-through-shared looks at them.
    exclude: { path: ['^[^/]+/dist/', '__generated__'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
