/**
 * A development page for the outbox: the newest 100 mails (never their payloads: those hold PINs
 * until sent) with links to the files the file transport wrote, and those files, read from the
 * outbox folder only. The HTTP side (`GET /dev/outbox`, `GET /dev/outbox/files/<name>`, `POST
 * /dev/outbox` to send what is due) is http/dev-outbox.ts; mount it only outside production.
 */
import type { Dirent } from 'node:fs';
import { lstat, readFile, readdir } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db';
import { mailOutbox } from '../../db/order-schema';
import { escapeHtml as esc } from './format';

export interface DevOutboxOptions {
  db: Database;
  /** The file transport's folder. */
  outboxDir: string;
  /** The worker's drainOnce: adds a "send due mail now" button (POST /dev/outbox). */
  drain?: () => Promise<number>;
  /** Shown on the page, e.g. the transport's description. */
  transportDescription?: string;
}

/** Where the page is served, and its files below it (the page's links and its form post there). */
export const DEV_OUTBOX_PATH = '/dev/outbox';
export const OUTBOX_FILES_PREFIX = '/dev/outbox/files/';
const LIST_LIMIT = 100;

/** A bare file name in the outbox folder, or null (path separators, `..`, hidden files, bad encoding). */
export function outboxFileName(encoded: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (!name || name.length > 255) return null;
  if (name.includes('/') || name.includes('\\') || name.includes('..') || name.includes('\0')) return null;
  if (name.startsWith('.')) return null;
  return name;
}

/**
 * A file the file transport wrote, by its name as it stands in a URL: 'bad name' for anything but a
 * bare name inside the outbox folder, 'not found' unless it is a regular file there.
 */
export async function readOutboxFile(outboxDir: string, encoded: string): Promise<{ problem: 'bad name' | 'not found' } | { name: string; body: Buffer }> {
  const name = outboxFileName(encoded);
  if (!name) return { problem: 'bad name' };
  const folder = resolve(outboxDir);
  const path = resolve(folder, name);
  if (dirname(path) !== folder || basename(path) !== name) return { problem: 'bad name' };
  try {
    // lstat: a symlink in the folder is not followed out of it.
    const stat = await lstat(path);
    if (!stat.isFile()) throw new Error('not a regular file');
  } catch {
    return { problem: 'not found' };
  }
  return { name, body: await readFile(path) };
}

async function listFolder(outboxDir: string): Promise<string[]> {
  try {
    const entries: Dirent[] = await readdir(outboxDir, { withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    return [];
  }
}

/** The files one sent mail left (`<base>.eml`, `<base>.html`, `<base>-<attachment>`). */
function filesOf(deliveredTo: string | null, files: string[]): string[] {
  if (!deliveredTo?.endsWith('.eml')) return [];
  const base = basename(deliveredTo, '.eml');
  const order = (f: string) => (f.endsWith('.html') ? 0 : f.endsWith('.eml') ? 1 : 2);
  return files
    .filter((f) => f === `${base}.eml` || f === `${base}.html` || f.startsWith(`${base}-`))
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

function fileLabel(file: string, deliveredTo: string): string {
  const base = basename(deliveredTo, '.eml');
  if (file === `${base}.html`) return 'HTML';
  if (file === `${base}.eml`) return '.eml';
  return file.slice(base.length + 1);
}

const time = (date: Date | null) => (date ? date.toISOString().replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');

const STATUS_COLORS: Record<string, string> = { PENDING: '#92400e', SENT: '#166534', FAILED: '#991b1b' };

/** The outbox page; `sentNow`: how many mails the drain button just sent (its redirect's `?sent=`). */
export async function renderOutboxPage(options: DevOutboxOptions, sentNow: string | null): Promise<string> {
  const rows = await options.db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      storefrontKey: mailOutbox.storefrontKey,
      language: mailOutbox.language,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      deliveredTo: mailOutbox.deliveredTo,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(LIST_LIMIT);
  const totals = await options.db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status);
  const files = await listFolder(options.outboxDir);

  const body = rows
    .map((row) => {
      const links = filesOf(row.deliveredTo, files)
        .map(
          (f) =>
            `<a href="${esc(OUTBOX_FILES_PREFIX + encodeURIComponent(f))}"${f.endsWith('.html') || f.endsWith('.pdf') ? ' target="_blank" rel="noopener"' : ''}>${esc(fileLabel(f, row.deliveredTo ?? ''))}</a>`,
        )
        .join(' · ');
      const delivered = links || (row.deliveredTo ? `<code>${esc(row.deliveredTo)}</code>` : '');
      const when =
        row.status === 'SENT'
          ? `sent ${esc(time(row.sentAt))}`
          : row.status === 'PENDING'
            ? `next ${esc(time(row.nextAttemptAt))}`
            : '';
      return `<tr>
<td><time datetime="${esc(row.createdAt.toISOString())}">${esc(time(row.createdAt))}</time></td>
<td>${esc(row.kind)}<br><small>${esc(row.storefrontKey)} · ${esc(row.language)}</small></td>
<td>${esc(row.recipient)}</td>
<td>${row.subject ? esc(row.subject) : '<span class="muted">(not rendered yet)</span>'}</td>
<td><strong style="color:${STATUS_COLORS[row.status] ?? '#000'}">${esc(row.status)}</strong><br><small>${when}</small></td>
<td>${esc(row.attempts)}${row.lastError ? `<br><small class="error">${esc(row.lastError)}</small>` : ''}</td>
<td>${delivered}</td>
</tr>`;
    })
    .join('\n');

  const summary = totals.map((t) => `${esc(t.status)}: ${esc(t.n)}`).join(' · ') || 'empty';
  const drainForm = options.drain
    ? `<form method="post" action="${DEV_OUTBOX_PATH}"><button type="submit">Send due mail now</button></form>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mail outbox (dev)</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#18181b}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #e4e4e7;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f5;position:sticky;top:0}
small{color:#52525b}.muted{color:#71717a}.error{color:#991b1b}
header{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin-bottom:16px}
h1{font-size:20px;margin:0}
</style>
</head>
<body>
<header>
<h1>Mail outbox</h1>
<span>${summary}</span>
${options.transportDescription ? `<span class="muted">transport: <code>${esc(options.transportDescription)}</code></span>` : ''}
<span class="muted">folder: <code>${esc(options.outboxDir)}</code></span>
${drainForm}
${sentNow !== null ? `<output role="status">Sent ${esc(sentNow)} mail.</output>` : ''}
</header>
<table>
<caption class="muted" style="text-align:left;padding-bottom:8px">The newest ${LIST_LIMIT} mails, newest first (times in UTC).</caption>
<thead><tr><th scope="col">Created</th><th scope="col">Kind</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Files</th></tr></thead>
<tbody>
${body || '<tr><td colspan="7" class="muted">No mail yet.</td></tr>'}
</tbody>
</table>
</body>
</html>
`;
}
