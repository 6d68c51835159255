/**
 * The operator console (issue 19 part 2, ADR 0027): server-rendered HTML under `/operator/`, no client
 * framework and no JavaScript at all, on the operator accounts, sessions, roles and audit log of
 * ADR 0026. Every page and every action calls the same service functions as the GraphQL operator API
 * and the CLI (login and logout, `setStorefrontRemote`, the account changes, `listAudit`), so the
 * console's changes are checked and audited exactly like theirs.
 *
 * Routes:
 *   GET  /operator/login, POST /operator/login   the login form (its own CSRF token, see csrf.ts)
 *   POST /operator/logout
 *   GET  /operator/                               storefronts × remotes
 *   GET  /operator/releases?storefront=&remote=&state=, /operator/releases/<remote>?storefront=&state=
 *   GET  /operator/releases/<remote>/versions/<version>?storefront=   one release: provenance, checks, error history
 *   GET  /operator/releases/<remote>/compare?from=&to=                two releases side by side
 *   GET  /operator/audit?action=&actor=&page=
 *   GET  /operator/accounts                       admins
 *   GET  /operator/me, POST /operator/me          the operator's own account and personal API tokens: create, revoke
 *   POST /operator/remotes                        enable, disable, pin / follow the promoted, promote, roll back,
 *                                                 rollout, rollout-promote, rollout-end, auto-promote,
 *                                                 auto-promote-off, register (releaser)
 *   POST /operator/accounts                       create, role, remotes, disable, enable, reset-second-factor (admin)
 *   GET  /operator/overrides, POST /operator/overrides   this browser's local remote override (releaser; ADR 0031)
 *   GET  /operator/desk?q=&page=                  the service desk's search (support; ADR 0044)
 *   GET  /operator/desk/orders/<id>, /operator/desk/cards/<id>   an order, a card and its ledger (support)
 *   GET  /operator/desk/withdrawals?status=, /operator/desk/review   the withdrawal and review queues (support)
 *   POST /operator/desk/actions                   refund, resend-mail, block-reissue, approve-withdrawal,
 *                                                 reject-withdrawal, release-held, refuse-held (support)
 *   GET  /operator/card-art?q=, /operator/card-art/brands/<id>, /operator/card-art/products/<id>   card art (every role reads; ADR 0054)
 *   POST /operator/card-art/actions               upload (multipart/form-data: a PNG, JPEG or WebP of at most 1 MB), revert (admin)
 *   GET  /operator/storefront-settings            the storefronts' settings (every role reads; issue 36, ADR 0059)
 *   POST /operator/storefront-settings/actions    delay-warning (support), set (admin): spec §4 toggles, §1 delay warning
 *   GET  /operator/console.<hash>.css
 *
 * The order of checks for a POST: same origin (403), a live session (else 303 to the login), the
 * session's CSRF token (403), the capability (403, via `requireCapability`, the API's own check), then the
 * service function. Every answer is `Cache-Control: no-store` with the HTML security headers and a
 * CSP that allows no script at all. Nothing of a request body is ever logged.
 */
import { requestContext } from '../observability/log';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Database } from '../db';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import {
  createOperatorAccount,
  listOperatorAccounts,
  resetOperatorSecondFactor,
  setOperatorDisabled,
  setOperatorRemotes,
  setOperatorRole,
} from '../domains/operator/accounts';
import { createApiToken, listApiTokens, revokeApiToken } from '../domains/operator/api-tokens';
import { type AuditSource, auditIpHash, listAudit, writeAudit } from '../domains/operator/audit';
import { type OperatorCapability, type OperatorPrincipal, requireCapability } from '../domains/operator/roles';
import {
  OPERATOR_GRAPHQL_PATH,
  OPERATOR_PATH,
  type OperatorSessionContext,
  OperatorSessionCookie,
  confirmSecondFactorSetUp,
  loginOperator,
  logoutOperator,
  operatorLoginNeedsCaptcha,
  operatorOfSession,
  startSecondFactorSetUp,
  operatorTokenOf,
} from '../domains/operator/sessions';
import { ErrorCode, type ErrorEntry, ShopError } from '../errors';
import { type ClientInfo, type TrustProxy, clientInfo } from '../http/client-address';
import { BodyTooLargeError, readCappedBody } from '../http/graphql-request';
import { requestUrl } from '../http/request-url';
import { htmlSecurityHeaders } from '../http/security-headers';
import { sendBody } from '../http/send';
import {
  endRollout,
  listStorefrontRemotes,
  promoteRollout,
  registerRelease,
  setStorefrontRemote,
  startRollout,
  type OperatorDeps,
  type OperatorRemotesResult,
  type SetRemoteInput,
} from '../remotes/operations';
import { remoteHealth } from '../remotes/health';
import { MAX_AUTO_PROMOTE_MINUTES, listAutoPromotePolicies, setAutoPromote } from '../remotes/auto-promote';
import { type RegistryOptions, listReleases } from '../remotes/registry';
import {
  consoleManifestProblem,
  overrideCookieHeader,
  overrideOfCookieHeader,
  signOverride,
  withRemote,
  withoutRemote,
} from '../remotes/local-override';
import { storefrontForHost } from '../domains/storefront/request-scope';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from '../remotes/remote-names';
import type { ShopSecrets } from '../security/secret-box';
import type { Captcha } from '../security/captcha';
import { CAPTCHA_CSP_DIRECTIVES, captchaWidget } from './captcha-widget';
import { SECOND_FACTOR_PATH, secondFactorPage } from './second-factor-page';
import { ACCOUNTS_ACTION, accountsPage } from './accounts-page';
import { ME_PATH, type MePageInput, mePage } from './me-page';
import { AUDIT_PAGE_SIZE, auditPage } from './audit-page';
import {
  CSRF_FIELD,
  LOGIN_PATH,
  crossOriginProblem,
  isSecureRequest,
  loginCookieHeader,
  loginCookieOf,
  loginCsrfToken,
  newLoginCookie,
  sameToken,
  sessionCsrfToken,
} from './csrf';
import type { Html, Notice, Viewer } from './layout';
import { methodNotAllowedPage, problemPageHtml } from './problem-page';
import { loginPage } from './login-page';
import { ALL_STORES, FOLLOW_PROMOTED, REMOTES_ACTION, matrixPage } from './matrix-page';
import { type RegisterDraft, type ReleasesData, allReleasesPage, comparePage, releasePage, remoteReleasesPage } from './releases-page';
import { fallbacksFrom, failedMarks, releaseHistory, releaseLoadTotals } from './release-figures';
import { NO_FILTERS, filterQuery, parseReleaseFilters } from './release-filters';
import { OVERRIDES_PATH, overridesPage } from './overrides-page';
import { lastKnownGoodEvidence, lastKnownGoodRelease } from './rollback';
import { CONSOLE_CSS, CONSOLE_CSS_PATH } from './styles';
import type { NotificationContext } from '../domains/orders/order-shared';
import { refundOrder } from '../domains/orders/order-refunds';
import { approveWithdrawal, rejectWithdrawal, withdrawalQueue } from '../domains/content/withdrawal-queue';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../db/content-schema';
import { deskCardDetail, deskOrderDetail, searchDesk } from '../domains/service-desk/desk';
import { blockAndReissueCard, resendCardMail } from '../domains/service-desk/card-actions';
import { checkReason } from '../domains/operator/audit-reason';
import { LIMITS, consumeLimits, TOO_MANY_ATTEMPTS_MESSAGE } from '../security/rate-limit';
import {
  DESK_ACTION,
  DESK_PATH,
  DESK_REVIEW_PATH,
  DESK_WITHDRAWALS_PATH,
  deskCardPage,
  deskCardPath,
  deskOrderPage,
  deskOrderPath,
  deskReviewPage,
  deskSearchPage,
  deskWithdrawalsPage,
} from './desk-pages';
import { decideHeldOrder, reviewQueue } from './desk-review';
import {
  type StorefrontSetting,
  type StorefrontSettingsChanges,
  capabilityFor,
  listStorefrontSettings,
  setStorefrontSettings,
} from '../domains/storefront/storefront-settings';
import { ALL_STOREFRONTS, STOREFRONT_SETTINGS_ACTION, STOREFRONT_SETTINGS_PATH, settingsFromForm, storefrontSettingsPage } from './storefront-settings-page';
import {
  type CardArtTarget,
  brandCardArt,
  listBrandCardArt,
  productCardArt,
  productsWithOwnArt,
  productsWithoutBrand,
  revertCardArt,
  setCardArt,
} from '../domains/catalogue/card-art';
import { MAX_UPLOADED_IMAGE_BYTES } from '../db/catalogue-schema';
import { CARD_ART_ACTION, CARD_ART_PATH, cardArtBrandPage, cardArtBrandPath, cardArtListPage, cardArtProductPage, cardArtProductPath } from './card-art-page';

