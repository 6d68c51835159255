/**
 * The operator bearer token. OPERATOR_TOKEN wins. Otherwise a token is generated on first start and
 * kept in `.data/operator-token` (mode 600), so the CLI on the same machine can read it — in
 * development, and whenever the server holds the embedded PGlite database (also `pnpm start`,
 * which runs with NODE_ENV=production), because then the server is the CLI's only way in.
 * In production on PostgreSQL (DATABASE_URL) without OPERATOR_TOKEN the operator API is off; the
 * CLI talks to the database directly there.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function readTokenFile(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const token = readFileSync(file, 'utf8').trim();
  return token || undefined;
}

export function resolveServerOperatorToken(options: {
  env: NodeJS.ProcessEnv;
  tokenFile: string;
  production: boolean;
}): string | undefined {
  const fromEnv = options.env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  if (options.production && options.env.DATABASE_URL) return undefined;
  return readOrCreateSecretFile(options.tokenFile, () => randomBytes(32).toString('base64url'));
}

/** A secret kept in a file (mode 600), made by `create` the first time (operator token, HMAC key). */
export function readOrCreateSecretFile(file: string, create: () => string): string {
  const existing = readTokenFile(file);
  if (existing) return existing;
  const secret = create();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time check of an `Authorization: Bearer …` header against the expected token. */
export function isAuthorizedBearer(header: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || !header) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1].trim()), digest(expected));
}
