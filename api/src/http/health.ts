/**
 * /healthz (liveness) and /readyz (readiness), for the load balancer and the deploy.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { migrationsApplied, newestMigration } from '../db/migration-status';
import type { PathHandler } from './routes';
import { sendJson } from './send';

export type Readiness = 'ready' | 'shutting down' | 'database unavailable' | 'migrations pending';

export function createHealthChecks(options: { db: Database; migrationsFolder: string; draining(): boolean }): { healthz: PathHandler; readyz: PathHandler } {
  const { db } = options;
  let newest: number | undefined;
  let migrated = false;
  async function readiness(): Promise<Readiness> {
    if (options.draining()) return 'shutting down';
    try {
      newest ??= newestMigration(options.migrationsFolder);
      // Applied migrations stay applied: once seen, only the database's reachability is asked.
      if (migrated) await db.execute(sql`select 1`);
      else migrated = await migrationsApplied(db, newest);
      return migrated ? 'ready' : 'migrations pending';
    } catch {
      return 'database unavailable';
    }
  }
  return {
    // Liveness: the process answers (a load balancer restarts it when not). No database: a database
    // outage must not make every process look dead at once.
    healthz: (req, res) => sendJson(req, res, 200, { status: 'ok', service: '@shop/api' }),
    // Readiness: send traffic here. Not while shutting down, without the database, or before every
    // migration of this build is applied (a new build starting on an old schema).
    readyz: async (req, res) => {
      const status = await readiness();
      await sendJson(req, res, status === 'ready' ? 200 : 503, { status, service: '@shop/api' });
    },
  };
}
