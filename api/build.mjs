// Production build: bundles the entry points with esbuild into dist/*.mjs. Dependencies stay
// external (resolved from node_modules at runtime); SQL migrations are read from api/drizzle.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = import.meta.dirname;
rmSync(`${here}/dist`, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    main: 'src/main.ts',
    operator: 'src/operator/cli.ts',
    'db-migrate': 'src/db/migrate-cli.ts',
    'db-seed': 'src/db/seed-cli.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
