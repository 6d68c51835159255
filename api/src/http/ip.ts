/**
 * GET /ip (spec §7): the visitor's country for the store switcher, as the CDN in front of us
 * detected it (CloudFront, Cloudflare, or a generic header a proxy sets). No GeoIP database here.
 */
import type { IncomingHttpHeaders } from 'node:http';

const COUNTRY_HEADERS = ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code'] as const;

export function viewerCountry(headers: IncomingHttpHeaders): string | null {
  for (const name of COUNTRY_HEADERS) {
    const raw = headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
    // Cloudflare sends XX (unknown) and T1 (Tor): not a country.
    if (value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1') return value;
  }
  return null;
}
