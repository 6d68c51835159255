/**
 * Operators' authenticator apps in tests (ADR 0034): the secrets the test helpers set up, by account,
 * and the next code of one. A code counts once (the server keeps the last time step it accepted), so
 * a helper that logs one account in several times uses the current step, then the next one (the
 * server accepts one step of drift), and only when both are spent waits for the clock to move on.
 */
import { generateSync } from 'otplib';

const PERIOD_SECONDS = 30;

interface App {
  secret: string;
  /** The last time step a code of this app was handed out for. */
  lastStep: number;
}

const apps = new Map<string, App>();

/** Remembers the authenticator secret an account set up (by its e-mail address, any case). */
export function rememberAuthenticator(email: string, secret: string, usedStep = 0): void {
  apps.set(email.toLowerCase(), { secret: secret.replace(/\s+/g, ''), lastStep: usedStep });
}

export function hasAuthenticator(email: string): boolean {
  return apps.has(email.toLowerCase());
}

export const currentStep = (nowMs = Date.now()) => Math.floor(nowMs / 1000 / PERIOD_SECONDS);

/** A code of `secret` for time step `step`. */
export function codeAt(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * PERIOD_SECONDS });
}

/** The next unused code of the account's app (null: no app set up by a helper). */
export async function nextCode(email: string): Promise<string | null> {
  const app = apps.get(email.toLowerCase());
  if (!app) return null;
  let step = Math.max(currentStep(), app.lastStep + 1);
  if (step > currentStep() + 1) {
    // Both the current and the next step are spent: wait for the clock (at most one period).
    const wait = (step - 1) * PERIOD_SECONDS * 1000 - Date.now() + 50;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    step = Math.max(currentStep(), app.lastStep + 1);
  }
  app.lastStep = step;
  return codeAt(app.secret, step);
}
