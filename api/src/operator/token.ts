/**
 * The shared operator bearer token: the demo's only (ADR 0038). OPERATOR_TOKEN wins. Otherwise a
 * token is generated on first start and kept in `.data/operator-token` (mode 600), so the CLI on the
 * same machine can read it (`pnpm start` and `pnpm dev` run the demo). Production has none: its
 * configuration refuses OPERATOR_TOKEN (config/mode.ts), and operators call the API with their
 * personal tokens (domains/operator/api-tokens.ts), or the CLI opens the database itself.
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
  // Never in production, whatever the environment says (its configuration refuses OPERATOR_TOKEN).
  if (options.production) return undefined;
  const fromEnv = options.env.OPERATOR_TOKEN?.trim();
  if (fromEnv) return fromEnv;
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
