/**
 * Spec §2: a click id in the query string is saved in local storage under a tracking key, so the
 * order can be attributed to the ad click later (the checkout reads it).
 */
import { hasConsent } from './consent';

export const CLICK_ID_PARAMS = ['gclid'] as const;
export const TRACKING_STORAGE_KEY = 'shop.tracking.clickId';

export interface StoredClickId {
  param: (typeof CLICK_ID_PARAMS)[number];
  value: string;
  savedAt: string;
}

/**
 * Saves the click id of `search` (a location.search string) once the visitor consented to
 * advertising (consent.ts); returns what was saved, or null. Before a choice, the shell calls it
 * again when consent is given (`onConsent`).
 */
export function captureClickId(search: string, storage: Storage | null = safeLocalStorage(), now: Date = new Date()): StoredClickId | null {
  if (!storage || !search || !hasConsent('marketing')) return null;
  const params = new URLSearchParams(search);
  for (const param of CLICK_ID_PARAMS) {
    const value = params.get(param)?.trim();
    if (!value || value.length > 512) continue;
    const entry: StoredClickId = { param, value, savedAt: now.toISOString() };
    try {
      storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(entry));
    } catch {
      return null;
    }
    return entry;
  }
  return null;
}

export function readClickId(storage: Storage | null = safeLocalStorage()): StoredClickId | null {
  try {
    const raw = storage?.getItem(TRACKING_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredClickId) : null;
  } catch {
    return null;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
