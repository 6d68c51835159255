/**
 * Jest runs the TypeScript sources through swc as CommonJS (the package is "type": "module", but
 * .ts files are only treated as ESM when listed in extensionsToTreatAsEsm, which we don't).
 * Tests start real HTTP servers and in-memory PGlite databases, hence the generous timeout.
 * @type {import('jest').Config}
 */
/**
 * Code in Jest's sandbox reads globals slowly on Node 20; every module, ours and node_modules', declares
 * the built-ins it reads as its own variables (@shop/shared's jest-local-globals.cjs says why).
 */
const { withSwc: swc, plain } = require('@shop/shared/build/jest-local-globals');
const esmPackages = '(?:auto-bind|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@scure|@noble)';

module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // ESM-only packages swc compiles too: auto-bind (graphql-codegen, see codegen.test.ts), the HTML
    // parser under sanitize-html and the base32 and hash code under otplib (@scure, @noble); Node itself
    // loads them with require(esm).
    [`/node_modules/(?:\\.pnpm/)?${esmPackages}[@/+].*\\.js$`]: swc({ jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }),
    // The rest of node_modules as it is, with the built-ins it reads made local (jest-local-globals.cjs).
    '/node_modules/.+\\.c?js$': plain(),
    '^.+\\.(t|j)s$': swc({ jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }),
    // Markup the API writes (console pages, mails) is JSX rendered to static HTML (react-dom/server).
    '^.+\\.tsx$': swc({
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    }),
  },
  // Every file goes through a transform: ours, node_modules' included (see above).
  transformIgnorePatterns: [],
  testTimeout: 60_000,
  // One migrated and seeded PGlite per run; each test file starts from a copy of it.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // The test servers' log at warn unless LOG_LEVEL says otherwise (testing/log-setup.ts).
  setupFiles: ['<rootDir>/src/testing/log-setup.ts'],
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
