/**
 * `/operator/second-factor`: a releaser or admin without a second factor sets up an authenticator
 * app (ADR 0034) before the console lets them do anything else. The page shows the new secret as a
 * QR code (an inline SVG: no script, no image request) and as text to type in, and asks for the
 * first code to confirm it.
 */
import type { Enrolment } from '../domains/operator/second-factor';
import { type Html, type Notice, type Viewer, esc, layout, postForm } from './html';

export const SECOND_FACTOR_PATH = '/operator/second-factor';

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function secondFactorPage(viewer: Viewer, setUp: Enrolment, notice: Notice | null): Html {
  const body = `<p>Your role (${esc(viewer.role)}) can change what shoppers get, so your login needs a second factor: the code of an authenticator app on your phone (any app for "TOTP" codes). Set it up once; from then on the login asks for its current code.</p>
<ol class="op-steps">
<li>In your authenticator app, add an account by scanning this QR code:
<figure class="op-qr" aria-labelledby="qr-caption">${setUp.qrSvg.replace('<svg ', '<svg role="img" aria-label="QR code of your authenticator secret" ')}<figcaption id="qr-caption" class="op-muted">Or type in the key by hand (time-based):</figcaption></figure>
<p><code class="op-secret" data-testid="totp-secret">${esc(grouped(setUp.secret))}</code></p></li>
<li>Enter the 6-digit code the app shows:
${postForm(
  SECOND_FACTOR_PATH,
  viewer.csrf,
  `<div class="op-field"><label for="setup-code">Authenticator code</label><input id="setup-code" name="code" type="text" inputmode="numeric" pattern="[0-9 ]{6,7}" maxlength="7" autocomplete="one-time-code" required></div>
<button type="submit">Confirm</button>`,
  { label: 'Confirm your authenticator app' },
)}</li>
</ol>`;
  return layout({ title: 'Set up your authenticator app', viewer, notice, body });
}
