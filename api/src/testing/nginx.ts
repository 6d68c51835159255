/**
 * Debian's nginx with the shipped site configuration (deploy/nginx/shop.conf) in front of a shop on
 * 127.0.0.1:`upstreamPort`, listening on a free port of 127.0.0.1: what the nginx test and
 * `pnpm bench:attack` run. Only the listen port and the upstream port are changed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './api-process';
import { eventually } from './eventually';
import { request } from './http';
import { resolveRepoRoot } from '../paths';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface RunningNginx {
  base: string;
  port: number;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return existsSync(NGINX_BIN);
}

export async function startNginx(upstreamPort: number): Promise<RunningNginx> {
  const port = await freePort();
  const shipped = shippedNginxConf();
  const site = shipped.replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstreamPort};`).replace('listen 80;', `listen 127.0.0.1:${port};`);
  if (site === shipped) throw new Error('deploy/nginx/shop.conf no longer has "listen 80;" and "server 127.0.0.1:3000;"');
  return runNginx(site, port, '/healthz', 'nginx in front of the shop');
}

/** deploy/nginx/shop.conf as shipped. */
export function shippedNginxConf(): string {
  return readFileSync(join(resolveRepoRoot(), 'deploy', 'nginx', 'shop.conf'), 'utf8');
}

/** nginx with `site` (an http-context configuration listening on 127.0.0.1:`port`), once `readyPath` answers 200. */
export async function runNginx(site: string, port: number, readyPath: string, what: string): Promise<RunningNginx> {
  if (!nginxInstalled()) throw new Error(`nginx is not installed (${NGINX_BIN}): apt-get install -y nginx, as .ci/run does`);
  const tmp = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const dir of temps) mkdirSync(join(tmp, dir));
  // The page cache (deploy/nginx/shop.conf) in this nginx's own folder.
  writeFileSync(join(tmp, 'shop.conf'), site.replaceAll('/var/cache/nginx/shop', join(tmp, 'page-cache')));
  writeFileSync(
    join(tmp, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(tmp, 'nginx.pid')};`,
      `error_log ${join(tmp, 'error.log')} crit;`,
      'events { worker_connections 8192; }',
      'worker_rlimit_nofile 20000;',
      'http {',
      '  access_log off;',
      ...temps.map((dir) => `  ${dir}_temp_path ${join(tmp, dir)};`),
      `  include ${join(tmp, 'shop.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', tmp, '-c', join(tmp, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
      return (await request(`${base}${readyPath}`).catch(() => null))?.status === 200;
    },
    what,
    30_000,
  );
  return {
    base,
    port,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
