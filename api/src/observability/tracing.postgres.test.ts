/**
 * Statement spans on PostgreSQL (ADR 0065): node-postgres's pool runs them through the traced client
 * class, with a callback (the pool's own query) or a promise (a transaction's checked-out client).
 * Over real HTTP, a GraphQL operation's statements are its children; a transaction's BEGIN, statement
 * and COMMIT are spans; a failed statement is named by its SQLSTATE; no value reaches a span.
 */
import { sql } from 'drizzle-orm';
import { type OtlpReceiver, type OtlpSpan, allSpans, spanAttribute, startOtlpReceiver, statementSpansOf } from '../testing/otlp-receiver';
import { eventually } from '../testing/eventually';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { type TestServer, startTestServer } from '../testing/test-server';
import { type Tracing, startTracing } from './tracing-sdk';

describeOnPostgres('traces on PostgreSQL')('traces on PostgreSQL', () => {
  let receiver: OtlpReceiver;
  let tracing: Tracing;
  let postgres: PostgresServer;
  let shop: TestServer;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    const started = startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, () => undefined);
    if (!started) throw new Error('tracing did not start');
    tracing = started;
    postgres = await startPostgresServer();
    // Opened (and, outside the shared server, migrated and seeded) while tracing is on: the pool is traced.
    shop = await startTestServer({}, await postgres.openPrepared());
    // Migrating and seeding from an empty database takes tens of seconds when the machine is busy.
  }, 240_000);

  afterAll(async () => {
    await shop?.close(); // closes the pool too
    postgres?.stop();
    await tracing?.shutdown();
    await receiver?.close();
  });

  it('makes a GraphQL operation’s statements its children, without the variables', async () => {
    const answer = await shop.graphql('query PostgresProduct($path: String!) { product(path: $path) { __typename } }', {
      variables: { path: 'postgres-needle-31' },
    });
    expect(answer.status).toBe(200);
    let spans: OtlpSpan[] = [];
    let operation: OtlpSpan | undefined;
    await eventually(async () => {
      await tracing.forceFlush();
      spans = allSpans(receiver.received);
      operation = spans.find((span) => span.name === 'query PostgresProduct');
      return operation !== undefined && spans.some((span) => span.spanId === operation?.parentSpanId);
    }, 'the GraphQL request’s trace');
    const statements = spans.filter((span) => span.parentSpanId === operation?.spanId && spanAttribute(span, 'db.statement') !== undefined);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((span) => spanAttribute(span, 'shop.db.driver') === 'node-postgres')).toBe(true);
    expect(statements.some((span) => String(spanAttribute(span, 'db.statement')).includes('$1'))).toBe(true);
    expect(JSON.stringify(spans)).not.toContain('postgres-needle-31');
    // Start-up's migrations and seed ran on this pool before any request: no trace starts elsewhere.
    expect(spans.filter((span) => !span.parentSpanId && span.kind !== 2).map((span) => span.name)).toEqual([]);
  });

  it('traces a transaction’s BEGIN, statements and COMMIT, and a failed statement by its SQLSTATE', async () => {
    const spans = await statementSpansOf(
      tracing,
      receiver,
      async () => {
        await shop.handle.db.transaction(async (tx) => {
          await tx.execute(sql`select ${'tx-needle-77'}::text as value`);
        });
        // PostgreSQL's message quotes the value: "invalid input syntax for type integer: …".
        await expect(shop.handle.db.execute(sql`select ${'error-needle-88'}::int as value`)).rejects.toThrow('error-needle-88');
      },
      4,
    );
    expect(spans.map((span) => span.name)).toEqual(['BEGIN', 'SELECT', 'COMMIT', 'SELECT']);
    expect(spans.every((span) => spanAttribute(span, 'shop.db.driver') === 'node-postgres')).toBe(true);
    expect(spanAttribute(spans[1] as OtlpSpan, 'db.statement')).toBe('select $1::text as value');
    const failed = spans[3] as OtlpSpan;
    expect(failed.status?.code).toBe(2);
    expect(spanAttribute(failed, 'db.response.status_code')).toBe('22P02');
    expect(JSON.stringify(spans)).not.toMatch(/needle/);
  });
});
