/**
 * Secrets at rest (issue 11): a PIN waiting in the mail outbox is sealed with AES-256-GCM under a
 * key that lives outside the database (`SECRETS_KEY`; in the demo generated into `.data`), so a copy
 * of the database alone reveals no PIN. The sealed text carries a version for key rotation.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const KEY_HEX = /^[0-9a-fA-F]{64}$/;
const VERSION = 'v1';

export interface SecretBox {
  seal(value: unknown): string;
  open<T = unknown>(sealed: string): T;
}

export function createSecretBox(keyHex: string): SecretBox {
  if (!KEY_HEX.test(keyHex)) throw new Error('the secrets key must be 64 hex characters (32 bytes)');
  const key = Buffer.from(keyHex, 'hex');
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open<T>(sealed: string): T {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed secret of this version');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    },
  };
}

/** The secrets the API works with, resolved once at start (config) and handed to the services. */
export interface ShopSecrets {
  /** Seals mail secrets in the outbox. */
  box: SecretBox;
  /** Server-side pepper mixed into every PIN hash (never stored in the database). */
  pinPepper: string;
  /**
   * Pseudonymises the keys of abuse limits (IP addresses, e-mail addresses, session hashes) before
   * they are stored: a keyed HMAC, so the stored values cannot be turned back into addresses by
   * trying every IPv4 address.
   */
  limitKey: (key: string) => string;
  /** Signs the proof-of-work captcha's challenges (security/captcha.ts). */
  captchaKey: string;
}

/** A key for one purpose, derived from the secrets key (never the key itself). */
export function derivedKey(secretsKeyHex: string, purpose: string): string {
  return createHmac('sha256', Buffer.from(secretsKeyHex, 'hex')).update(purpose).digest('hex');
}

/** The abuse-limit key hasher, with a key derived from the secrets key (never the key itself). */
export function limitKeyHasher(secretsKeyHex: string): (key: string) => string {
  const derived = createHmac('sha256', Buffer.from(secretsKeyHex, 'hex')).update('abuse-limit-keys').digest();
  return (key) => createHmac('sha256', derived).update(key, 'utf8').digest('hex');
}

/** Random secrets for tests and throwaway servers. */
export function ephemeralSecrets(): ShopSecrets {
  const keyHex = randomBytes(32).toString('hex');
  return {
    box: createSecretBox(keyHex),
    pinPepper: randomBytes(32).toString('base64url'),
    limitKey: limitKeyHasher(keyHex),
    captchaKey: derivedKey(keyHex, 'captcha-signatures'),
  };
}
