/**
 * The one proof-of-work captcha of the shop (ALTCHA, self-hosted; ADR 0019): the balance check now,
 * the account and contact forms later. A challenge is signed with a key derived from SECRETS_KEY, so
 * every API process verifies what any other issued; a solution counts once, which the database
 * enforces (table captcha_solutions, insert on conflict do nothing), across processes.
 *
 * Difficulty: PBKDF2/SHA-256 with `cost` iterations per attempt, and the solver must reach a random
 * counter between `counterMin` and `counterMax` (deterministic mode): about counter × cost hashes,
 * roughly a second in a phone's browser at the defaults, and the same again for every guess a bot
 * wants to make. CAPTCHA_COST / CAPTCHA_COUNTER_MIN / CAPTCHA_COUNTER_MAX tune it (tests lower it).
 */
import { createHash } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { ErrorCode, type ErrorEntry } from '../errors';
import { type PeriodicJob, startPeriodicJob } from '../jobs/lease';

export interface CaptchaDifficulty {
  cost: number;
  counterMin: number;
  counterMax: number;
  /** How long a challenge may be solved and used. */
  ttlSeconds: number;
}

export const DEFAULT_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 1_000, counterMin: 1_000, counterMax: 4_000, ttlSeconds: 600 };

export function captchaDifficultyFromEnv(env: NodeJS.ProcessEnv): CaptchaDifficulty {
  const positive = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const counterMin = positive('CAPTCHA_COUNTER_MIN', DEFAULT_CAPTCHA_DIFFICULTY.counterMin);
  return {
    cost: positive('CAPTCHA_COST', DEFAULT_CAPTCHA_DIFFICULTY.cost),
    counterMin,
    counterMax: Math.max(counterMin, positive('CAPTCHA_COUNTER_MAX', DEFAULT_CAPTCHA_DIFFICULTY.counterMax)),
    ttlSeconds: DEFAULT_CAPTCHA_DIFFICULTY.ttlSeconds,
  };
}

export type CaptchaVerdict = 'verified' | 'invalid' | 'expired' | 'replayed';

export interface Captcha {
  /**
   * A new challenge as the widget reads it (JSON); `factor` multiplies its work (the PIN anomaly guard,
   * security/pin-anomaly.ts).
   */
  challenge(options?: { factor?: number }): Promise<string>;
  /** Checks the widget's payload (base64 JSON) and spends it: the same payload never passes twice. */
  verify(db: Database, payload: string | null | undefined): Promise<CaptchaVerdict>;
}

export function createCaptcha(options: { secret: string; difficulty?: CaptchaDifficulty }): Captcha {
  const difficulty = options.difficulty ?? DEFAULT_CAPTCHA_DIFFICULTY;
  const hmacSignatureSecret = options.secret;
  const hmacKeySignatureSecret = createHash('sha256').update(`${options.secret}:keys`).digest('hex');
  return {
    async challenge(challengeOptions = {}) {
      const factor = Math.max(1, Math.floor(challengeOptions.factor ?? 1));
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMax * factor + 1, difficulty.counterMin * factor),
        deriveKey,
        expiresAt: new Date(Date.now() + difficulty.ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return JSON.stringify(challenge);
    },
    async verify(db, payload) {
      // A base64 JSON payload of a few hundred bytes; anything else is not worth parsing.
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4_096) return 'invalid';
      let parsed: { challenge?: { parameters?: { nonce?: unknown; expiresAt?: unknown } }; solution?: unknown } | null;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return 'invalid';
      }
      // Only self-hosted solutions (no Sentinel server payloads).
      if (!parsed?.challenge || !parsed.solution || typeof parsed.challenge.parameters?.nonce !== 'string') return 'invalid';
      const result = await verify(parsed, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret).catch(() => null);
      const verification = result?.verification as { verified?: boolean; expired?: boolean } | null | undefined;
      if (!result || result.error || !verification?.verified) return verification?.expired ? 'expired' : 'invalid';
      const expiresAt = typeof parsed.challenge.parameters.expiresAt === 'number' ? parsed.challenge.parameters.expiresAt : Date.now() / 1000 + difficulty.ttlSeconds;
      const challengeHash = createHash('sha256').update(parsed.challenge.parameters.nonce).digest('hex');
      const spent = await db.execute(sql`
        insert into captcha_solutions (challenge_hash, expires_at) values (${challengeHash}, to_timestamp(${expiresAt}))
        on conflict do nothing returning challenge_hash`);
      return (spent as unknown as { rows: unknown[] }).rows.length === 1 ? 'verified' : 'replayed';
    },
  };
}

export const CAPTCHA_FAILED_MESSAGE = 'Please confirm that you are not a robot';

/**
 * Checks and spends a form's captcha solution: null when it is good, else the spec's 2049 entry
 * about `parameter` (the forms' one answer to a missing, forged, expired or replayed solution).
 */
export async function captchaRefusal(captcha: Captcha, db: Database, token: string | null | undefined, parameter: string): Promise<ErrorEntry | null> {
  if ((await captcha.verify(db, token)) === 'verified') return null;
  return { code: ErrorCode.CAPTCHA_FAILED, message: CAPTCHA_FAILED_MESSAGE, referencedRequestParameter: parameter };
}

/** Forgets spent solutions whose challenge has expired (a replay of those fails verification anyway). */
export function startCaptchaCleanup(db: Database, intervalMs = 10 * 60_000): PeriodicJob {
  return startPeriodicJob({
    db,
    name: 'captcha:cleanup',
    intervalMs,
    round: async () => {
      await db.execute(sql`delete from captcha_solutions where expires_at < now()`);
    },
  });
}
