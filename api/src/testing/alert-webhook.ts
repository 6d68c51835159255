/**
 * A webhook receiver for tests (ADR 0062): stands in for the chat or paging service ALERT_WEBHOOK_URL
 * points at, and keeps every alert the shop POSTed to it (`{ source, at, kind, …fields }`).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually } from './eventually';

export type ReceivedAlert = Record<string, unknown> & { kind: string };

export interface AlertWebhook {
  /** The URL to give the shop as ALERT_WEBHOOK_URL. */
  url: string;
  /** Every alert received, in order. */
  received: ReceivedAlert[];
  /** Waits for an alert of `kind` that `match` accepts (alerts are sent in the background). */
  alertOf(kind: string, match?: (alert: ReceivedAlert) => boolean, timeoutMs?: number): Promise<ReceivedAlert>;
  close(): Promise<void>;
}

export async function startAlertWebhook(): Promise<AlertWebhook> {
  const received: ReceivedAlert[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedAlert);
        res.writeHead(204).end();
      } catch {
        // Not JSON: refused, as a chat service would; the shop counts a delivery failure.
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const find = (kind: string, match: (alert: ReceivedAlert) => boolean) => received.find((alert) => alert.kind === kind && match(alert));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    async alertOf(kind, match = () => true, timeoutMs = 30_000) {
      await eventually(() => find(kind, match) !== undefined, `a ${kind} alert`, timeoutMs, 20).catch(() => {
        throw new Error(`no ${kind} alert within ${timeoutMs} ms; received: ${JSON.stringify(received.map((alert) => alert.kind))}`);
      });
      return find(kind, match) as ReceivedAlert;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
