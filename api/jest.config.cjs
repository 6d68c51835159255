/**
 * Jest runs the TypeScript sources through swc as CommonJS (the package is "type": "module", but
 * .ts files are only treated as ESM when listed in extensionsToTreatAsEsm, which we don't).
 * Tests start real HTTP servers and in-memory PGlite databases, hence the generous timeout.
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)s$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      },
    ],
    // Markup the API writes (console pages, mails) is JSX rendered to static HTML (react-dom/server).
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages swc compiles too: auto-bind (graphql-codegen, see codegen.test.ts), the HTML
  // parser under sanitize-html and the base32 and hash code under otplib (@scure, @noble); Node itself
  // loads them with require(esm).
  transformIgnorePatterns: ['/node_modules/(?!(?:\\.pnpm/)?(?:auto-bind|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities|@scure|@noble)[@/+])'],
  testTimeout: 60_000,
  // One migrated and seeded PGlite per run; each test file starts from a copy of it.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // The test servers' log at warn unless LOG_LEVEL says otherwise (testing/log-setup.ts).
  setupFiles: ['<rootDir>/src/testing/log-setup.ts'],
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
};
