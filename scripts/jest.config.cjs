/**
 * The tests of the repository's own scripts (`pnpm start`'s plan, the Lighthouse and INP benches' arithmetic):
 * plain ES modules run as they are (no transform; Jest loads them natively with
 * --experimental-vm-modules, which `pnpm test:unit` sets).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'scripts',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.mjs'],
  transform: {},
};
