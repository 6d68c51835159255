/**
 * The captcha on the console's login form (issue 31, ADR 0034), shown only once an account had many
 * failed logins. The console runs no script of its own; this page runs exactly one: the shop's own
 * proof-of-work widget (ALTCHA, the `altcha` package's self-contained build), served from this origin
 * under a name that changes with its content. The page's CSP allows that one file, the workers the
 * widget creates from blobs, and inline styles (the widget styles its shadow DOM with <style> elements
 * of its own, which no nonce reaches); everything else stays as strict as on every console page. The
 * page shows nothing a visitor wrote but the escaped address, so inline styles open no injection.
 *
 * The widget sits inside the form: it keeps the form from being sent until the proof is computed and
 * sends it as the `captchaToken` field. The challenge is in the page (no request from the widget).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';

const nodeRequire = createRequire(import.meta.url);

let widget: { code: string; path: string } | null = null;

/** The widget's code and its URL (read once from the installed package). */
export function captchaWidget(): { code: string; path: string } {
  if (!widget) {
    // The package's self-contained build (workers and styles inside), as a classic script.
    const code = readFileSync(join(dirname(nodeRequire.resolve('altcha')), 'altcha.umd.min.cjs'), 'utf8');
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
    widget = { code, path: `/operator/assets/altcha-${hash}.js` };
  }
  return widget;
}

/** The CSP directives a page with the widget adds to the console's. */
export const CAPTCHA_CSP_DIRECTIVES: Readonly<Record<string, string[]>> = {
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ['blob:'],
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** The ALTCHA widget (a custom element); its attributes are strings. */
      'altcha-widget': { name: string; challenge: string; configuration: string };
    }
  }
}

/** What the page's <head> carries for the widget. */
export function CaptchaHead() {
  return <script src={captchaWidget().path} defer />;
}

/** The widget, with its challenge (JSON) in the page, inside a form. */
export function CaptchaField({ challenge }: { challenge: string }) {
  return (
    <div className="op-field">
      <altcha-widget name="captchaToken" challenge={challenge} configuration={JSON.stringify({ hideFooter: true, hideLogo: true })} />
      <span className="op-muted">Many failed logins aimed at this account lately: tick the box, your browser proves it is one (a few seconds).</span>
    </div>
  );
}
