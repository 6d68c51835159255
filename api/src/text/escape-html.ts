/**
 * The one escaper for text put into HTML, XML (SVG) and attribute values the server writes: page
 * heads, media SVGs, mails, the dev outbox and the test payment page.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}
