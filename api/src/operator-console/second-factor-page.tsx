/**
 * `/operator/second-factor`: a releaser or admin without a second factor sets up an authenticator
 * app (ADR 0034) before the console lets them do anything else. The page shows the new secret as a
 * QR code (an inline SVG: no script, no image request) and as text to type in, and asks for the
 * first code to confirm it.
 */
import type { Enrolment } from '../domains/operator/second-factor';
import { ConsoleLayout, type Html, type Notice, PostForm, type Viewer, renderPage } from './layout';

export const SECOND_FACTOR_PATH = '/operator/second-factor';

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The QR code the `qrcode` package drew (an <svg> of a viewBox and a few <path>s), drawn again as
 * elements: its view box and the paths' fill, stroke and data are read from it, nothing else.
 */
export function QrCode({ svg, label }: { svg: string; label: string }) {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const viewBox = attribute(/<svg\b[^>]*>/.exec(svg)?.[0] ?? '', 'viewBox');
  const shapeRendering = attribute(/<svg\b[^>]*>/.exec(svg)?.[0] ?? '', 'shape-rendering');
  const paths = [...svg.matchAll(/<path\b[^>]*>/g)].map(([tag]) => ({ fill: attribute(tag, 'fill'), stroke: attribute(tag, 'stroke'), d: attribute(tag, 'd') }));
  return (
    <svg role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg" viewBox={viewBox} shapeRendering={shapeRendering}>
      {paths.map((p, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paths are drawn once, in order.
        <path key={index} fill={p.fill} stroke={p.stroke} d={p.d} />
      ))}
    </svg>
  );
}

export function SecondFactorPage({ viewer, setUp, notice }: { viewer: Viewer; setUp: Enrolment; notice: Notice | null }) {
  return (
    <ConsoleLayout title="Set up your authenticator app" viewer={viewer} notice={notice}>
      <p>
        Your role ({viewer.role}) can change what shoppers get, so your login needs a second factor: the code of an authenticator app on your phone (any
        app for "TOTP" codes). Set it up once; from then on the login asks for its current code.
      </p>
      <ol className="op-steps">
        <li>
          In your authenticator app, add an account by scanning this QR code:
          <figure className="op-qr" aria-labelledby="qr-caption">
            <QrCode svg={setUp.qrSvg} label="QR code of your authenticator secret" />
            <figcaption id="qr-caption" className="op-muted">
              Or type in the key by hand (time-based):
            </figcaption>
          </figure>
          <p>
            <code className="op-secret" data-testid="totp-secret">
              {grouped(setUp.secret)}
            </code>
          </p>
        </li>
        <li>
          Enter the 6-digit code the app shows:
          <PostForm action={SECOND_FACTOR_PATH} csrf={viewer.csrf} label="Confirm your authenticator app">
            <div className="op-field">
              <label htmlFor="setup-code">Authenticator code</label>
              <input id="setup-code" name="code" type="text" inputMode="numeric" pattern="[0-9 ]{6,7}" maxLength={7} autoComplete="one-time-code" required />
            </div>
            <button type="submit">Confirm</button>
          </PostForm>
        </li>
      </ol>
    </ConsoleLayout>
  );
}

export function secondFactorPage(viewer: Viewer, setUp: Enrolment, notice: Notice | null): Html {
  return renderPage(<SecondFactorPage viewer={viewer} setUp={setUp} notice={notice} />);
}
