/**
 * Issue 14: no hot statement scans a table sequentially. Each hot query is answered once on
 * PostgreSQL with every statement recorded (statement-log.ts); each read is then planned again with
 * `enable_seqscan = off`, which leaves a sequential scan in the plan only where no index can serve it.
 * On a small test database the planner would rightly scan anyway; with the switch off the plan shows
 * whether the index is there for the day the table is large.
 */
import pg from 'pg';
import { createCartOwner } from '../testing/cart-fixture';
import { answerRecorded, HOT_QUERIES, type HotQueryName } from '../testing/hot-queries';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { type TestServer, startTestServer } from '../testing/test-server';
import type { RecordedStatement } from './statement-log';

/** Read whole by design, a row per storefront, and kept in memory (the storefront directory). */
const READ_WHOLE = new Set(['storefronts', 'storefront_languages', 'storefront_hosts']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function sequentialScans(node: PlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(sequentialScans)];
}

describeOnPostgres('hot query plans')('hot query plans on PostgreSQL', () => {
  let postgres: PostgresServer;
  let api: TestServer;
  let client: pg.Client;
  let cookie: string;

  beforeAll(async () => {
    postgres = await startPostgresServer();
    const handle = await postgres.openPrepared();
    api = await startTestServer({ publicAnswers: undefined }, handle);
    cookie = (await createCartOwner(api)).cookie;
    client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query('analyze');
  }, 180_000);

  afterAll(async () => {
    await client?.end();
    await api?.close();
    postgres?.stop();
  });

  async function scansOf(statement: RecordedStatement): Promise<string[]> {
    await client.query('begin');
    try {
      await client.query('set local enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`explain (format json) ${statement.sql}`, statement.params);
      return sequentialScans(rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode).filter((table) => !READ_WHOLE.has(table));
    } finally {
      await client.query('rollback');
    }
  }

  it.each(Object.keys(HOT_QUERIES) as HotQueryName[])('%s', async (name) => {
    const hot: { query: string; variables?: Record<string, unknown>; withCart?: boolean } = HOT_QUERIES[name];
    const answer = await answerRecorded(api.server, hot.query, hot.variables, hot.withCart ? cookie : undefined);
    expect(answer.errors).toBeUndefined();
    const reads = answer.statements.filter((statement) => /^\s*(select|with)\b/i.test(statement.sql));
    expect(reads.length).toBeGreaterThan(0);
    const scans: string[] = [];
    for (const statement of reads) {
      for (const table of await scansOf(statement)) scans.push(`${table} in: ${statement.sql.replace(/\s+/g, ' ').slice(0, 160)}`);
    }
    expect(scans).toEqual([]);
  });
});
