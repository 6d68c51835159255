/**
 * Abuse limits (security/rate-limit.ts). They live in the database so that they hold across every
 * API process behind the load balancer. Keys (IP addresses, e-mail addresses, sessions, card numbers)
 * are stored only as sha256: this table never holds who asked in clear.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per limit (`bucket`) and key: `hits` in the window [window_start, window_end). The
 * window starts at the key's first hit; a hit after window_end starts a new window (one atomic
 * upsert, see consumeLimits). Rows past their window are deleted by the clean-up job.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    keyHash: text('key_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.keyHash] }),
    index('rate_limit_counters_window_end_idx').on(t.windowEnd),
    check('rate_limit_counters_key_hash_check', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
