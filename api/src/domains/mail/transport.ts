/**
 * Where mail goes. With SMTP_URL: that SMTP server (nodemailer). Without: files in the outbox folder a
 * person can open — `<yyyyMMdd-HHmmss>-<id>.eml` (the raw RFC 822 message nodemailer built),
 * `<…>.html` (the HTML part, to open in a browser) and each attachment as `<…>-<filename>`.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailAttachment } from './mail-types';

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** Display name of the sender (the storefront); the address comes from the transport's `from`. */
  fromName?: string;
  /** Names the files of the file transport (the outbox row id); default a random id. */
  id?: string;
}

export interface MailTransport {
  kind: 'smtp' | 'file';
  /** For the startup log, without credentials: `smtp://mail.example.com:587` or the folder. */
  description: string;
  /** Resolves with the SMTP message id or the path of the .eml file; rejects when not delivered. */
  send(message: OutgoingMessage): Promise<{ deliveredTo: string }>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL (nodemailer's format, e.g. smtp://user:pass@host:587); unset: files. */
  smtpUrl?: string;
  outboxDir: string;
  /** MAIL_FROM: `shop@example.com` (the storefront name becomes the display name) or `Name <shop@example.com>`. */
  from: string;
  /** Clock for the file names (tests). */
  now?: () => Date;
  /**
   * File transport (the demo): files older than this are deleted, so the PINs they show do not stay
   * on disk for good; default 7 days.
   */
  fileRetentionMs?: number;
}

function fromAddress(from: string, name: string | undefined): string | Mail.Address {
  return name && !from.includes('<') ? { name, address: from.trim() } : from;
}

function mailOptions(from: string, message: OutgoingMessage): Mail.Options {
  return {
    from: fromAddress(from, message.fromName),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
  };
}

/** `20251121-155800` in UTC. */
export function fileStamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/** A file-name-safe version of a name: letters, digits, dot, dash, underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/\.{2,}/g, '.');
  return cleaned.slice(0, 100) || 'file';
}

function describeSmtp(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'smtp (unparsable SMTP_URL)';
  }
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const now = options.now ?? (() => new Date());

  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      description: describeSmtp(options.smtpUrl),
      async send(message) {
        const info = await transporter.sendMail(mailOptions(options.from, message));
        if (info.rejected.length > 0 && info.accepted.length === 0) {
          throw new Error(`rejected by the SMTP server: ${info.response}`);
        }
        return { deliveredTo: info.messageId };
      },
      close: () => transporter.close(),
    };
  }

  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const retentionMs = options.fileRetentionMs ?? 7 * 24 * 60 * 60_000;
  let prunedAt = 0;
  /** Deletes expired mail files, at most once an hour (a card mail holds a PIN in clear). */
  async function prune(): Promise<void> {
    const at = now().getTime();
    if (at - prunedAt < 60 * 60_000) return;
    prunedAt = at;
    for (const name of await readdir(options.outboxDir).catch(() => [] as string[])) {
      const path = join(options.outboxDir, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && at - info.mtimeMs > retentionMs) await rm(path, { force: true });
    }
  }
  return {
    kind: 'file',
    description: options.outboxDir,
    async send(message) {
      const info = await transporter.sendMail(mailOptions(options.from, message));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport did not return a buffer');
      await mkdir(options.outboxDir, { recursive: true });
      const base = `${fileStamp(now())}-${safeFileName(message.id ?? randomUUID())}`;
      const eml = join(options.outboxDir, `${base}.eml`);
      await writeFile(join(options.outboxDir, `${base}.html`), message.html);
      for (const attachment of message.attachments) {
        await writeFile(join(options.outboxDir, `${base}-${safeFileName(attachment.filename)}`), attachment.content);
      }
      // The .eml last: its presence means the whole set is there.
      await writeFile(eml, info.message);
      await prune();
      return { deliveredTo: eml };
    },
    close: () => transporter.close(),
  };
}
