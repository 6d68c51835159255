// Shared Jest preset for the front-end packages: TypeScript and JSX through swc, jsdom, Testing Library.
const { createRequire } = require('node:module');
const path = require('node:path');

/** ESM-only packages Jest must transform (it runs tests as CommonJS). */
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'valibot'];

/**
 * The API's printed schema, which the answering client of component tests validates documents against.
 * It comes through the workspace root's devDependency on @shop/api: @shop/shared cannot declare it itself,
 * since the API depends on @shop/shared and pnpm refuses the cycle (ERR_PNPM_TASK_CYCLE on `pnpm -r`).
 */
const graphqlSchema = createRequire(path.join(__dirname, '..', '..', 'package.json')).resolve('@shop/api/schema.graphql');

const { withSwc: swc, plain } = require('./jest-local-globals.cjs');

module.exports = function createJestConfig(packageDir, overrides = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    // jsdom plus the schema checker (built once per worker) that answeringClient uses.
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    testEnvironmentOptions: { graphqlSchema },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Code in Jest's sandbox reads globals slowly on Node 20: every module, ours and node_modules',
    // declares the built-ins it reads as its own variables (jest-local-globals.cjs says why).
    transform: {
      // ESM-only packages: swc makes CommonJS of them.
      [`/node_modules/(?:\\.pnpm/)?(?:${esmPackages.join('|')})[@/+].*\\.m?js$`]: swc({ jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }),
      '/node_modules/.+\\.c?js$': plain(),
      '^.+\\.(t|j)sx?$': swc({
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      }),
    },
    transformIgnorePatterns: [],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'style-mock.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest-polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.cjs')],
    // User flows with user-event take seconds on a busy two-core machine (three checkout tests went
    // past Jest's default 5 s with both cores loaded). A test checks behaviour, never speed.
    testTimeout: 30_000,
    ...overrides,
  };
};
