/**
 * `/operator/login`: e-mail address and password, posted with the login form's own CSRF token (bound
 * to its pre-session cookie, csrf.ts). Nothing the operator typed is echoed except the address.
 */
import { type Html, type Notice, esc, hidden, layout } from './html';
import { CSRF_FIELD } from './csrf';

export function loginPage(csrf: string, notice: Notice | null, email = ''): Html {
  const body = `<div class="op-login">
<form method="post" action="/operator/login" aria-label="Log in">
${hidden(CSRF_FIELD, csrf)}
<div class="op-field"><label for="login-email">E-mail address</label><input id="login-email" name="email" type="email" required maxlength="254" autocomplete="username" value="${esc(email)}"></div>
<div class="op-field"><label for="login-password">Password</label><input id="login-password" name="password" type="password" required maxlength="128" autocomplete="current-password"></div>
<button type="submit">Log in</button>
</form>
<p class="op-muted">Sessions end after 30 minutes without a request and 12 hours after the login.</p>
</div>`;
  return layout({ title: 'Operator login', notice, body });
}
