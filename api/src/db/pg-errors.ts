/**
 * PostgreSQL error codes the code answers on purpose (the same on PGlite and on a PostgreSQL server).
 * drizzle wraps the driver's error, so the code is looked for along the `cause` chain.
 */

/** 23505 unique_violation: a unique index refused a row (the last guard of a race). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** 42501 insufficient_privilege: the role may not do this (deploy/postgres/roles.sql's runtime role, say). */
export function isInsufficientPrivilege(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '42501') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