export interface OperatorConsoleOptions {
  db: Database;
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  /** Repository root (release folders are stored relative to it). */
  root: string;
  secrets: ShopSecrets;
  /** The shop's captcha: the login asks for it once an account had many failed logins (ADR 0034). */
  captcha: Captcha;
  /** Which peers may set X-Forwarded-* (the client's address, https, the public host). */
  trustProxy: TrustProxy;
  /** What the service desk's actions need besides (refunds through the provider, mails with links; ADR 0044). */
  desk: Omit<NotificationContext, 'db' | 'directory' | 'secrets' | 'now'>;
}

export type OperatorConsoleHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

const LOGOUT_PATH = `${OPERATOR_PATH}/logout`;
const HOME_PATH = `${OPERATOR_PATH}/`;
/** A console form is a few hundred bytes; the biggest (an account) well under 2 kB. */
const MAX_FORM_BYTES = 16 * 1024;
/**
 * The card art upload (ADR 0054), the one multipart form: the picture (at most 1 MiB, the service
 * says so with the form) and a few small fields with their framing. A bigger body is refused unread.
 */
const MAX_UPLOAD_FORM_BYTES = MAX_UPLOADED_IMAGE_BYTES + 32 * 1024;
/** After refusing a too large upload, at most this much more is read (and dropped) so the browser sees the answer. */
const MAX_DRAIN_BYTES = 2 * MAX_UPLOAD_FORM_BYTES;
/** Ids of brands and products (the seed's slugs). */
const CATALOGUE_ID = /^[a-z0-9][a-z0-9-]{0,150}$/;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;
/** A rollout's share of visitors: 1 to 99. */
const PERCENT_PATTERN = /^[1-9][0-9]?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_AUDIT_PAGE = 20_000;

/**
 * No script may run (there is none), styles only from the console's own stylesheet, forms only to
 * this origin, never framed, no <base>. The strictest policy the pages can live with.
 */
const CONSOLE_CSP = {
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
};

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  client: ClientInfo;
  secure: boolean;
}

interface Session {
  principal: Extract<OperatorPrincipal, { kind: 'account' }>;
  viewer: Viewer;
}

class FormProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The body was left unread (too large): drained a little, then the connection closes. */
    readonly unread = false,
  ) {
    super(message);
  }
}

function headers(ex: Exchange, extra: OutgoingHttpHeaders = {}, csp: Record<string, string[]> = CONSOLE_CSP): OutgoingHttpHeaders {
  return {
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
    ...htmlSecurityHeaders(ex.req, csp),
    // The console's URLs (filters, account ids) are nobody else's business.
    'referrer-policy': 'same-origin',
    ...extra,
  };
}

async function sendPage(ex: Exchange, status: number, html: Html, extra: OutgoingHttpHeaders = {}, csp: Record<string, string[]> = CONSOLE_CSP): Promise<true> {
  await sendBody(ex.req, ex.res, status, headers(ex, { 'content-type': 'text/html; charset=utf-8', ...extra }, csp), html);
  return true;
}

/** 303 See Other: after a POST the browser GETs the page (a reload does not post again). */
function redirect(ex: Exchange, location: string, extra: OutgoingHttpHeaders = {}): true {
  ex.res.writeHead(303, headers(ex, { location, 'content-length': 0, ...extra }));
  ex.res.end();
  return true;
}

function problemPage(ex: Exchange, status: number, title: string, text: string, viewer: Viewer | null = null): Promise<true> {
  return sendPage(ex, status, problemPageHtml(title, text, viewer));
}

/** The form fields of a POST (application/x-www-form-urlencoded, at most MAX_FORM_BYTES). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = String(req.headers['content-type'] ?? '');
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw new FormProblem(415, 'The console accepts only its own forms.');
  try {
    return new URLSearchParams((await readCappedBody(req, MAX_FORM_BYTES)).toString('utf8'));
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new FormProblem(413, 'The form is too large.');
    throw error;
  }
}

/**
 * The card art form's fields and its picture: multipart/form-data as browsers send a form with a file
 * (parsed by Node's own fetch implementation), or a plain form (revert). The picture's name and the
 * type the browser claims are ignored: the service reads what the bytes are.
 */
async function readUploadForm(req: IncomingMessage): Promise<{ form: URLSearchParams; file: Buffer | null }> {
  const type = String(req.headers['content-type'] ?? '');
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) return { form: await readForm(req), file: null };
  if (!/^multipart\/form-data\b/i.test(type)) throw new FormProblem(415, 'The console accepts only its own forms.');
  const body = await readUploadBody(req);
  if (!body) throw new FormProblem(413, `The upload is too large: pictures of at most ${MAX_UPLOADED_IMAGE_BYTES / 1024} kB (1 MB) are accepted.`, true);
  let parsed: FormData;
  try {
    parsed = await new Response(body.buffer.slice(body.byteOffset, body.byteOffset + body.length) as ArrayBuffer, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new FormProblem(400, 'The form could not be read. Reload the page and try again.');
  }
  const form = new URLSearchParams();
  let file: Buffer | null = null;
  for (const [name, value] of parsed.entries()) {
    if (typeof value === 'string') form.append(name, value.slice(0, 1000));
    else if (name === 'file' && file === null) file = Buffer.from(await value.arrayBuffer());
  }
  return { form, file };
}

/** The body, or null when it is (declared or turns out) larger than MAX_UPLOAD_FORM_BYTES; the rest is then left unread. */
function readUploadBody(req: IncomingMessage): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_FORM_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_UPLOAD_FORM_BYTES) {
        stop();
        resolve(null);
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * After a refusal of a body left unread: the rest is read and dropped, up to MAX_DRAIN_BYTES or two
 * seconds, so the browser can finish sending and read the answer (closing with unread data makes the
 * kernel send a reset that can swallow it); the answer closes the connection.
 */
function drainUnread(req: IncomingMessage): void {
  const socket = req.socket;
  let drained = 0;
  const close = () => socket?.destroy();
  const timer = setTimeout(close, 2_000);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) close();
  });
  req.on('end', () => clearTimeout(timer));
  req.on('close', () => clearTimeout(timer));
  req.resume();
}

/** An HTTP status for a service's error entry. */
function statusOf(error: ErrorEntry | undefined): number {
  switch (error?.code) {
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.UNKNOWN_STORE:
    case ErrorCode.UNKNOWN_REMOTE:
    case ErrorCode.UNKNOWN_RELEASE:
    case ErrorCode.UNKNOWN_OPERATOR_ACCOUNT:
    case ErrorCode.UNKNOWN_API_TOKEN:
    case ErrorCode.UNKNOWN_CART_ITEM:
    case ErrorCode.CARD_UNKNOWN:
      return 404;
    case ErrorCode.OPERATOR_ACCOUNT_EXISTS:
    case ErrorCode.LAST_ADMIN:
    case ErrorCode.RELEASE_CONFLICT:
      return 409;
    case ErrorCode.TOO_MANY_ATTEMPTS:
      return 429;
    default:
      return 400;
  }
}

