/**
 * `/operator/login`: e-mail address, password and, for releasers and admins, the code of their
 * authenticator app, posted with the login form's own CSRF token (bound to its pre-session cookie,
 * csrf.ts). Nothing the operator typed is echoed except the address. After many failed logins of an
 * account the form also carries the captcha (captcha-widget.ts).
 */
import { captchaFormField } from './captcha-widget';
import { CSRF_FIELD } from './csrf';
import { type Html, type Notice, esc, hidden, layout } from './html';

export interface LoginPageOptions {
  csrf: string;
  notice: Notice | null;
  email?: string;
  /** The captcha's challenge (JSON) when the login must carry one; its <head> part. */
  captcha?: { challenge: string; head: Html } | null;
}

export function loginPage({ csrf, notice, email = '', captcha = null }: LoginPageOptions): Html {
  const body = `<div class="op-login">
<form method="post" action="/operator/login" aria-label="Log in">
${hidden(CSRF_FIELD, csrf)}
<div class="op-field"><label for="login-email">E-mail address</label><input id="login-email" name="email" type="email" required maxlength="254" autocomplete="username" value="${esc(email)}"></div>
<div class="op-field"><label for="login-password">Password</label><input id="login-password" name="password" type="password" required maxlength="128" autocomplete="current-password"></div>
<div class="op-field"><label for="login-code">Authenticator code</label><input id="login-code" name="totpCode" type="text" inputmode="numeric" pattern="[0-9 ]{6,7}" maxlength="7" autocomplete="one-time-code" aria-describedby="login-code-hint"><span id="login-code-hint" class="op-muted">Releasers and admins: the 6 digits your authenticator app shows now. Viewers leave it empty.</span></div>
${captcha ? captchaFormField(captcha.challenge) : ''}
<button type="submit">Log in</button>
</form>
<p class="op-muted">Sessions end after 30 minutes without a request and 12 hours after the login.</p>
</div>`;
  return layout({ title: 'Operator login', notice, body, head: captcha?.head });
}
