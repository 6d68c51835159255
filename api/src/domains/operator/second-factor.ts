/**
 * The operators' second factor (issue 31, ADR 0034): releasers, support operators and admins can switch
 * a storefront's code, move money or run a draw, so a password alone is not enough for them. They log in with a time-based
 * one-time code (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, what every authenticator app
 * reads) from otplib, a maintained implementation of the RFC.
 *
 *  - The account keeps its secret sealed with the secrets key (a copy of the database gives no codes).
 *  - A code counts once: the account keeps the time step of the last code it accepted, and the
 *    statement that accepts a code compares it (two logins racing with one code: one wins).
 *  - One step of clock drift either way is accepted (a code typed as it changes still works).
 *  - An account that needs a second factor and has none logs in to a session that may only set one
 *    up: the console shows it a new secret (and its QR code); the first right code of it confirms it.
 *    An admin can reset an operator's second factor (a lost phone); the operator sets up a new one at
 *    the next login.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type OperatorRole, operatorAccounts, operatorSessions } from '../../db/operator-schema';
import { capabilitiesOf } from './capabilities';
import type { SecretBox } from '../../security/secret-box';
import { type AuditSource, writeAudit } from './audit';

/**
 * Roles whose login needs a second factor: every role that may do more than read (releasers, support,
 * admins; support moves money and reissues cards, ADR 0044).
 */
export function roleNeedsSecondFactor(role: OperatorRole): boolean {
  return capabilitiesOf(role).some((capability) => capability !== 'read');
}

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Gift card shop operators';
/** One 30-second step either way (RFC 6238 section 5.2 recommends at most one step of drift). */
const EPOCH_TOLERANCE_SECONDS = 30;
const CODE = /^[0-9]{6}$/;

export const SECOND_FACTOR_MESSAGES = {
  codeMissing: 'Enter the 6-digit code of your authenticator app',
  codeWrong: 'The code is wrong or was used already: enter the current code of your authenticator app',
  mustEnrol: 'Set up your authenticator app first: the operator console (/operator/) shows how',
  alreadyEnrolled: 'This account has an authenticator app already',
} as const;

/**
 * otplib, loaded on first use: only operators' logins and set-ups need it, and importing it (and qrcode)
 * at start cost ~60–100 ms of CPU in every process start and every API test file.
 */
const loadOtplib = () => import('otplib');

/** A code as typed: spaces (apps show "123 456") dropped. */
export function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').replace(/\s+/g, '');
}

/** Whether `code` is a current code of `secret` newer than `afterTimeStep`; its time step when it is. */
export async function checkCode(secret: string, code: string, afterTimeStep: number | null): Promise<number | null> {
  if (!CODE.test(code)) return null;
  const { verify } = await loadOtplib();
  const result = await verify({
    secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
    ...(afterTimeStep !== null && { afterTimeStep }),
  });
  // A TOTP result carries its time step (the type is shared with HOTP's, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Accepts `code` for the account when it is a current code of its secret not used before, and records
 * its time step in the same statement that checks the last one: a code is accepted once.
 */
export async function acceptAccountCode(
  db: Database,
  box: SecretBox,
  account: { id: string; totpSecretSealed: string | null; totpLastTimeStep: number | null },
  code: string,
): Promise<boolean> {
  if (!account.totpSecretSealed) return false;
  const step = await checkCode(box.open<string>(account.totpSecretSealed), normaliseCode(code), account.totpLastTimeStep);
  if (step === null) return false;
  const accepted = await db
    .update(operatorAccounts)
    .set({ totpLastTimeStep: step })
    .where(and(eq(operatorAccounts.id, account.id), sql`(${operatorAccounts.totpLastTimeStep} is null or ${operatorAccounts.totpLastTimeStep} < ${step})`))
    .returning({ id: operatorAccounts.id });
  return accepted.length === 1;
}

export interface Enrolment {
  /** The secret in base32, for typing it into an app by hand. */
  secret: string;
  /** The otpauth:// URI an app reads from the QR code. */
  uri: string;
  /** The QR code of the URI as an SVG element (no script, no style attribute: the console's CSP). */
  qrSvg: string;
}

/**
 * The secret a session is being shown to set up: the one it was shown before (a reload shows the same
 * QR code), else a new one, kept sealed in the session row.
 */
export async function enrolmentOfSession(db: Database, box: SecretBox, sessionHash: string, email: string): Promise<Enrolment | null> {
  const { generateSecret, generateURI } = await loadOtplib();
  const fresh = box.seal(generateSecret());
  const [row] = await db
    .update(operatorSessions)
    .set({ enrolmentSecretSealed: sql`coalesce(${operatorSessions.enrolmentSecretSealed}, ${fresh})` })
    .where(eq(operatorSessions.tokenHash, sessionHash))
    .returning({ sealed: operatorSessions.enrolmentSecretSealed });
  if (!row?.sealed) return null;
  const secret = box.open<string>(row.sealed);
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  // Loaded on first use, as otplib (loadOtplib).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

export type EnrolmentOutcome = 'enrolled' | 'wrong-code' | 'not-started' | 'already-enrolled';

/**
 * Confirms the session's pending secret with a code of it: the account keeps the secret (and the
 * code's step, so the same code cannot log in again), the session is a full one from now on. In one
 * transaction that locks the account row: two confirmations at once set up one secret.
 */
export async function confirmEnrolment(
  db: Database,
  box: SecretBox,
  source: AuditSource,
  session: { sessionHash: string; accountId: string },
  code: string,
): Promise<EnrolmentOutcome> {
  const { sessionHash, accountId } = session;
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(operatorAccounts).where(eq(operatorAccounts.id, accountId)).for('update');
    if (!account) return 'not-started';
    if (account.totpEnrolledAt) return 'already-enrolled';
    const [session] = await tx.select({ sealed: operatorSessions.enrolmentSecretSealed }).from(operatorSessions).where(eq(operatorSessions.tokenHash, sessionHash));
    if (!session?.sealed) return 'not-started';
    const step = await checkCode(box.open<string>(session.sealed), normaliseCode(code), null);
    if (step === null) return 'wrong-code';
    await tx
      .update(operatorAccounts)
      .set({ totpSecretSealed: session.sealed, totpEnrolledAt: sql`now()` as unknown as Date, totpLastTimeStep: step, updatedAt: sql`now()` as unknown as Date })
      .where(and(eq(operatorAccounts.id, accountId), isNull(operatorAccounts.totpEnrolledAt)));
    await tx.update(operatorSessions).set({ enrolmentSecretSealed: null }).where(eq(operatorSessions.accountId, accountId));
    await writeAudit(tx, source, { action: 'account.second-factor-set-up', targetKind: 'operator-account', targetId: accountId, before: { secondFactor: false }, after: { secondFactor: true } });
    return 'enrolled';
  });
}
