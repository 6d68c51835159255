/**
 * Alerts over real HTTP to a local webhook receiver (issue 38, ADR 0062): the one delivery, the money
 * alerts through it, the job watchdog on a real database; each alert counted by kind.
 */
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { moneyAlert } from '../domains/payments/money-alerts';
import { createWatchdogRound } from '../jobs/watchdog';
import { openTestDatabase } from '../testing/test-server';
import { type AlertMailer, raiseAlert, setAlertMailer } from './alerts';
import { captureLogs } from '../testing/log-capture';
import { alertDeliveryFailures, alertsRaised } from './metrics';

interface Received {
  path: string;
  body: Record<string, unknown>;
}

let receiver: Server;
let received: Received[] = [];
/** The status the receiver answers with (500: a webhook that refuses). */
let answer = 200;
let webhook: string;
let handle: DatabaseHandle;

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const text = await bodyOf(req);
    received.push({ path: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/token-in-path`;
  process.env.ALERT_WEBHOOK_URL = webhook;
  handle = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  delete process.env.ALERT_WEBHOOK_URL;
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await handle?.close();
});

beforeEach(() => {
  received = [];
  answer = 200;
});

const counted = async (kind: string) => (await alertsRaised.get()).values.find((v) => v.labels.kind === kind)?.value ?? 0;

it('posts an alert as JSON to the webhook and counts it by kind', async () => {
  const before = await counted('payment.stuck');
  await expect(raiseAlert({ kind: 'payment.stuck', message: '1 payment(s) open for more than 180 min: order 1001', count: 1 })).resolves.toBe(true);
  expect(received).toEqual([
    { path: '/hooks/token-in-path', body: { source: 'shop', at: expect.any(String), kind: 'payment.stuck', message: expect.stringContaining('order 1001'), count: 1 } },
  ]);
  expect((await counted('payment.stuck')) - before).toBe(1);
});

it('delivers the money alerts the same way', async () => {
  const before = await counted('payment.mismatch');
  moneyAlert({ kind: 'payment.mismatch', message: 'notification E1 for order 1002 ignored: amount 1 instead of 2', orderNumber: '1002' });
  // Sent in the background: wait for the receiver, not for a time.
  await new Promise<void>((resolve) => {
    const check = () => (received.length > 0 ? resolve() : setImmediate(check));
    check();
  });
  expect(received[0]?.body).toMatchObject({ kind: 'payment.mismatch', orderNumber: '1002' });
  expect((await counted('payment.mismatch')) - before).toBe(1);
});

it('counts a webhook that does not take the alert after its tries', async () => {
  answer = 500;
  const failures = async () => (await alertDeliveryFailures.get()).values.find((v) => v.labels.sink === 'webhook')?.value ?? 0;
  const before = await failures();
  await expect(raiseAlert({ kind: 'issuing.failed', message: 'order 1003: no cards issued' }, { webhook: { url: webhook, tries: 2, retryDelayMs: 1 } })).resolves.toBe(false);
  expect(received).toHaveLength(2);
  expect((await failures()) - before).toBe(1);
});

describe('the job watchdog', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const setLastSuccess = (name: string, at: Date | null) =>
    handle.db.execute(sql`
      insert into job_leases (name, holder, expires_at, rounds, last_run_at, last_success_at)
      values (${name}, 'test', now(), 1, now(), ${at?.toISOString() ?? null}::timestamptz)
      on conflict (name) do update set last_success_at = excluded.last_success_at`);

  it('alerts a job that has not succeeded for 5 intervals (at least 5 min) once, and again after it recovered', async () => {
    await setLastSuccess('test:fresh', new Date(now.getTime() - 60_000));
    await setLastSuccess('test:stopped', new Date(now.getTime() - 20 * 60_000));
    const intervals = new Map([
      ['test:fresh', 60_000],
      ['test:stopped', 60_000],
    ]);
    let clock = now;
    const round = createWatchdogRound({ db: handle.db, intervals: () => intervals, now: () => clock });
    const before = await counted('job.stale');

    await expect(round()).resolves.toEqual(['test:stopped']);
    await expect(round()).resolves.toEqual(['test:stopped']);
    await new Promise<void>((resolve) => {
      const check = () => (received.length > 0 ? resolve() : setImmediate(check));
      check();
    });
    expect(received.map((r) => r.body)).toEqual([expect.objectContaining({ kind: 'job.stale', job: 'test:stopped', intervalSeconds: 60 })]);
    expect((await counted('job.stale')) - before).toBe(1);

    // It runs again, then stops again: a new alert.
    await setLastSuccess('test:stopped', now);
    await expect(round()).resolves.toEqual([]);
    clock = new Date(now.getTime() + 30 * 60_000);
    received = [];
    await expect(round()).resolves.toEqual(['test:fresh', 'test:stopped']);
    await new Promise<void>((resolve) => {
      const check = () => (received.length >= 2 ? resolve() : setImmediate(check));
      check();
    });
    expect(received.map((r) => r.body.job).sort()).toEqual(['test:fresh', 'test:stopped']);
    expect((await counted('job.stale')) - before).toBe(3);
  });

  it('counts a job without any recorded success from when the watchdog started', async () => {
    const intervals = new Map([['test:never', 10_000]]);
    let clock = now;
    const round = createWatchdogRound({ db: handle.db, intervals: () => intervals, now: () => clock });
    await expect(round()).resolves.toEqual([]);
    clock = new Date(now.getTime() + 6 * 60_000);
    await expect(round()).resolves.toEqual(['test:never']);
  });
});

describe('the alert mail sink (ALERT_MAIL_TO)', () => {
  const mailFailures = async () => (await alertDeliveryFailures.get()).values.find((v) => v.labels.sink === 'mail')?.value ?? 0;

  it('gets every raised alert with its fields, in the background: a sink that fails is logged and counted, never the caller\'s problem', async () => {
    const handed: Array<Record<string, unknown>> = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: AlertMailer = async (alert) => {
      handed.push(alert);
      await held;
      throw new Error('the outbox is gone');
    };
    const remove = setAlertMailer(slow);
    const logs = captureLogs();
    const failuresBefore = await mailFailures();
    try {
      // Returns while the sink still waits: raising never waits for the mail.
      const delivery = raiseAlert({ kind: 'refund.loss', message: 'order 50-1: a loss of 1000 cents', orderNumber: '50-1', amountCents: 1000 }, { webhook: { url: null } });
      expect(await delivery).toBe(false);
      await new Promise((resolve) => setImmediate(resolve));
      expect(handed).toEqual([{ kind: 'refund.loss', message: 'order 50-1: a loss of 1000 cents', orderNumber: '50-1', amountCents: 1000 }]);
      release();
      const until = Date.now() + 30_000;
      while ((await mailFailures()) === failuresBefore && Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
      expect((await mailFailures()) - failuresBefore).toBe(1);
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'error', alert: 'refund.loss', msg: '[alerts] could not enqueue the alert mail for "refund.loss"' }));
    } finally {
      logs.restore();
      remove();
    }
  });

  it('is removed only by its own removal: a sink registered since stays', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const removeFirst = setAlertMailer(async (alert) => void first.push(alert.kind));
    const removeSecond = setAlertMailer(async (alert) => void second.push(alert.kind));
    const logs = captureLogs('silent');
    try {
      removeFirst();
      await raiseAlert({ kind: 'dispute.opened', message: 'order 50-2: a dispute' }, { webhook: { url: null } });
      await new Promise((resolve) => setImmediate(resolve));
      removeSecond();
      await raiseAlert({ kind: 'dispute.opened', message: 'order 50-3: a dispute' }, { webhook: { url: null } });
      await new Promise((resolve) => setImmediate(resolve));
      expect([first, second]).toEqual([[], ['dispute.opened']]);
    } finally {
      logs.restore();
    }
  });
});