export function createOperatorConsole(options: OperatorConsoleOptions): OperatorConsoleHandler {
  const { db, secrets, captcha } = options;
  const deps: OperatorDeps = { db, directory: options.directory, registry: options.registry, root: options.root };

  /** The audit source of one request of this operator (a request id of its own, the hashed address). */
  const auditSourceFor = (ex: Exchange, principal: OperatorPrincipal, needed: OperatorCapability): AuditSource =>
    // The API's own capability check (1403 as a ShopError), so console and GraphQL cannot drift apart.
    requireCapability(
      { operator: principal, operatorLockedOut: false, requestId: requestContext()?.requestId ?? randomUUID(), auditIpHash: auditIpHash(secrets.limitKey, ex.client.ip) },
      needed,
    );

  /** The operator of a live session (the lookup renews its idle clock), or null. */
  async function sessionOf(ex: Exchange): Promise<Session | null> {
    const token = operatorTokenOf(ex.req.headers.cookie);
    if (!token) return null;
    const principal = await operatorOfSession(db, token);
    if (principal?.kind !== 'account') return null;
    return { principal, viewer: { email: principal.email, role: principal.role, csrf: sessionCsrfToken(secrets.limitKey, principal.sessionHash) } };
  }

  /** What loginOperator and logoutOperator need of a GraphQL context, built for a console request. */
  function sessionContext(ex: Exchange, operator: OperatorPrincipal | null): OperatorSessionContext {
    return {
      db,
      secrets,
      captcha,
      clientIp: ex.client.ip,
      operator,
      // Only wrong bearer tokens lock an address out; the console never takes one.
      operatorLockedOut: false,
      operatorSession: new OperatorSessionCookie(ex.secure, operatorTokenOf(ex.req.headers.cookie)),
      requestId: requestContext()?.requestId ?? randomUUID(),
      auditIpHash: auditIpHash(secrets.limitKey, ex.client.ip),
    };
  }

  // ---- login and logout -------------------------------------------------------------------------

  async function showLogin(ex: Exchange, status: number, notice: Notice | null, email = '', withCaptcha = false): Promise<true> {
    // One pre-session cookie per login form; a form reloaded keeps its cookie (several tabs work).
    const cookie = loginCookieOf(ex.req) ?? newLoginCookie();
    const page = loginPage({
      csrf: loginCsrfToken(secrets.limitKey, cookie),
      notice,
      email,
      captcha: withCaptcha ? { challenge: await captcha.challenge() } : null,
    });
    const csp = withCaptcha ? { ...CONSOLE_CSP, ...CAPTCHA_CSP_DIRECTIVES } : CONSOLE_CSP;
    return sendPage(ex, status, page, { 'set-cookie': loginCookieHeader(cookie, ex.secure) }, csp);
  }

  async function login(ex: Exchange): Promise<true> {
    const method = ex.req.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD') {
      if (await sessionOf(ex)) return redirect(ex, HOME_PATH);
      const bye = ex.url.searchParams.get('bye') === '1';
      const expired = ex.url.searchParams.get('expired') === '1';
      return showLogin(
        ex,
        200,
        bye ? { kind: 'ok', text: 'You are logged out.' } : expired ? { kind: 'error', text: 'Please log in (again) to continue.' } : null,
      );
    }
    if (method !== 'POST') return sendPage(ex, 405, methodNotAllowedPage(), { allow: 'GET, HEAD, POST' });
    const crossOrigin = crossOriginProblem(ex.req, ex.client);
    if (crossOrigin) return problemPage(ex, 403, 'Refused', `This form was not sent from the console: ${crossOrigin}.`);
    const form = await readForm(ex.req);
    const email = (form.get('email') ?? '').slice(0, 254);
    const cookie = loginCookieOf(ex.req);
    if (!cookie || !sameToken(form.get(CSRF_FIELD), loginCsrfToken(secrets.limitKey, cookie))) {
      // Most often a login form left open longer than its cookie lives: a fresh form, nothing lost.
      return showLogin(ex, 403, { kind: 'error', text: 'The login form expired. Please log in again.' }, email);
    }
    const current = await sessionOf(ex);
    if (current) return redirect(ex, HOME_PATH);
    const ctx = sessionContext(ex, null);
    const result = await loginOperator(ctx, {
      email: form.get('email') ?? '',
      password: form.get('password') ?? '',
      totpCode: form.get('totpCode'),
      captchaToken: form.get('captchaToken'),
    });
    if (!result.status) {
      const [error] = result.errors;
      // The next try of this account needs the captcha: the form carries it from now on.
      const withCaptcha = await operatorLoginNeedsCaptcha(ctx, form.get('email') ?? '');
      return showLogin(ex, statusOf(error), { kind: 'error', text: error?.message ?? 'The login failed.' }, email, withCaptcha);
    }
    const sessionCookie = ctx.operatorSession.setCookieHeader();
    return redirect(ex, result.mustSetUpSecondFactor ? SECOND_FACTOR_PATH : HOME_PATH, {
      'set-cookie': [...(sessionCookie ? [sessionCookie] : []), loginCookieHeader(null, ex.secure)],
    });
  }

  // ---- the second factor's set-up (ADR 0034) ------------------------------------------------------

  async function secondFactor(ex: Exchange): Promise<true> {
    const method = ex.req.method ?? 'GET';
    if (!['GET', 'HEAD', 'POST'].includes(method)) return sendPage(ex, 405, methodNotAllowedPage(), { allow: 'GET, HEAD, POST' });
    if (method === 'POST') {
      const crossOrigin = crossOriginProblem(ex.req, ex.client);
      if (crossOrigin) return problemPage(ex, 403, 'Refused', `This form was not sent from the console: ${crossOrigin}.`);
    }
    const session = await sessionOf(ex);
    if (!session) return redirect(ex, LOGIN_PATH);
    if (!session.principal.mustSetUpSecondFactor) return redirect(ex, HOME_PATH);
    const ctx = sessionContext(ex, session.principal);
    let notice: Notice | null = null;
    let status = 200;
    if (method === 'POST') {
      const form = await readForm(ex.req);
      if (!sameToken(form.get(CSRF_FIELD), session.viewer.csrf)) {
        return problemPage(ex, 403, 'Refused', 'The form expired or did not come from this console. Reload the page and try again.', session.viewer);
      }
      const result = await confirmSecondFactorSetUp(ctx, form.get('code') ?? '');
      if (result.status) return redirect(ex, `${HOME_PATH}?done=second-factor`);
      const [error] = result.errors;
      notice = { kind: 'error', text: error?.message ?? 'The code was not accepted.' };
      status = statusOf(error);
    }
    const started = await startSecondFactorSetUp(ctx);
    if (!started.setUp) return redirect(ex, HOME_PATH);
    return sendPage(ex, status, secondFactorPage(session.viewer, started.setUp, notice));
  }

  async function logout(ex: Exchange): Promise<true> {
    if (ex.req.method !== 'POST') return sendPage(ex, 405, methodNotAllowedPage(), { allow: 'POST' });
    const crossOrigin = crossOriginProblem(ex.req, ex.client);
    if (crossOrigin) return problemPage(ex, 403, 'Refused', `This form was not sent from the console: ${crossOrigin}.`);
    const form = await readForm(ex.req);
    const session = await sessionOf(ex);
    if (session && !sameToken(form.get(CSRF_FIELD), session.viewer.csrf)) {
      return problemPage(ex, 403, 'Refused', 'The form expired or did not come from this console. Reload the page and try again.', session.viewer);
    }
    const ctx = sessionContext(ex, session?.principal ?? null);
    await logoutOperator(ctx);
    const dropped = ctx.operatorSession.setCookieHeader();
    return redirect(ex, `${LOGIN_PATH}?bye=1`, dropped ? { 'set-cookie': dropped } : {});
  }

  // ---- pages --------------------------------------------------------------------------------------

  /** The registry with its health (ADR 0029): the same service as the API's operatorRemoteHealth and the CLI's health. */
  async function registryData(remote: RemoteName | null = null) {
    const [stores, states, releases, health, goodEvidence] = await Promise.all([
      options.directory.all(),
      listStorefrontRemotes(deps),
      listReleases(db),
      remoteHealth(deps, { remote }),
      remote ? lastKnownGoodEvidence(db, remote) : Promise.resolve(null),
    ]);
    const [problem] = [...states.errors, ...health.errors];
    if (problem) throw new ShopError(problem.message, problem.code);
    return { stores, states: states.remotes, releases, health: health.health, releaseHealth: health.releases, goodEvidence };
  }

  /**
   * What the releases pages show: the registry with its health, the failed marks of every release and
   * the loads and failures of the last day (the filtered storefront's). Filters come from the URL,
   * checked against the storefronts and remotes that exist.
   */
  async function releasesData(ex: Exchange, remote: RemoteName | null, withRemoteFilter: boolean): Promise<ReleasesData> {
    const stores = await options.directory.all();
    const { filters, problems } =
      ex.req.method === 'POST' ? { filters: NO_FILTERS, problems: [] } : parseReleaseFilters(ex.url.searchParams, stores.map((s) => s.key), { withRemote: withRemoteFilter });
    const [registry, marks, loads, autoPromote] = await Promise.all([
      registryData(remote ?? filters.remote),
      failedMarks(db),
      releaseLoadTotals(db, filters.store),
      remote ? listAutoPromotePolicies(db, remote) : Promise.resolve([]),
    ]);
    return { ...registry, marks, loads, autoPromote, filters, filterProblems: problems };
  }

  async function showMatrix(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    return sendPage(ex, status, matrixPage(session.viewer, await registryData(), notice));
  }

  async function showReleases(
    ex: Exchange,
    session: Session,
    remote: RemoteName | null,
    notice: Notice | null,
    status = 200,
    registerDraft?: RegisterDraft,
  ): Promise<true> {
    const data = await releasesData(ex, remote, remote === null);
    // An unknown filter value is ignored and said so on the page, answered as a bad request.
    const answer = status === 200 && data.filterProblems.length ? 400 : status;
    return sendPage(ex, answer, remote ? remoteReleasesPage(session.viewer, data, remote, notice, registerDraft) : allReleasesPage(session.viewer, data, notice));
  }

  async function showRelease(ex: Exchange, session: Session, remote: RemoteName, versionText: string): Promise<true> {
    const data = await releasesData(ex, remote, false);
    const release = VERSION_PATTERN.test(versionText) ? data.releases.find((r) => r.remote === remote && r.version === versionText) : undefined;
    if (!release) return problemPage(ex, 404, 'Not found', `${remote} has no release "${versionText.slice(0, 100)}".`, session.viewer);
    const [history, fallbacks] = await Promise.all([releaseHistory(db, remote, release.version, data.filters.store), fallbacksFrom(db, remote, release.version)]);
    return sendPage(ex, data.filterProblems.length ? 400 : 200, releasePage(session.viewer, data, { release, history, fallbacks }));
  }

  /** Two releases of a remote: `from` and `to` from the URL, else the one before the newest and the newest. */
  async function showCompare(ex: Exchange, session: Session, remote: RemoteName): Promise<true> {
    const data = await releasesData(ex, remote, false);
    const releases = data.releases.filter((r) => r.remote === remote);
    const problems: string[] = [];
    const pick = (name: 'from' | 'to', fallback: (typeof releases)[number] | undefined) => {
      const text = (ex.url.searchParams.get(name) ?? '').trim();
      if (!text) return fallback ?? null;
      const found = releases.find((r) => r.version === text);
      if (!found) problems.push(`${remote} has no release "${text.slice(0, 100)}" (${name}): showing ${fallback ? fallback.version : 'nothing'} instead.`);
      return found ?? fallback ?? null;
    };
    const from = pick('from', releases[1]);
    const to = pick('to', releases[0]);
    if (from && to && from.version === to.version && releases.length > 1) problems.push('Choose two different releases.');
    return sendPage(ex, problems.length ? 400 : 200, comparePage(session.viewer, data, remote, { from, to, problems }));
  }

  async function showAudit(ex: Exchange, session: Session): Promise<true> {
    const params = ex.url.searchParams;
    const action = params.get('action')?.trim().slice(0, 64) || null;
    const actor = params.get('actor')?.trim().slice(0, 254) || null;
    const pageParam = Number(params.get('page') ?? '1');
    const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_AUDIT_PAGE ? pageParam : 1;
    const result = await listAudit(db, { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE, action, actor });
    return sendPage(ex, 200, auditPage(session.viewer, { action, actor, page }, result.entries, result.hasMore));
  }

  async function showAccounts(ex: Exchange, session: Session, notice: Notice | null, status = 200, draft: { email?: string; role?: string } = {}): Promise<true> {
    auditSourceFor(ex, session.principal, 'admin');
    return sendPage(ex, status, accountsPage(session.viewer, await listOperatorAccounts(db), notice, draft));
  }

  /** The operator's own page: account, remotes, personal tokens (ADR 0038). */
  async function showMe(ex: Exchange, session: Session, notice: Notice | null, status = 200, extra: Pick<MePageInput, 'created' | 'draft'> = {}): Promise<true> {
    const accountId = session.principal.accountId;
    const [accounts, tokens] = await Promise.all([listOperatorAccounts(db), listApiTokens(db, accountId)]);
    const account = accounts.find((a) => a.id === accountId) ?? null;
    return sendPage(ex, status, mePage(session.viewer, { account, tokens, ...extra }, notice));
  }

  /** The notice of a token change, rebuilt from a recognised id of the operator's own tokens only. */
  async function meNotice(session: Session, params: URLSearchParams): Promise<Notice | null> {
    const id = params.get('token');
    if (params.get('done') !== 'revoke' || !id || !UUID.test(id)) return null;
    const token = (await listApiTokens(db, session.principal.accountId)).find((t) => t.id === id);
    return token ? { kind: 'ok', text: `Revoked the token ${token.label}: it is refused from its next call.` } : null;
  }

  /**
   * Creates or revokes one of the operator's own tokens, with the GraphQL mutations' service functions
   * (a console session is a logged-in account, which operatorCreateApiToken requires). The new secret
   * is on this answer only (not a redirect: it must never be in a URL).
   */
  async function tokenAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'read');
    const accountId = session.principal.accountId;
    const op = form.get('op') ?? '';
    if (op === 'create') {
      const label = (form.get('label') ?? '').slice(0, 200);
      const daysText = (form.get('days') ?? '').trim().slice(0, 10);
      const draft = { label: label.slice(0, 64), days: daysText };
      if (!/^[1-9][0-9]{0,2}$/.test(daysText)) return showMe(ex, session, { kind: 'error', text: 'The lifetime must be a whole number of days from 1 to 365.' }, 400, { draft });
      const result = await createApiToken(db, audit, { accountId, label, expiresInDays: Number(daysText) });
      const [error] = result.errors;
      if (error || !result.token || !result.secret) return showMe(ex, session, { kind: 'error', text: error?.message ?? 'No token was created.' }, statusOf(error), { draft });
      return showMe(ex, session, null, 200, { created: { label: result.token.label, secret: result.secret } });
    }
    if (op === 'revoke') {
      // The operator's own tokens only (an admin revokes others' with the API or the CLI).
      const result = await revokeApiToken(db, audit, { id: (form.get('id') ?? '').slice(0, 64), ownerId: accountId });
      const [error] = result.errors;
      if (error || !result.token) return showMe(ex, session, { kind: 'error', text: error?.message ?? 'Nothing was revoked.' }, statusOf(error));
      return redirect(ex, `${ME_PATH}?${new URLSearchParams({ done: 'revoke', token: result.token.id })}`);
    }
    return showMe(ex, session, { kind: 'error', text: 'Unknown action.' }, 400);
  }

  /** The host the console is opened on: the override cookie belongs to it. */
  const hostOf = (ex: Exchange) => (ex.client.forwardedHost ?? ex.req.headers.host ?? 'localhost').toLowerCase();

  async function showOverrides(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'release');
    const override = overrideOfCookieHeader(secrets.limitKey, ex.req.headers.cookie);
    return sendPage(ex, status, overridesPage(session.viewer, hostOf(ex), override, notice));
  }

  /** The notice of an override change, rebuilt from recognised values only. */
  function overrideNotice(params: URLSearchParams): Notice | null {
    const done = params.get('done');
    const remote = params.get('remote');
    if (done === 'reset') return { kind: 'ok', text: 'Cleared every override of this browser.' };
    if (!isRemoteName(remote)) return null;
    if (done === 'set') return { kind: 'ok', text: `${remote} now loads from the URL below in this browser, for 8 hours. Reload the storefront's pages to see it.` };
    if (done === 'clear') return { kind: 'ok', text: `${remote} loads the storefront's release again in this browser.` };
    return null;
  }

  // ---- what a finished action says on the page it returns to --------------------------------------

  /** The notice of a remote change, from the redirect's query; only values the console knows are echoed. */
  async function remoteNotice(params: URLSearchParams): Promise<Notice | null> {
    const done = params.get('done');
    const remote = params.get('remote');
    const store = params.get('store');
    const version = params.get('version');
    const percent = params.get('percent');
    const minutes = params.get('minutes');
    if (done === 'second-factor') return { kind: 'ok', text: 'Your authenticator app is set up: the login asks for its code from now on.' };
    if ((done === 'register' || done === 'register-again') && isRemoteName(remote) && version && VERSION_PATTERN.test(version)) {
      return done === 'register'
        ? { kind: 'ok', text: `Registered ${remote} ${version}: it passed the release check. No storefront serves it until it is rolled out or promoted.` }
        : { kind: 'ok', text: `${remote} ${version} was registered before with these files: nothing changed.` };
    }
    if (!done || !isRemoteName(remote) || !store) return null;
    if (store !== ALL_STORES && !(await options.directory.byKey(store))) return null;
    if (version !== null && !VERSION_PATTERN.test(version)) return null;
    if (percent !== null && !PERCENT_PATTERN.test(percent)) return null;
    const where = store === ALL_STORES ? 'all storefronts' : store;
    const next = 'It takes effect at the next page load.';
    switch (done) {
      case 'enable':
        return { kind: 'ok', text: `Enabled ${remote} for ${where}. ${next}` };
      case 'disable':
        return { kind: 'ok', text: `Disabled ${remote} for ${where}. ${next}` };
      case 'release':
        return { kind: 'ok', text: version ? `Pinned ${remote} to ${version} for ${where}. ${next}` : `${remote} follows the promoted release for ${where}. ${next}` };
      case 'promote':
        if (!version) return null;
        return store === ALL_STORES
          ? { kind: 'ok', text: `Promoted ${remote} ${version}: every storefront without a pin serves it. ${next}` }
          : { kind: 'ok', text: `Pinned ${remote} ${version} for ${where}. ${next}` };
      case 'rollback':
        return version ? { kind: 'ok', text: `Rolled ${remote} back to ${version} for ${where}. ${next}` } : null;
      case 'rollout':
        return version && percent ? { kind: 'ok', text: `${remote} ${version} goes to ${percent} % of the visitors of ${where}. ${next}` } : null;
      case 'rollout-promote':
        if (!version) return null;
        return store === ALL_STORES
          ? { kind: 'ok', text: `Promoted ${remote} ${version}: every storefront without a pin serves it, the rollouts of it ended. ${next}` }
          : { kind: 'ok', text: `${remote} ${version} goes to every visitor of ${where} (pinned). ${next}` };
      case 'rollout-end':
        return { kind: 'ok', text: `Stopped the rollout of ${remote} for ${where}. ${next}` };
      case 'auto-promote':
        return minutes && /^[1-9][0-9]{0,4}$/.test(minutes)
          ? { kind: 'ok', text: `A canary of ${remote} on ${where} is promoted automatically once it ran ${minutes} minutes and was healthy all along.` }
          : null;
      case 'auto-promote-off':
        return { kind: 'ok', text: `No automatic promotion of ${remote} for ${where}: an operator promotes.` };
      default:
        return null;
    }
  }

  async function accountNotice(params: URLSearchParams): Promise<Notice | null> {
    const done = params.get('done');
    const id = params.get('account');
    if (!done || !id || !UUID.test(id)) return null;
    const account = (await listOperatorAccounts(db)).find((a) => a.id === id);
    if (!account) return null;
    const texts: Record<string, string> = {
      create: `Created ${account.email} (${account.role}).`,
      role: `${account.email} is now ${account.role}; it counts from the account's next request.`,
      disable: `Disabled ${account.email}; its sessions have ended.`,
      enable: `Enabled ${account.email}.`,
      remotes: `${account.email} may release ${account.remotes ? `only ${account.remotes.join(', ')}` : 'every remote'}${account.role === 'releaser' ? '' : ` as a releaser (now ${account.role})`}.`,
      'reset-second-factor': `Reset the second factor of ${account.email}: its sessions have ended, it sets up a new authenticator app at its next login.`,
    };
    return texts[done] ? { kind: 'ok', text: texts[done] } : null;
  }

  // ---- actions ----------------------------------------------------------------------------------

  /**
   * Where a remote action returns to: the matrix, or one remote's releases with the filters it had
   * (rebuilt from known values only). Never anywhere else.
   */
  async function backOf(form: URLSearchParams): Promise<{ path: string; remote: RemoteName | null; filters: string }> {
    const back = form.get('back') ?? '';
    const match = /^\/operator\/releases\/([A-Za-z]+)(?:\?([^#]*))?$/.exec(back);
    if (!match || !isRemoteName(match[1])) return { path: HOME_PATH, remote: null, filters: '' };
    const stores = (await options.directory.all()).map((s) => s.key);
    const { filters } = parseReleaseFilters(new URLSearchParams(match[2] ?? ''), stores, { withRemote: false });
    return { path: `/operator/releases/${match[1]}`, remote: match[1], filters: filterQuery(filters, { withRemote: false }) };
  }

  /** The URL an action redirects to: its page, its filters, then what was done (the notice). */
  const doneUrl = (back: { path: string; filters: string }, query: URLSearchParams) => `${back.path}?${back.filters ? `${back.filters}&` : ''}${query}`;

  async function remoteAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'release');
    const back = await backOf(form);
    const fail = (status: number, text: string) =>
      back.remote
        ? showReleases(ex, session, back.remote, { kind: 'error', text }, status)
        : showMatrix(ex, session, { kind: 'error', text }, status);

    const op = form.get('op') ?? '';
    const remote = form.get('remote') ?? '';
    const store = form.get('store') ?? '';
    if (!isRemoteName(remote)) return fail(400, `Unknown remote "${remote.slice(0, 40)}" (known: ${REMOTE_NAMES.join(', ')}).`);
    if (op === 'register') return registerAction(ex, session, remote, form, audit);
    if (!store) return fail(400, 'Choose a storefront.');
    const scope: Pick<SetRemoteInput, 'store' | 'allStores'> = store === ALL_STORES ? { allStores: true } : { store };
    if (op === 'auto-promote' || op === 'auto-promote-off') {
      const minutesText = (form.get('minutes') ?? '').trim();
      if (op === 'auto-promote' && !/^[1-9][0-9]{0,4}$/.test(minutesText)) return fail(400, `The minutes must be a whole number from 1 to ${MAX_AUTO_PROMOTE_MINUTES}.`);
      const minutes = op === 'auto-promote' ? Number(minutesText) : null;
      const result = await setAutoPromote(deps, { remote, store: scope.store ?? null, allStores: scope.allStores === true, minutes }, audit);
      const [error] = result.errors;
      if (error) return fail(statusOf(error), error.message);
      const query = new URLSearchParams({ done: op, remote, store });
      if (minutes !== null) query.set('minutes', String(minutes));
      return redirect(ex, doneUrl(back, query));
    }
    let version = (form.get('version') ?? '').trim();
    // Percentage rollouts (ADR 0028) and promotions to every storefront (issue 32) have service
    // functions of their own; a promotion to one storefront is a pin.
    const promoteEverywhere = op === 'promote' && scope.allStores === true;
    if (op === 'rollout' || op === 'rollout-promote' || op === 'rollout-end' || promoteEverywhere) {
      const percentText = (form.get('percent') ?? '').trim();
      let result: OperatorRemotesResult;
      if (op === 'rollout') {
        if (!version) return fail(400, 'Choose a release to roll out.');
        if (!PERCENT_PATTERN.test(percentText)) return fail(400, 'The share of visitors must be a whole number from 1 to 99.');
        result = await startRollout(deps, { ...scope, remote, version, percent: Number(percentText) }, audit);
      } else if (promoteEverywhere) {
        if (!version) return fail(400, 'Choose a release to promote.');
        result = await promoteRollout(deps, { ...scope, remote, version }, audit);
      } else {
        // The release the operator saw rolled out: a rollout changed since is not promoted or ended blindly.
        const input = { ...scope, remote, version: version || null };
        result = op === 'rollout-promote' ? await promoteRollout(deps, input, audit) : await endRollout(deps, input, audit);
      }
      const [error] = result.errors;
      if (error) return fail(statusOf(error), error.message);
      const query = new URLSearchParams({ done: op, remote, store });
      if (version) query.set('version', version);
      if (op === 'rollout') query.set('percent', percentText);
      return redirect(ex, doneUrl(back, query));
    }
    let input: SetRemoteInput;
    switch (op) {
      case 'enable':
      case 'disable':
        input = { ...scope, remote, enabled: op === 'enable' };
        version = '';
        break;
      case 'release':
        input = version === FOLLOW_PROMOTED ? { ...scope, remote, unpin: true } : { ...scope, remote, pinnedVersion: version };
        break;
      case 'promote':
        if (!version) return fail(400, 'Choose a release to promote.');
        input = { ...scope, remote, pinnedVersion: version };
        break;
      case 'rollback': {
        // The version the operator saw served: a second click (or a change by someone else) since
        // the page was rendered must not roll back one release further.
        const from = (form.get('from') ?? '').trim();
        const current = await listStorefrontRemotes(deps, scope.store ?? null);
        const [problem] = current.errors;
        if (problem) return fail(statusOf(problem), problem.message);
        const changed = current.remotes.filter((s) => s.remote === remote && s.version !== from);
        if (!from || changed.length > 0) {
          const now = changed[0] ? `${changed[0].storefrontKey} now serves ${changed[0].version ?? 'no release'}` : 'the page is out of date';
          return fail(409, `Nothing rolled back: ${now}. Check the releases below and try again.`);
        }
        // The last known good release (ADR 0037), exactly as the health job's fallback picks it: the
        // promoted release with the most recent verified healthy traffic that has not failed anywhere.
        // It is the same for every storefront serving `from`: one click rolls all of them to it.
        const previous = await lastKnownGoodRelease(db, remote, from);
        if (!previous) {
          return fail(409, `Nothing rolled back: ${remote} has no other promoted release with verified healthy traffic that has not failed anywhere.`);
        }
        version = previous.version;
        input = { ...scope, remote, pinnedVersion: previous.version };
        break;
      }
      default:
        return fail(400, 'Unknown action.');
    }
    const result = await setStorefrontRemote(deps, input, audit);
    const [error] = result.errors;
    if (error) return fail(statusOf(error), error.message);
    const query = new URLSearchParams({ done: op, remote, store });
    if (version) query.set('version', version);
    return redirect(ex, doneUrl(back, query));
  }

  /**
   * Registers a release whose files are already where the shop serves them from (ADR 0030): the same
   * `registerRelease` as the CLI and the API, which checks the input and runs the headless release
   * check; a refusal comes back with its reasons, on the remote's releases page with what was typed.
   */
  async function registerAction(ex: Exchange, session: Session, remote: RemoteName, form: URLSearchParams, audit: AuditSource): Promise<true> {
    const typed = (name: keyof RegisterDraft) => (form.get(name) ?? '').trim();
    const draft: RegisterDraft = { version: typed('version'), sourceDir: typed('sourceDir'), baseUrl: typed('baseUrl'), declaration: typed('declaration') };
    const result = await registerRelease(
      deps,
      { remote, version: draft.version, sourceDir: draft.sourceDir || null, baseUrl: draft.baseUrl || null, declaration: draft.declaration || null },
      audit,
    );
    const [error] = result.errors;
    if (error) return showReleases(ex, session, remote, { kind: 'error', text: error.message }, statusOf(error), draft);
    const done = new URLSearchParams({ done: result.created ? 'register' : 'register-again', remote, version: draft.version });
    return redirect(ex, `/operator/releases/${remote}?${done}`);
  }

  async function accountAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'admin');
    const op = form.get('op') ?? '';
    const account = form.get('account') ?? '';
    const draft = { email: (form.get('email') ?? '').slice(0, 254), role: form.get('role') ?? undefined };
    const result =
      op === 'create'
        ? await createOperatorAccount(db, audit, { email: form.get('email') ?? '', role: form.get('role') ?? '', password: form.get('password') ?? '' })
        : op === 'role'
          ? await setOperatorRole(db, audit, { account, role: form.get('role') ?? '' })
          : op === 'remotes'
            ? await setOperatorRemotes(db, audit, { account, remotes: form.get('scope') === 'all' ? null : form.getAll('remotes') })
          : op === 'disable' || op === 'enable'
            ? await setOperatorDisabled(db, audit, { account, disabled: op === 'disable' })
            : op === 'reset-second-factor'
              ? await resetOperatorSecondFactor(db, audit, { account })
              : { account: null, errors: [{ code: ErrorCode.INVALID_ARGUMENT, message: 'Unknown action.', referencedRequestParameter: 'op' }] };
    const [error] = result.errors;
    if (error || !result.account) {
      return showAccounts(ex, session, { kind: 'error', text: error?.message ?? 'The change failed.' }, statusOf(error), op === 'create' ? draft : {});
    }
    // An admin who changed their own role or disabled themselves may no longer see the accounts.
    const self = result.account.id === session.principal.accountId && op !== 'create';
    return redirect(ex, self ? HOME_PATH : `${ACCOUNTS_ACTION}?${new URLSearchParams({ done: op, account: result.account.id })}`);
  }

  /**
   * Sets or clears this browser's override (a cookie of the console's host, Path=/). Audited like
   * any operator change: who, which storefront's host and remote, the URL before and after.
   */
  async function overrideAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'release');
    const fail = (status: number, text: string) => showOverrides(ex, session, { kind: 'error', text }, status);
    const op = form.get('op') ?? '';
    const remote = form.get('remote') ?? '';
    const current = overrideOfCookieHeader(secrets.limitKey, ex.req.headers.cookie);
    let next: typeof current;
    if (op === 'reset') {
      next = null;
    } else {
      if (!isRemoteName(remote)) return fail(400, `Unknown remote "${remote.slice(0, 40)}" (known: ${REMOTE_NAMES.join(', ')}).`);
      if (op === 'set') {
        const url = (form.get('url') ?? '').trim();
        const problem = consoleManifestProblem(url);
        if (problem) return fail(400, `Not set: ${problem}.`);
        next = withRemote(current, remote, url);
      } else if (op === 'clear') {
        next = withoutRemote(current, remote);
      } else {
        return fail(400, 'Unknown action.');
      }
    }
    const store = await storefrontForHost(options.directory, ex.client.forwardedHost ?? ex.req.headers.host);
    const changed = op === 'reset' ? Object.keys(current?.remotes ?? {}) : [remote];
    for (const name of changed) {
      await writeAudit(db, audit, {
        action: 'remote.override',
        targetKind: 'storefront-remote',
        targetId: `${store.key}/${name}`,
        before: { host: hostOf(ex), manifestUrl: current?.remotes[name as RemoteName] ?? null },
        after: { host: hostOf(ex), manifestUrl: next?.remotes[name as RemoteName] ?? null },
      });
    }
    const cookie = overrideCookieHeader(next ? signOverride(secrets.limitKey, next) : null, ex.secure);
    const query = new URLSearchParams(op === 'reset' ? { done: op } : { done: op, remote });
    return redirect(ex, `${OVERRIDES_PATH}?${query}`, { 'set-cookie': cookie });
  }

  // ---- the service desk (ADR 0044) ---------------------------------------------------------------

  /** What the desk's actions need: the shop's context as the payment notifications get it. */
  const deskContext = (): NotificationContext => ({ db, directory: options.directory, secrets, ...options.desk, now: new Date() });

  async function showDeskSearch(ex: Exchange, session: Session, notice: Notice | null = null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'support');
    const typed = (ex.url.searchParams.get('q') ?? '').slice(0, 254);
    const pageText = ex.url.searchParams.get('page') ?? '1';
    const page = /^[0-9]{1,3}$/.test(pageText) ? Number(pageText) : 0;
    if (!typed.trim()) return sendPage(ex, status, deskSearchPage(session.viewer, '', 1, null, notice));
    // Searches are counted per operator: a person types a few a minute, a script paging through customers is stopped.
    const limited = await consumeLimits(db, secrets.limitKey, [{ limit: LIMITS.deskSearchPerOperator, key: session.principal.accountId }]);
    if (!limited.allowed) return sendPage(ex, 429, deskSearchPage(session.viewer, typed, 1, null, { kind: 'error', text: TOO_MANY_ATTEMPTS_MESSAGE }), { 'retry-after': String(limited.retryAfterSeconds) });
    const result = await searchDesk(db, typed, page);
    const [problem] = result.errors;
    return sendPage(ex, problem ? 400 : status, deskSearchPage(session.viewer, typed, page, result, problem ? { kind: 'error', text: problem.message } : notice));
  }

  async function showDeskOrder(ex: Exchange, session: Session, orderId: string, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'support');
    const detail = await deskOrderDetail(db, orderId);
    if (!detail) return problemPage(ex, 404, 'Not found', 'No such order.', session.viewer);
    return sendPage(ex, status, deskOrderPage(session.viewer, detail, notice));
  }

  async function showDeskCard(ex: Exchange, session: Session, cardId: string, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'support');
    const detail = await deskCardDetail(db, cardId);
    if (!detail) return problemPage(ex, 404, 'Not found', 'No such gift card.', session.viewer);
    return sendPage(ex, status, deskCardPage(session.viewer, detail, notice));
  }

  async function showDeskWithdrawals(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'support');
    const asked = (ex.url.searchParams.get('status') ?? 'OPEN').toUpperCase();
    const queueStatus: WithdrawalStatus = (WITHDRAWAL_STATUSES as readonly string[]).includes(asked) ? (asked as WithdrawalStatus) : 'OPEN';
    return sendPage(ex, status, deskWithdrawalsPage(session.viewer, queueStatus, await withdrawalQueue(db, { status: queueStatus, limit: 100 }), notice));
  }

  async function showDeskReview(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'support');
    return sendPage(ex, status, deskReviewPage(session.viewer, await reviewQueue(db), notice));
  }

  /** The notice of a desk action after its redirect (built from known words only, never from the URL's text). */
  function deskNotice(params: URLSearchParams): Notice | null {
    const done: Record<string, string> = {
      refund: 'Refunded: the value was taken off the cards and the payment provider was asked to pay it back; the buyer is mailed.',
      'resend-mail': 'The card mail goes out again with a new PIN.',
      'block-reissue': 'The card was blocked and its balance moved to this new card; the buyer is mailed the new card.',
      'approve-withdrawal': 'Withdrawal approved: the value not yet redeemed is refunded and the buyer is mailed.',
      'reject-withdrawal': 'Withdrawal rejected: the sender is mailed.',
      'release-held': 'Order released: its cards are issued.',
      'refuse-held': 'Order refused: its payment is refunded.',
    };
    const text = done[params.get('done') ?? ''];
    return text ? { kind: 'ok', text } : null;
  }

  /** Amount typed in the currency's units ("25", "25.5", "25,50") as cents; null: empty (everything); NaN: not an amount. */
  function centsOf(text: string): number | null {
    const typed = text.trim();
    if (!typed) return null;
    const match = /^([0-9]{1,7})(?:[.,]([0-9]{1,2}))?$/.exec(typed);
    if (!match) return Number.NaN;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }

  /**
   * The desk's actions: the same service functions as the GraphQL desk mutations, with the reason
   * checked first; a refusal shows the page the form was on with its message, a success redirects there.
   */
  async function deskAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'support');
    const op = form.get('op') ?? '';
    const order = (form.get('order') ?? '').slice(0, 64);
    const card = (form.get('card') ?? '').slice(0, 64);
    const id = (form.get('id') ?? '').slice(0, 64);
    const reason = checkReason((form.get('reason') ?? '').slice(0, 2000));
    const back = (text: string, status: number): Promise<true> => {
      const notice: Notice = { kind: 'error', text };
      if (op === 'approve-withdrawal' || op === 'reject-withdrawal') return showDeskWithdrawals(ex, session, notice, status);
      if (op === 'release-held' || op === 'refuse-held') return showDeskReview(ex, session, notice, status);
      if (op === 'refund' && UUID.test(order)) return showDeskOrder(ex, session, order, notice, status);
      if (UUID.test(card)) return showDeskCard(ex, session, card, notice, status);
      return showDeskSearch(ex, session, notice, status);
    };
    if (reason.error) return back(reason.error.message, 400);
    const ctx = deskContext();
    switch (op) {
      case 'refund': {
        const cents = centsOf((form.get('amount') ?? '').slice(0, 20));
        if (Number.isNaN(cents) || cents === 0) return back('The amount must be a positive amount like 25.00, or empty for everything not yet redeemed.', 400);
        const result = await refundOrder(ctx, { orderId: order, amountCents: cents, reason: reason.reason, actor: audit });
        const [error] = result.errors;
        if (error || !result.refund) return back(error?.message ?? 'Nothing was refunded.', statusOf(error));
        return redirect(ex, `${deskOrderPath(result.refund.orderId)}?done=refund`);
      }
      case 'resend-mail': {
        const result = await resendCardMail(ctx, { cardId: card, reason: reason.reason }, audit);
        const [error] = result.errors;
        if (error || !result.mailId) return back(error?.message ?? 'No mail was sent.', statusOf(error));
        return redirect(ex, `${deskCardPath(card.toLowerCase())}?done=resend-mail`);
      }
      case 'block-reissue': {
        const result = await blockAndReissueCard(ctx, { cardId: card, reason: reason.reason }, audit);
        const [error] = result.errors;
        if (error || !result.card) return back(error?.message ?? 'Nothing was reissued.', statusOf(error));
        return redirect(ex, `${deskCardPath(result.card.cardId)}?done=block-reissue`);
      }
      case 'approve-withdrawal':
      case 'reject-withdrawal': {
        const result = op === 'approve-withdrawal' ? await approveWithdrawal(ctx, id, audit, reason.reason) : await rejectWithdrawal(ctx, id, audit, reason.reason);
        const [error] = result.errors;
        if (error || !result.request) return back(error?.message ?? 'The withdrawal was not decided.', statusOf(error));
        return redirect(ex, `${DESK_WITHDRAWALS_PATH}?done=${op}`);
      }
      case 'release-held':
      case 'refuse-held': {
        const errors = await decideHeldOrder(ctx, op === 'release-held' ? 'release' : 'refuse', order, reason.reason, audit);
        const [error] = errors;
        if (error) return back(error.message, statusOf(error));
        return redirect(ex, `${DESK_REVIEW_PATH}?done=${op}`);
      }
      default:
        return back('Unknown action.', 400);
    }
  }

  // ---- card art (ADR 0054) -------------------------------------------------------------------------

  async function showCardArt(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'read');
    const query = (ex.url.searchParams.get('q') ?? '').trim().slice(0, 100);
    const [brands, ownArt, shopCards] = await Promise.all([listBrandCardArt(db, query), productsWithOwnArt(db), productsWithoutBrand(db)]);
    return sendPage(ex, status, cardArtListPage(session.viewer, { query, brands, ownArt, shopCards }, notice));
  }

  async function showCardArtBrand(ex: Exchange, session: Session, brandId: string, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'read');
    const found = await brandCardArt(db, brandId);
    if (!found) return problemPage(ex, 404, 'Not found', 'No such brand.', session.viewer);
    return sendPage(ex, status, cardArtBrandPage(session.viewer, found.brand, found.products, notice));
  }

  async function showCardArtProduct(ex: Exchange, session: Session, productId: string, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'read');
    const product = await productCardArt(db, productId);
    if (!product) return problemPage(ex, 404, 'Not found', 'No such product.', session.viewer);
    return sendPage(ex, status, cardArtProductPage(session.viewer, product, notice));
  }

  /** The notice after an upload or a revert (known words only). */
  function cardArtNotice(params: URLSearchParams, kind: 'brand' | 'product'): Notice | null {
    const done = params.get('done');
    if (done === 'upload') {
      return {
        kind: 'ok',
        text: kind === 'brand' ? 'Uploaded: every product of the brand shows the new picture in every storefront, from the next page load.' : 'Uploaded: this product shows the new picture, from the next page load.',
      };
    }
    if (done === 'revert') {
      return {
        kind: 'ok',
        text:
          kind === 'brand'
            ? 'The uploaded picture is no longer shown: every product of the brand shows the generated art again.'
            : 'The uploaded picture is no longer shown: this product shows its brand’s or the generated art again.',
      };
    }
    return null;
  }

  /**
   * Uploads a brand's or product's card art, or goes back to the generated art (admins: the role that
   * changes what every storefront shows, ADR 0054), with the service's checks and its audit row; a
   * refusal shows the page the form was on with the reason, a success redirects there.
   */
  async function cardArtAction(ex: Exchange, session: Session, form: URLSearchParams, file: Buffer | null): Promise<true> {
    const audit = auditSourceFor(ex, session.principal, 'admin');
    const op = form.get('op') ?? '';
    const kind = form.get('target');
    const id = (form.get('id') ?? '').trim();
    if ((kind !== 'brand' && kind !== 'product') || !CATALOGUE_ID.test(id)) return showCardArt(ex, session, { kind: 'error', text: 'Choose a brand or a product.' }, 400);
    const target: CardArtTarget = { kind, id };
    const back = (text: string, status: number): Promise<true> =>
      kind === 'brand' ? showCardArtBrand(ex, session, id, { kind: 'error', text }, status) : showCardArtProduct(ex, session, id, { kind: 'error', text }, status);
    let outcome: Awaited<ReturnType<typeof setCardArt>>;
    if (op === 'upload') {
      if (!file || file.length === 0) return back('Choose a picture to upload.', 400);
      outcome = await setCardArt(db, audit, target, file);
    } else if (op === 'revert') {
      outcome = await revertCardArt(db, audit, target);
    } else {
      return back('Unknown action.', 400);
    }
    if (!outcome.ok) {
      if (outcome.status === 404) return problemPage(ex, 404, 'Not found', outcome.message, session.viewer);
      return back(outcome.message, outcome.status);
    }
    const path = kind === 'brand' ? cardArtBrandPath(id) : cardArtProductPath(id);
    return redirect(ex, `${path}?done=${op}`);
  }

  // ---- storefront settings (issue 36, ADR 0059) ----------------------------------------------------

  async function showStorefrontSettings(ex: Exchange, session: Session, notice: Notice | null, status = 200): Promise<true> {
    auditSourceFor(ex, session.principal, 'read');
    return sendPage(ex, status, storefrontSettingsPage(session.viewer, await listStorefrontSettings({ db, directory: options.directory }), notice));
  }

  function storefrontSettingsNotice(params: URLSearchParams): Notice | null {
    return params.get('done') === '1' ? { kind: 'ok', text: 'Saved: the storefronts’ pages show it from their next load (every API process within a second).' } : null;
  }

  /**
   * Switches settings with the service's checks and audit row: one storefront's delay warning (the
   * service desk), or any settings of one storefront or all (admins); a refusal shows the page with why.
   */
  async function storefrontSettingsAction(ex: Exchange, session: Session, form: URLSearchParams): Promise<true> {
    const op = form.get('op');
    const store = (form.get('store') ?? '').trim();
    let input: { changes: StorefrontSettingsChanges; reset: StorefrontSetting[] };
    if (op === 'delay-warning' && (form.get('value') === 'on' || form.get('value') === 'off')) {
      input = { changes: { redeemDelayWarning: form.get('value') === 'on' }, reset: [] };
    } else if (op === 'set') {
      const parsed = settingsFromForm(form);
      if (parsed.problem) return showStorefrontSettings(ex, session, { kind: 'error', text: parsed.problem }, 400);
      input = parsed;
    } else {
      return showStorefrontSettings(ex, session, { kind: 'error', text: 'Unknown action.' }, 400);
    }
    const changed = [...(Object.keys(input.changes) as StorefrontSetting[]), ...input.reset];
    const audit = auditSourceFor(ex, session.principal, changed.length ? capabilityFor(changed) : 'admin');
    const all = store === ALL_STOREFRONTS;
    const result = await setStorefrontSettings({ db, directory: options.directory }, { store: all ? null : store, allStores: all, ...input }, audit);
    if (result.errors.length) return showStorefrontSettings(ex, session, { kind: 'error', text: result.errors.map((e) => e.message).join(' ') }, statusOf(result.errors[0]));
    return redirect(ex, `${STOREFRONT_SETTINGS_PATH}?done=1`);
  }

  // ---- routing ----------------------------------------------------------------------------------

  type Route =
    | { page: 'matrix' }
    | { page: 'releases'; remote: RemoteName | null }
    | { page: 'release'; remote: RemoteName; version: string }
    | { page: 'compare'; remote: RemoteName }
    | { page: 'audit' }
    | { page: 'accounts' }
    | { page: 'me' }
    | { page: 'overrides' }
    | { page: 'storefront-settings' }
    | { page: 'desk' }
    | { page: 'desk-order'; id: string }
    | { page: 'desk-card'; id: string }
    | { page: 'desk-withdrawals' }
    | { page: 'desk-review' }
    | { page: 'card-art' }
    | { page: 'card-art-brand'; id: string }
    | { page: 'card-art-product'; id: string }
    | { action: 'storefront-settings' }
    | { action: 'remotes' }
    | { action: 'desk' }
    | { action: 'card-art' };

  function routeOf(pathname: string): Route | null {
    if (pathname === HOME_PATH) return { page: 'matrix' };
    if (pathname === `${OPERATOR_PATH}/releases`) return { page: 'releases', remote: null };
    const release = /^\/operator\/releases\/([A-Za-z]+)$/.exec(pathname);
    if (release && isRemoteName(release[1])) return { page: 'releases', remote: release[1] };
    const compare = /^\/operator\/releases\/([A-Za-z]+)\/compare$/.exec(pathname);
    if (compare && isRemoteName(compare[1])) return { page: 'compare', remote: compare[1] };
    const one = /^\/operator\/releases\/([A-Za-z]+)\/versions\/([^/]{1,300})$/.exec(pathname);
    if (one && isRemoteName(one[1])) {
      let version: string;
      try {
        version = decodeURIComponent(one[2] as string);
      } catch {
        return null;
      }
      return { page: 'release', remote: one[1], version };
    }
    if (pathname === `${OPERATOR_PATH}/audit`) return { page: 'audit' };
    if (pathname === ACCOUNTS_ACTION) return { page: 'accounts' };
    if (pathname === ME_PATH) return { page: 'me' };
    if (pathname === OVERRIDES_PATH) return { page: 'overrides' };
    if (pathname === STOREFRONT_SETTINGS_PATH) return { page: 'storefront-settings' };
    if (pathname === STOREFRONT_SETTINGS_ACTION) return { action: 'storefront-settings' };
    if (pathname === REMOTES_ACTION) return { action: 'remotes' };
    if (pathname === DESK_PATH) return { page: 'desk' };
    if (pathname === DESK_ACTION) return { action: 'desk' };
    if (pathname === DESK_WITHDRAWALS_PATH) return { page: 'desk-withdrawals' };
    if (pathname === DESK_REVIEW_PATH) return { page: 'desk-review' };
    if (pathname === CARD_ART_PATH) return { page: 'card-art' };
    if (pathname === CARD_ART_ACTION) return { action: 'card-art' };
    const artOf = /^\/operator\/card-art\/(brands|products)\/([^/]{1,300})$/.exec(pathname);
    if (artOf) {
      let id: string;
      try {
        id = decodeURIComponent(artOf[2] as string);
      } catch {
        return null;
      }
      if (!CATALOGUE_ID.test(id)) return null;
      return { page: artOf[1] === 'brands' ? 'card-art-brand' : 'card-art-product', id };
    }
    const deskThing = /^\/operator\/desk\/(orders|cards)\/([0-9a-fA-F-]{36})$/.exec(pathname);
    if (deskThing && UUID.test((deskThing[2] as string).toLowerCase())) {
      return { page: deskThing[1] === 'orders' ? 'desk-order' : 'desk-card', id: (deskThing[2] as string).toLowerCase() };
    }
    return null;
  }

  async function handle(ex: Exchange, pathname: string): Promise<true> {
    const method = ex.req.method ?? 'GET';
    if (pathname === OPERATOR_PATH) return redirect(ex, HOME_PATH);
    if (pathname === CONSOLE_CSS_PATH) {
      // Not secret, the same for everyone, and its URL changes with its content.
      await sendBody(ex.req, ex.res, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }, CONSOLE_CSS);
      return true;
    }
    if (pathname === captchaWidget().path) {
      await sendBody(ex.req, ex.res, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' }, captchaWidget().code);
      return true;
    }
    if (pathname === LOGIN_PATH) return login(ex);
    if (pathname === LOGOUT_PATH) return logout(ex);
    if (pathname === SECOND_FACTOR_PATH) return secondFactor(ex);

    const route = routeOf(pathname);
    if (!route) return problemPage(ex, 404, 'Not found', 'The console has no such page.', (await sessionOf(ex))?.viewer ?? null);
    const isPost = method === 'POST';
    // Pages are read with GET (and HEAD); the two action paths take POST; /operator/accounts both.
    const allowed = 'action' in route ? ['POST'] : route.page === 'accounts' || route.page === 'overrides' || route.page === 'me' ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
    if (!allowed.includes(method)) return sendPage(ex, 405, methodNotAllowedPage(), { allow: allowed.join(', ') });

    if (isPost) {
      const crossOrigin = crossOriginProblem(ex.req, ex.client);
      if (crossOrigin) return problemPage(ex, 403, 'Refused', `This form was not sent from the console: ${crossOrigin}.`);
    }
    const session = await sessionOf(ex);
    if (!session) {
      // A cookie that no longer names a live session is dropped on the way to the login.
      const stale = operatorTokenOf(ex.req.headers.cookie) ? new OperatorSessionCookie(ex.secure, null) : null;
      stale?.end();
      const dropped = stale?.setCookieHeader();
      return redirect(ex, stale ? `${LOGIN_PATH}?expired=1` : LOGIN_PATH, dropped ? { 'set-cookie': dropped } : {});
    }
    // A releaser or admin without a second factor may only set one up (ADR 0034).
    if (session.principal.mustSetUpSecondFactor) return redirect(ex, SECOND_FACTOR_PATH);

    // `return await` throughout: a rejection must reach the catch below, not escape it.
    try {
      if (isPost) {
        const { form, file } = 'action' in route && route.action === 'card-art' ? await readUploadForm(ex.req) : { form: await readForm(ex.req), file: null };
        if (!sameToken(form.get(CSRF_FIELD), session.viewer.csrf)) {
          return await problemPage(ex, 403, 'Refused', 'The form expired or did not come from this console. Reload the page and try again.', session.viewer);
        }
        if ('action' in route && route.action === 'storefront-settings') return await storefrontSettingsAction(ex, session, form);
        if ('action' in route) {
          if (route.action === 'card-art') return await cardArtAction(ex, session, form, file);
          return await (route.action === 'desk' ? deskAction(ex, session, form) : remoteAction(ex, session, form));
        }
        if (route.page === 'me') return await tokenAction(ex, session, form);
        return await (route.page === 'overrides' ? overrideAction(ex, session, form) : accountAction(ex, session, form));
      }
      if ('action' in route) return await problemPage(ex, 404, 'Not found', 'The console has no such page.', session.viewer);
      switch (route.page) {
        case 'matrix':
          return await showMatrix(ex, session, await remoteNotice(ex.url.searchParams));
        case 'releases':
          return await showReleases(ex, session, route.remote, await remoteNotice(ex.url.searchParams));
        case 'release':
          return await showRelease(ex, session, route.remote, route.version);
        case 'compare':
          return await showCompare(ex, session, route.remote);
        case 'audit':
          return await showAudit(ex, session);
        case 'accounts':
          return await showAccounts(ex, session, await accountNotice(ex.url.searchParams));
        case 'overrides':
          return await showOverrides(ex, session, overrideNotice(ex.url.searchParams));
        case 'storefront-settings':
          return await showStorefrontSettings(ex, session, storefrontSettingsNotice(ex.url.searchParams));
        case 'me':
          return await showMe(ex, session, await meNotice(session, ex.url.searchParams));
        case 'desk':
          return await showDeskSearch(ex, session);
        case 'desk-order':
          return await showDeskOrder(ex, session, route.id, deskNotice(ex.url.searchParams));
        case 'desk-card':
          return await showDeskCard(ex, session, route.id, deskNotice(ex.url.searchParams));
        case 'desk-withdrawals':
          return await showDeskWithdrawals(ex, session, deskNotice(ex.url.searchParams));
        case 'desk-review':
          return await showDeskReview(ex, session, deskNotice(ex.url.searchParams));
        case 'card-art':
          return await showCardArt(ex, session, null);
        case 'card-art-brand':
          return await showCardArtBrand(ex, session, route.id, cardArtNotice(ex.url.searchParams, 'brand'));
        case 'card-art-product':
          return await showCardArtProduct(ex, session, route.id, cardArtNotice(ex.url.searchParams, 'product'));
      }
    } catch (error) {
      // The API's role check: the operator's role does not allow this (the navigation never offers it).
      if (error instanceof ShopError && error.code === ErrorCode.FORBIDDEN) {
        return problemPage(ex, 403, 'Not allowed', `Your role (${session.viewer.role}) may not do this.`, session.viewer);
      }
      throw error;
    }
  }

  return async (req, res, pathname) => {
    if (pathname !== OPERATOR_PATH && !pathname.startsWith(`${OPERATOR_PATH}/`)) return false;
    // The GraphQL endpoint under the same path is server.ts's, before this handler.
    if (pathname === OPERATOR_GRAPHQL_PATH) return false;
    const client = clientInfo(req, options.trustProxy);
    const ex: Exchange = { req, res, url: requestUrl(req.url), client, secure: isSecureRequest(req, client) };
    try {
      return await handle(ex, pathname);
    } catch (error) {
      if (error instanceof FormProblem && error.unread) {
        drainUnread(ex.req);
        return sendPage(ex, error.status, problemPageHtml('Refused', error.message, null), { connection: 'close' });
      }
      if (error instanceof FormProblem) return problemPage(ex, error.status, 'Refused', error.message);
      throw error;
    }
  };
}
