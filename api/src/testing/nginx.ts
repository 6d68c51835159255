/**
 * Debian's nginx with the shipped site configuration (deploy/nginx/shop.conf) in front of one or more
 * shop processes on 127.0.0.1, listening on a free port of 127.0.0.1: what the nginx tests, the rolling
 * deploy test and `pnpm bench:attack` run. Only the listen port and the upstream lines are changed (and
 * a rolling deploy marks one `down`, reloading nginx as an operator does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  /**
   * Replaces the site configuration and reloads (SIGHUP): resolves once every worker of the old
   * configuration has exited, i.e. once no request is handled under the old configuration any more.
   */
  reload(site: string): Promise<void>;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return existsSync(NGINX_BIN);
}

export interface NginxOptions {
  /** Writes one line per request to this file: `$msec $upstream_addr $status $request_method $uri`. */
  accessLog?: string;
}

export async function startNginx(upstreamPorts: number | number[], options: NginxOptions = {}): Promise<RunningNginx> {
  const port = await freePort();
  return runNginx(shopSite(port, [upstreamPorts].flat()), port, '/healthz', 'nginx in front of the shop', options);
}

/**
 * deploy/nginx/shop.conf listening on 127.0.0.1:`port` with one upstream line per process on
 * 127.0.0.1 (each with the shipped line's parameters); the ports in `down` are marked down, as a
 * rolling deploy does to the process it is about to replace.
 */
export function shopSite(port: number, upstreamPorts: number[], down: number[] = []): string {
  const shipped = shippedNginxConf();
  const lines = [...shipped.matchAll(/^([ \t]*)server 127\.0\.0\.1:\d+([^;\n]*);\n/gm)];
  const first = lines[0];
  if (!first || !shipped.includes('listen 80;')) throw new Error('deploy/nginx/shop.conf no longer has "listen 80;" and "server 127.0.0.1:<port> …;" lines');
  const [, indent, parameters] = first as unknown as [string, string, string];
  const servers = upstreamPorts.map((upstream) => `${indent}server 127.0.0.1:${upstream}${parameters}${down.includes(upstream) ? ' down' : ''};\n`).join('');
  let site = shipped.replace(first[0], servers);
  for (const line of lines.slice(1)) site = site.replace(line[0], '');
  return site.replace('listen 80;', `listen 127.0.0.1:${port};`);
}

/** The pids of a process's children (Linux: the parent pid is the 4th field of /proc/<pid>/stat, after the name in parentheses). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

/** deploy/nginx/shop.conf as shipped. */
export function shippedNginxConf(): string {
  return readFileSync(join(resolveRepoRoot(), 'deploy', 'nginx', 'shop.conf'), 'utf8');
}

/** nginx with `site` (an http-context configuration listening on 127.0.0.1:`port`), once `readyPath` answers 200. */
export async function runNginx(site: string, port: number, readyPath: string, what: string, options: NginxOptions = {}): Promise<RunningNginx> {
  if (!nginxInstalled()) throw new Error(`nginx is not installed (${NGINX_BIN}): apt-get install -y nginx, as .ci/run does`);
  const tmp = mkdtempSync(join(tmpdir(), 'shop-nginx-'));
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const dir of temps) mkdirSync(join(tmp, dir));
  // The page cache (deploy/nginx/shop.conf) in this nginx's own folder.
  const writeSite = (text: string) => writeFileSync(join(tmp, 'shop.conf'), text.replaceAll('/var/cache/nginx/shop', join(tmp, 'page-cache')));
  writeSite(site);
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
      ...(options.accessLog
        ? [`  log_format shop_deploy '$msec $upstream_addr $status $request_method $uri';`, `  access_log ${options.accessLog} shop_deploy;`]
        : ['  access_log off;']),
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
    async reload(text) {
      const before = childPids(child.pid as number);
      writeSite(text);
      child.kill('SIGHUP');
      // The master starts workers of the new configuration and lets the old ones finish their
      // requests; a configuration it refuses keeps the old workers (and logs why).
      await eventually(
        () => {
          if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
          const now = childPids(child.pid as number);
          return now.length > 0 && !now.some((pid) => before.includes(pid));
        },
        'nginx to finish the reload (its old workers to exit)',
        60_000,
        50,
      );
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
