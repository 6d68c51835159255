/**
 * `/operator/login`: e-mail address, password and, for releasers and admins, the code of their
 * authenticator app, posted with the login form's own CSRF token (bound to its pre-session cookie,
 * csrf.ts). Nothing the operator typed is echoed except the address. After many failed logins of an
 * account the form also carries the captcha (captcha-widget.tsx).
 */
import { CaptchaField, CaptchaHead } from './captcha-widget';
import { ConsoleLayout, CsrfField, type Html, type Notice, renderPage } from './layout';

export interface LoginPageOptions {
  csrf: string;
  notice: Notice | null;
  email?: string;
  /** The captcha's challenge (JSON) when the login must carry one. */
  captcha?: { challenge: string } | null;
}

export function LoginPage({ csrf, notice, email = '', captcha = null }: LoginPageOptions) {
  return (
    <ConsoleLayout title="Operator login" notice={notice} head={captcha ? <CaptchaHead /> : null}>
      <div className="op-login">
        <form method="post" action="/operator/login" aria-label="Log in">
          <CsrfField csrf={csrf} />
          <div className="op-field">
            <label htmlFor="login-email">E-mail address</label>
            <input id="login-email" name="email" type="email" required maxLength={254} autoComplete="username" defaultValue={email} />
          </div>
          <div className="op-field">
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" required maxLength={128} autoComplete="current-password" />
          </div>
          <div className="op-field">
            <label htmlFor="login-code">Authenticator code</label>
            <input
              id="login-code"
              name="totpCode"
              type="text"
              inputMode="numeric"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              autoComplete="one-time-code"
              aria-describedby="login-code-hint"
            />
            <span id="login-code-hint" className="op-muted">
              Releasers and admins: the 6 digits your authenticator app shows now. Viewers leave it empty.
            </span>
          </div>
          {captcha ? <CaptchaField challenge={captcha.challenge} /> : null}
          <button type="submit">Log in</button>
        </form>
        <p className="op-muted">Sessions end after 30 minutes without a request and 12 hours after the login.</p>
      </div>
    </ConsoleLayout>
  );
}

export function loginPage(options: LoginPageOptions): Html {
  return renderPage(<LoginPage {...options} />);
}
