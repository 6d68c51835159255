/**
 * The reason every audited money decision takes (ADR 0044): the service desk's actions, the operator's
 * refund (after-sale.ts) and fraud review's release and refusal (fraud/review.ts) check it with this
 * one schema. What the operator writes down for the audit log and, for a refund, the refund's own record. Required, trimmed, 3 to 500 characters (refunds keep
 * at most 500), no control characters (the log is read in the console and exported as text).
 */
import * as v from 'valibot';
import { ErrorCode, type ErrorEntry } from '../../errors';

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REASON_MESSAGE = `Give a reason (${REASON_MIN} to ${REASON_MAX} characters): it is kept in the audit log`;

/** Any control character other than tab, line feed and carriage return. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

export const reasonSchema = v.pipe(
  v.string(REASON_MESSAGE),
  v.trim(),
  v.minLength(REASON_MIN, REASON_MESSAGE),
  v.maxLength(REASON_MAX, REASON_MESSAGE),
  // Line breaks are fine in a note; other control characters are not text.
  v.check((text) => !hasControlCharacter(text), REASON_MESSAGE),
);

/** The reason, trimmed, or its refusal (1504 on `reason`). */
export function checkReason(reason: unknown, parameter = 'reason'): { reason: string; error: null } | { reason: null; error: ErrorEntry } {
  const parsed = v.safeParse(reasonSchema, reason);
  if (parsed.success) return { reason: parsed.output, error: null };
  return { reason: null, error: { code: ErrorCode.INVALID_ARGUMENT, message: REASON_MESSAGE, referencedRequestParameter: parameter } };
}
