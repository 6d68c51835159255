/**
 * The expand/contract rule (ADR 0064): every migration after the baseline keeps the release before it
 * working, or says it is a contract step. First the checker itself on sample SQL, then the repository's
 * migrations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRepoRoot, shopPaths } from '../paths';
import { contractReason, expandContractFindings, migrationNumber, migrationStatements } from './expand-contract';

/**
 * The last migration written before the rule: it and those before it are what they are (0029 and 0044
 * contracted in the same release as their code, before rolling deploys). Every later one is checked.
 */
const BASELINE = 49;

const problems = (sqlText: string) => expandContractFindings(sqlText).findings.map((finding) => finding.problem);

describe('the expand/contract checker', () => {
  it('lets a migration add: tables, nullable columns, columns with a default, constraints, indexes that may already exist', () => {
    const expand = `
      CREATE TABLE "refund_notes" ("id" uuid PRIMARY KEY NOT NULL, "order_id" uuid NOT NULL, "text" text NOT NULL);--> statement-breakpoint
      CREATE INDEX "refund_notes_order_idx" ON "refund_notes" USING btree ("order_id");--> statement-breakpoint
      ALTER TABLE "refund_notes" ALTER COLUMN "text" SET NOT NULL;--> statement-breakpoint
      ALTER TABLE "orders" ADD COLUMN "reorder_of" uuid;--> statement-breakpoint
      ALTER TABLE "storefronts" ADD COLUMN "operator_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
      ALTER TABLE "content_blocks" DROP CONSTRAINT "content_blocks_type_check";--> statement-breakpoint
      ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_type_check" CHECK ("block_type" in ('a', 'b'));--> statement-breakpoint
      ALTER TABLE "orders" ALTER COLUMN "note" DROP NOT NULL;--> statement-breakpoint
      CREATE INDEX IF NOT EXISTS "orders_reorder_of_idx" ON "orders" ("reorder_of");--> statement-breakpoint
      ALTER TABLE "quote_requests" ADD COLUMN "number_value" integer;--> statement-breakpoint
      ALTER TABLE "quote_requests" ALTER COLUMN "number_value" SET DEFAULT nextval('quote_request_number_seq');--> statement-breakpoint
      ALTER TABLE "quote_requests" ALTER COLUMN "number_value" SET NOT NULL;`;
    expect(problems(expand)).toEqual([]);
  });

  it.each([
    ['DROP TABLE "remote_fallbacks";', 'drops table remote_fallbacks'],
    ['DROP TABLE IF EXISTS public.remote_fallbacks CASCADE;', 'drops table public.remote_fallbacks'],
    ['DROP VIEW "open_orders";', 'drops view open_orders'],
    ['ALTER TABLE "media_assets" DROP COLUMN "revision";', 'drops the column media_assets.revision'],
    ['ALTER TABLE media_assets DROP IF EXISTS revision, ADD COLUMN kept text;', 'drops the column media_assets.revision'],
    ['ALTER TABLE "orders" RENAME COLUMN "note" TO "remark";', 'renames the table orders'],
    ['ALTER TABLE "orders" RENAME TO "shop_orders";', 'renames the table orders'],
    ['ALTER TYPE "order_status" RENAME VALUE \'PAID\' TO \'SETTLED\';', 'renames a type'],
    ['ALTER TABLE "orders" ALTER COLUMN "total_cents" TYPE bigint;', 'changes the type of orders.total_cents'],
    ['ALTER TABLE "orders" ALTER COLUMN "total_cents" SET DATA TYPE bigint;', 'changes the type of orders.total_cents'],
    ['ALTER TABLE "orders" ALTER COLUMN "channel" SET NOT NULL;', 'makes orders.channel NOT NULL without a default'],
    ['ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;', 'adds orders.channel NOT NULL without a default'],
    ['CREATE INDEX "orders_channel_idx" ON "orders" ("channel");', 'builds an index on the existing table orders'],
    ['CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "orders_channel_key" ON "orders" ("channel");', 'CREATE INDEX CONCURRENTLY cannot run'],
    ['DO $$ BEGIN ALTER TABLE "orders" DROP COLUMN "legacy"; END $$;', 'drops the column orders.legacy'],
  ])('finds what breaks the running release: %s', (sqlText, problem) => {
    const found = problems(sqlText);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(problem);
  });

  it('reads only statements: not comments, string literals or the bodies of functions that run later', () => {
    const sqlText = `
      -- DROP TABLE "orders"; was considered and rejected
      /* ALTER TABLE "orders" DROP COLUMN "note"; */
      COMMENT ON TABLE "orders" IS 'never DROP TABLE orders; never RENAME it';--> statement-breakpoint
      CREATE FUNCTION "tidy"() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN DROP TABLE IF EXISTS tmp_rows; RETURN NEW; END $fn$;`;
    expect(problems(sqlText)).toEqual([]);
    expect(migrationStatements(sqlText)).toEqual([expect.stringMatching(/^COMMENT ON TABLE orders IS ''$/), expect.stringMatching(/^CREATE FUNCTION tidy\(\)/)]);
  });

  it('takes a contract step only with a reason that names why it is safe now', () => {
    const drop = 'ALTER TABLE "media_assets" DROP COLUMN "revision";';
    expect(expandContractFindings(drop).contract).toBeNull();
    expect(contractReason(`-- contract:\n${drop}`)).toBeNull();
    expect(contractReason(`-- contract: todo\n${drop}`)).toBeNull();
    const marked = `-- contract: nothing reads media_assets.revision since release 2026.11 (ADR 0054)\n${drop}`;
    expect(expandContractFindings(marked)).toEqual({
      findings: [expect.objectContaining({ problem: expect.stringContaining('drops the column media_assets.revision') })],
      contract: 'nothing reads media_assets.revision since release 2026.11 (ADR 0054)',
    });
  });
});

describe('the repository’s migrations', () => {
  const migrationsDir = shopPaths(resolveRepoRoot()).migrationsDir;
  const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const read = (tag: string) => readFileSync(join(migrationsDir, `${tag}.sql`), 'utf8');

  it('the checker finds the contracting steps of the past (before the baseline, when code and schema changed together)', () => {
    const findingsOf = (prefix: string) => {
      const entry = journal.entries.find((candidate) => candidate.tag.startsWith(prefix));
      return entry ? problems(read(entry.tag)) : [];
    };
    expect(findingsOf('0044_')).toContainEqual(expect.stringContaining('drops the column media_assets.revision'));
    expect(findingsOf('0029_')).toContainEqual(expect.stringContaining('makes operator_audit_log.row_hash NOT NULL without a default'));
  });

  it(`every migration after ${String(BASELINE).padStart(4, '0')} only expands, or is marked "-- contract: <reason>"`, () => {
    expect(Math.max(...journal.entries.map((entry) => migrationNumber(entry.tag)))).toBeGreaterThanOrEqual(BASELINE);
    const offending = journal.entries
      .filter((entry) => migrationNumber(entry.tag) > BASELINE)
      .map((entry) => ({ tag: entry.tag, ...expandContractFindings(read(entry.tag)) }))
      .filter((verdict) => verdict.findings.length > 0 && verdict.contract === null)
      .map(({ tag, findings }) => ({ tag, findings }));
    // A finding says what the release still running would meet: make it an expand step (add, keep the
    // old), or contract in a later release with the marker (docs/operations.md "Expand, then contract").
    expect(offending).toEqual([]);
  });
});
