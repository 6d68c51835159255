const { readdirSync } = require('node:fs');
/**
 * Every Jest suite of the workspace in ONE run (`pnpm test:unit`): the API's and each front-end
 * package's own config as a project, so that one pool of workers keeps both cores busy from the
 * first file to the last (a run per package left a core idle while a long API file ran, and paid
 * Jest's start-up eight times). `pnpm --filter @shop/<package> test` still runs one package alone.
 * @type {import('jest').Config}
 */
module.exports = {
  // Every remote is a folder `mf-<team>`: a new one is tested without a change here.
  // `scripts`: the repository's own scripts (`pnpm start`'s plan, the Lighthouse bench's arithmetic).
  projects: ['api', 'shared', 'shell', ...readdirSync(__dirname).filter((name) => name.startsWith('mf-')).sort(), 'scripts'].map((dir) => `<rootDir>/${dir}`),
  // Two cores: two workers. The API files are mostly waiting on HTTP, PGlite and PostgreSQL, the
  // component files on jsdom; the main process only schedules.
  maxWorkers: 2,
  // A worker keeps ~25 MB more after each API file (what a file's module registry leaves reachable):
  // after ninety files its heap is in gigabytes, garbage collection takes most of its time, and a file
  // that takes 7 s in a fresh worker took 35-40 s (measured: \`process.memoryUsage()\` after a forced
  // GC at each file's start, 158 MB → 538 MB over 20 files). A worker whose heap is over this after a
  // file is replaced by a fresh one (~2 s).
  workerIdleMemoryLimit: '800MB',
  // Jest reads the time limit from the root only, not from a project: the API's (tests start real HTTP
  // servers and databases) and the user-event flows' of the front-end packages, on a busy machine.
  testTimeout: 60_000,
};
