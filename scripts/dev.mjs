#!/usr/bin/env node
// `pnpm dev`: the API on :4000 plus the shell (:3000) and the five remotes (:3001-3005) in watch mode.
// The API hands out the remotes' dev-server manifests (MF_DEV_REMOTES=1), so the shell loads them live.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const processes = [
  ['api', ['--filter', '@shop/api', 'dev'], { PORT: '4000', MF_DEV_REMOTES: '1' }],
  ['shell', ['--filter', '@shop/shell', 'dev'], {}],
  ...['mf-catalogue', 'mf-basket-checkout', 'mf-redeem', 'mf-account', 'mf-content'].map((r) => [r, ['--filter', `@shop/${r}`, 'dev'], {}]),
];

const children = processes.map(([name, args, env]) => {
  const child = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(22);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  return child;
});

console.log('[dev] shop on http://localhost:3000/ (API http://localhost:4000/graphql)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
