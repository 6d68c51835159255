/**
 * A development page for the outbox: the newest 100 mails (never their payloads: those hold PINs
 * until sent) with links to the files the file transport wrote, and those files, read from the
 * outbox folder only. The page is JSX rendered to static HTML (ADR 0046). The HTTP side (`GET
 * /dev/outbox`, `GET /dev/outbox/files/<name>`, `POST /dev/outbox` to send what is due) is
 * http/dev-outbox.ts; mount it only outside production.
 */
import type { Dirent } from 'node:fs';
import { lstat, readFile, readdir } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { count, desc } from 'drizzle-orm';
import { Fragment } from 'react';
import { PageHead, renderDocument } from '../../text/html-document';
import type { Database } from '../../db';
import { mailOutbox } from '../../db/order-schema';

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

/** The page's one stylesheet: a constant, inline (the CSP allows inline styles and nothing else). */
const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#18181b}
table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #e4e4e7;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f5;position:sticky;top:0}
small{color:#52525b}.muted{color:#71717a}.error{color:#991b1b}
header{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin-bottom:16px}
h1{font-size:20px;margin:0}
`;

const COLUMNS = ['Created', 'Kind', 'Recipient', 'Subject', 'Status', 'Attempts', 'Files'];

interface OutboxRow {
  id: string;
  kind: string;
  storefrontKey: string;
  language: string;
  recipient: string;
  subject: string | null;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastError: string | null;
  deliveredTo: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** The files one mail left, as links (HTML and PDF open in a new tab), or where it went if none is left. */
function Delivered({ deliveredTo, files }: { deliveredTo: string | null; files: string[] }) {
  const own = filesOf(deliveredTo, files);
  if (own.length === 0) return deliveredTo ? <code>{deliveredTo}</code> : null;
  return own.map((f, index) => (
    <Fragment key={f}>
      {index > 0 ? ' · ' : null}
      {f.endsWith('.html') || f.endsWith('.pdf') ? (
        <a href={OUTBOX_FILES_PREFIX + encodeURIComponent(f)} target="_blank" rel="noopener">
          {fileLabel(f, deliveredTo ?? '')}
        </a>
      ) : (
        <a href={OUTBOX_FILES_PREFIX + encodeURIComponent(f)}>{fileLabel(f, deliveredTo ?? '')}</a>
      )}
    </Fragment>
  ));
}

function MailRow({ row, files }: { row: OutboxRow; files: string[] }) {
  const when = row.status === 'SENT' ? `sent ${time(row.sentAt)}` : row.status === 'PENDING' ? `next ${time(row.nextAttemptAt)}` : '';
  return (
    <tr>
      <td>
        <time dateTime={row.createdAt.toISOString()}>{time(row.createdAt)}</time>
      </td>
      <td>
        {row.kind}
        <br />
        <small>{`${row.storefrontKey} · ${row.language}`}</small>
      </td>
      <td>{row.recipient}</td>
      <td>{row.subject ? row.subject : <span className="muted">(not rendered yet)</span>}</td>
      <td>
        <strong style={{ color: STATUS_COLORS[row.status] ?? '#000' }}>{row.status}</strong>
        <br />
        <small>{when}</small>
      </td>
      <td>
        {row.attempts}
        {row.lastError ? (
          <>
            <br />
            <small className="error">{row.lastError}</small>
          </>
        ) : null}
      </td>
      <td>
        <Delivered deliveredTo={row.deliveredTo} files={files} />
      </td>
    </tr>
  );
}

interface OutboxPageProps {
  rows: OutboxRow[];
  totals: Array<{ status: string; n: number }>;
  files: string[];
  outboxDir: string;
  transportDescription?: string | undefined;
  canDrain: boolean;
  sentNow: string | null;
}

function OutboxPage({ rows, totals, files, outboxDir, transportDescription, canDrain, sentNow }: OutboxPageProps) {
  const summary = totals.map((t) => `${t.status}: ${t.n}`).join(' · ') || 'empty';
  return (
    <html lang="en">
      <PageHead title="Mail outbox (dev)">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant stylesheet above, never data. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </PageHead>
      <body>
        <header>
          <h1>Mail outbox</h1>
          <span>{summary}</span>
          {transportDescription ? (
            <span className="muted">
              transport: <code>{transportDescription}</code>
            </span>
          ) : null}
          <span className="muted">
            folder: <code>{outboxDir}</code>
          </span>
          {canDrain ? (
            <form method="post" action={DEV_OUTBOX_PATH}>
              <button type="submit">Send due mail now</button>
            </form>
          ) : null}
          {sentNow !== null ? (
            // biome-ignore lint/a11y/noRedundantRoles: kept explicit (as before): not every screen reader treats <output> as a live region.
            <output role="status">{`Sent ${sentNow} mail.`}</output>
          ) : null}
        </header>
        <table>
          <caption className="muted" style={{ textAlign: 'left', paddingBottom: '8px' }}>
            {`The newest ${LIST_LIMIT} mails, newest first (times in UTC).`}
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((row) => <MailRow key={row.id} row={row} files={files} />)
            ) : (
              <tr>
                <td colSpan={7} className="muted">
                  No mail yet.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </body>
    </html>
  );
}

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
  const page = (
    <OutboxPage
      rows={rows}
      totals={totals}
      files={files}
      outboxDir={options.outboxDir}
      transportDescription={options.transportDescription}
      canDrain={Boolean(options.drain)}
      sentNow={sentNow}
    />
  );
  return renderDocument(page);
}
