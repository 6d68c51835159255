/**
 * A browser of the operator console for API tests: keeps the console's cookies, reads the CSRF token
 * out of the pages it gets, and posts forms the way a browser does (form-encoded, with Origin and
 * Sec-Fetch-Site), from an address of its own (the server must trust loopback as a proxy).
 */
import type { TestResponse } from './http';
import { OPERATOR_PASSWORD } from './operators';
import { solveCaptcha } from './redeem';
import { codeAt, currentStep, nextCode, rememberAuthenticator } from './second-factor';
import type { TestServer } from './test-server';

let addresses = 0;

export interface PostOptions {
  /** Origin header; default the console's own origin; null: none. */
  origin?: string | null;
  /** Sec-Fetch-Site header; default same-origin; null: none. */
  fetchSite?: string | null;
  contentType?: string;
}

export class ConsoleBrowser {
  readonly cookies = new Map<string, string>();
  readonly address: string;
  /** The last page's CSRF token (the hidden field every console form carries). */
  csrf: string | null = null;

  constructor(private readonly shop: TestServer) {
    addresses += 1;
    this.address = `198.51.100.${(addresses % 250) + 1}`;
  }

  get origin(): string {
    return this.shop.url;
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }

  private remember(res: TestResponse): TestResponse {
    const raw = res.headers['set-cookie'];
    for (const header of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const [pair] = header.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 0) continue;
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/Max-Age=0/i.test(header) || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const token = /name="csrf" value="([^"]+)"/.exec(res.text)?.[1];
    if (token) this.csrf = token;
    return res;
  }

  async get(path: string): Promise<TestResponse> {
    return this.remember(await this.shop.request(path, { headers: { 'x-forwarded-for': this.address, ...this.cookieHeader() } }));
  }

  /** Posts a form; the CSRF field is the last page's token unless `fields` names its own (or null: none). */
  async post(path: string, fields: Record<string, string | null>, options: PostOptions = {}): Promise<TestResponse> {
    const body = new URLSearchParams();
    const withToken = 'csrf' in fields ? fields : { csrf: this.csrf, ...fields };
    for (const [name, value] of Object.entries(withToken)) if (value !== null) body.set(name, value);
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      'x-forwarded-for': this.address,
      ...this.cookieHeader(),
    };
    const origin = options.origin === undefined ? this.origin : options.origin;
    const fetchSite = options.fetchSite === undefined ? 'same-origin' : options.fetchSite;
    if (origin !== null) headers.origin = origin;
    if (fetchSite !== null) headers['sec-fetch-site'] = fetchSite;
    return this.remember(await this.shop.request(path, { method: 'POST', headers, body: body.toString() }));
  }

  /**
   * A form with a file as a browser posts it (multipart/form-data, with Content-Length), the CSRF
   * field first unless `fields` names its own (or null: none). `file.type` is what the browser would
   * claim (the server must not believe it).
   */
  uploadRequest(
    fields: Record<string, string | null>,
    file: { name: string; type: string; bytes: Buffer } | null,
    options: PostOptions = {},
  ): { headers: Record<string, string>; body: Buffer } {
    const boundary = `----ConsoleBrowser${Math.random().toString(16).slice(2)}`;
    const parts: Buffer[] = [];
    const withToken = 'csrf' in fields ? fields : { csrf: this.csrf, ...fields };
    for (const [name, value] of Object.entries(withToken)) {
      if (value !== null) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
      parts.push(file.bytes, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const body = Buffer.concat(parts);
    const headers: Record<string, string> = {
      'content-type': options.contentType ?? `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      'x-forwarded-for': this.address,
      ...this.cookieHeader(),
    };
    const origin = options.origin === undefined ? this.origin : options.origin;
    const fetchSite = options.fetchSite === undefined ? 'same-origin' : options.fetchSite;
    if (origin !== null) headers.origin = origin;
    if (fetchSite !== null) headers['sec-fetch-site'] = fetchSite;
    return { headers, body };
  }

  /** Posts a form with a file (see uploadRequest). */
  async upload(
    path: string,
    fields: Record<string, string | null>,
    file: { name: string; type: string; bytes: Buffer } | null,
    options: PostOptions = {},
  ): Promise<TestResponse> {
    const { headers, body } = this.uploadRequest(fields, file, options);
    return this.remember(await this.shop.request(path, { method: 'POST', headers, body }));
  }

  /**
   * Opens the login form and posts it, with the next code of the account's authenticator app when a
   * helper set one up; a releaser's or admin's first login sets one up on the console's page (unless
   * `setUp` is false), and the answer is then the redirect that page's form gave.
   */
  async login(email: string, password = OPERATOR_PASSWORD, options: { totpCode?: string; setUp?: boolean; solveCaptcha?: boolean } = {}): Promise<TestResponse> {
    await this.get('/operator/login');
    const totpCode = options.totpCode ?? (await nextCode(email)) ?? '';
    let res = await this.post('/operator/login', { email, password, totpCode });
    // After a failed login of the account the form carries the captcha: ticked, as a person would.
    const challenge = /<altcha-widget name="captchaToken" challenge="([^"]+)"/.exec(res.text)?.[1];
    if (challenge && options.solveCaptcha !== false) {
      const json = challenge.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
      res = await this.post('/operator/login', { email, password, totpCode, captchaToken: await solveCaptcha(json) });
    }
    if (res.status === 303 && res.headers.location === '/operator/second-factor' && options.setUp !== false) {
      const page = await this.follow(res);
      const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1]?.replace(/ /g, '');
      if (!secret) throw new Error(`no secret on the set-up page: ${page.status}`);
      const step = currentStep();
      const confirmed = await this.post('/operator/second-factor', { code: codeAt(secret, step) });
      rememberAuthenticator(email, secret, step);
      return confirmed;
    }
    return res;
  }

  /** Follows a 303 (GET), as a browser does after a form. */
  async follow(res: TestResponse): Promise<TestResponse> {
    const location = res.headers.location;
    if (res.status !== 303 || typeof location !== 'string') throw new Error(`not a redirect: ${res.status}`);
    return this.get(location);
  }
}

/**
 * The actions of the POST forms of a page (the logout form included), in document order. Attributes
 * in any order: the pages are JSX rendered by react-dom/server, which writes a form's `action` and
 * `method` after its other attributes.
 */
export function postFormActions(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\smethod="post"/.test(tag))
    .map((tag) => /\saction="([^"]+)"/.exec(tag)?.[1] ?? '');
}
