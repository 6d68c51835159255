// Production build: bundles the entry points with esbuild into dist/*.mjs. Dependencies stay
// external (resolved from node_modules at runtime), except our own workspace packages (@shop/*),
// which export TypeScript sources and are bundled in; SQL migrations are read from api/drizzle.
// `node build.mjs --outdir <dir>` writes the bundles elsewhere (the rolling deploy test builds a
// release folder of its own: api/src/rolling-deploy.postgres.test.ts).
import { resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = import.meta.dirname;
const outdirFlag = process.argv.indexOf('--outdir');
const outdir = outdirFlag >= 0 && process.argv[outdirFlag + 1] ? resolve(process.argv[outdirFlag + 1]) : `${here}/dist`;
rmSync(outdir, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    operator: 'src/operator/cli.ts',
    'db-migrate': 'src/db/migrate-cli.ts',
    'db-seed': 'src/db/seed-cli.ts',
    'draw-pictures': 'src/media/draw-pictures-cli.ts',
    // The render host (ADR 0039): a process of its own, started by the API; Node's modules only.
    'render-host': 'src/render-host/render-host-process.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [
    {
      name: 'external-dependencies',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  // Console pages and mails are JSX rendered to static markup on the server (react-dom/server).
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'info',
});
