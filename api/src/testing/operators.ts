/**
 * Operator accounts in API tests (issue 19): a browser of the operator console that keeps its
 * operator session cookie and talks to /operator/graphql from an address of its own, and the bearer
 * token's calls (the CLI's way in).
 */
import { solveCaptcha } from './redeem';
import { codeAt, currentStep, nextCode, rememberAuthenticator } from './second-factor';
import { TEST_OPERATOR_TOKEN, type GraphQLResult, type TestServer } from './test-server';

export const OPERATOR_ERRORS = 'errors { message code referencedRequestParameter }';
export const ACCOUNT_FIELDS = 'id email role disabled createdAt updatedAt lastLoginAt secondFactor';
export const LOGIN = `mutation L($email: String!, $password: String!, $totpCode: String, $captchaToken: String) { operatorLogin(email: $email, password: $password, totpCode: $totpCode, captchaToken: $captchaToken) { status mustSetUpSecondFactor account { ${ACCOUNT_FIELDS} } ${OPERATOR_ERRORS} } }`;
export const START_SET_UP = `mutation { operatorStartSecondFactorSetUp { setUp { secret otpauthUri } ${OPERATOR_ERRORS} } }`;
export const CONFIRM_SET_UP = `mutation C($code: String!) { operatorConfirmSecondFactorSetUp(code: $code) { status ${OPERATOR_ERRORS} } }`;
export const RESET_SECOND_FACTOR = `mutation R($account: String!) { operatorResetSecondFactor(account: $account) { account { ${ACCOUNT_FIELDS} } ${OPERATOR_ERRORS} } }`;
export const LOGOUT = `mutation { operatorLogout { status ${OPERATOR_ERRORS} } }`;
export const ME = `{ operatorMe { kind role account { ${ACCOUNT_FIELDS} } } }`;
export const CREATE = `mutation C($email: String!, $role: OperatorRole!, $password: String!) { operatorCreateAccount(email: $email, role: $role, password: $password) { account { ${ACCOUNT_FIELDS} } ${OPERATOR_ERRORS} } }`;
export const SET_ROLE = `mutation R($account: String!, $role: OperatorRole!) { operatorSetRole(account: $account, role: $role) { account { ${ACCOUNT_FIELDS} } ${OPERATOR_ERRORS} } }`;
export const DISABLE = `mutation D($account: String!, $disabled: Boolean) { operatorDisableAccount(account: $account, disabled: $disabled) { account { ${ACCOUNT_FIELDS} } ${OPERATOR_ERRORS} } }`;
export const AUDIT = `query A($limit: Int, $offset: Int, $action: String, $actor: String) { operatorAuditLog(limit: $limit, offset: $offset, action: $action, actor: $actor) { entries { id at actor actorEmail action targetKind targetId before after requestId ipHash } hasMore } }`;
export const OPERATOR_PASSWORD = 'a long operator passphrase';

export interface ErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}
export interface AccountView {
  id: string;
  email: string;
  role: 'viewer' | 'releaser' | 'support' | 'admin';
  disabled: boolean;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  secondFactor: boolean;
}
export interface LoginPayload {
  status: boolean;
  mustSetUpSecondFactor: boolean;
  account: AccountView | null;
  errors: ErrorEntry[];
}
export interface AccountPayload {
  account: AccountView | null;
  errors: ErrorEntry[];
}
export interface AuditEntryView {
  id: string;
  at: string;
  actor: string;
  actorEmail: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  before: string | null;
  after: string | null;
  requestId: string | null;
  ipHash: string | null;
}

let addresses = 0;
export const uniqueOperatorEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@operators.example.com`;

/** The codes of a GraphQL answer's top-level errors. */
export const errorCodes = (result: GraphQLResult<unknown>) => (result.errors ?? []).map((e) => e.extensions?.code);

/** A browser of the operator console: its own address (the server must trust loopback as a proxy), its cookie. */
export class OperatorBrowser {
  /** The operator session cookie's value (null: none). */
  cookie: string | null = null;
  /** The Set-Cookie headers of the last answer. */
  lastSetCookie: string[] = [];
  readonly address: string;
  private readonly https: boolean;

  constructor(
    private readonly shop: TestServer,
    options: { address?: string; https?: boolean } = {},
  ) {
    addresses += 1;
    this.address = options.address ?? `203.0.113.${(addresses % 250) + 1}`;
    this.https = options.https ?? false;
  }

  async call<T>(query: string, variables: Record<string, unknown> = {}, path = '/operator/graphql'): Promise<GraphQLResult<T>> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-store': '60',
      'x-forwarded-for': this.address,
    };
    if (this.https) headers['x-forwarded-proto'] = 'https';
    if (this.cookie) headers.cookie = `shop_operator_session=${this.cookie}`;
    const res = await this.shop.request(path, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const setCookie = res.headers['set-cookie'];
    this.lastSetCookie = (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).filter((c) => c.startsWith('shop_operator_session='));
    for (const header of this.lastSetCookie) {
      const value = /^shop_operator_session=([^;]*)/.exec(header)?.[1] ?? '';
      this.cookie = /Max-Age=0/i.test(header) || !value ? null : value;
    }
    return res.json<GraphQLResult<T>>();
  }

  /**
   * Logs in as a person would: with the next code of the account's authenticator app when a helper set
   * one up, and setting one up at the first login of a releaser or admin (unless `setUp` is false).
   */
  async login(
    email: string,
    password = OPERATOR_PASSWORD,
    options: { totpCode?: string | null; captchaToken?: string; setUp?: boolean; solveCaptcha?: boolean } = {},
  ): Promise<LoginPayload | undefined> {
    const totpCode = options.totpCode !== undefined ? options.totpCode : await nextCode(email);
    const attempt = async (captchaToken: string | null) =>
      (await this.call<{ operatorLogin: LoginPayload }>(LOGIN, { email, password, totpCode, captchaToken })).data?.operatorLogin;
    let login = await attempt(options.captchaToken ?? null);
    // After a failed login of the account its login asks for the captcha: ticked, as a person would
    // (unless the test looks at that answer itself). The code was not looked at: it is still good.
    if (login?.errors[0]?.code === 2049 && options.captchaToken === undefined && options.solveCaptcha !== false) {
      const challenge = await this.call<{ captchaChallenge: string }>('{ captchaChallenge }', {}, '/graphql');
      login = await attempt(await solveCaptcha(challenge.data?.captchaChallenge as string));
    }
    if (login?.status && login.mustSetUpSecondFactor && options.setUp !== false) {
      await this.setUpSecondFactor(email);
      return { ...login, mustSetUpSecondFactor: false, account: login.account && { ...login.account, secondFactor: true } };
    }
    return login;
  }

  /** Sets up an authenticator app for the logged-in account (its secret remembered for later logins). */
  async setUpSecondFactor(email: string): Promise<string> {
    const started = (await this.call<{ operatorStartSecondFactorSetUp: { setUp: { secret: string } | null; errors: ErrorEntry[] } }>(START_SET_UP)).data
      ?.operatorStartSecondFactorSetUp;
    const secret = started?.setUp?.secret;
    if (!secret) throw new Error(`set-up failed: ${JSON.stringify(started)}`);
    const step = currentStep();
    const confirmed = (await this.call<{ operatorConfirmSecondFactorSetUp: { status: boolean; errors: ErrorEntry[] } }>(CONFIRM_SET_UP, { code: codeAt(secret, step) })).data
      ?.operatorConfirmSecondFactorSetUp;
    if (!confirmed?.status) throw new Error(`set-up not confirmed: ${JSON.stringify(confirmed)}`);
    rememberAuthenticator(email, secret, step);
    return secret;
  }
}

/** A call with the CLI's bearer token (an admin). */
export async function asToken<T>(shop: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
  return (await shop.graphql<T>(query, { variables, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'x-store': '60' } })).body;
}

/**
 * Promotes a release of `remote` to every storefront without a pin (issue 32: registering one serves
 * nobody), with the bearer token; fails the test when it is refused.
 */
export async function promoteEverywhere(shop: TestServer, remote: string, version: string): Promise<void> {
  const result = await asToken<{ operatorPromoteRollout: { errors: unknown[] } }>(
    shop,
    'mutation P($remote: RemoteName!, $version: String) { operatorPromoteRollout(allStores: true, remote: $remote, version: $version) { errors { code message } } }',
    { remote, version },
  );
  const errors = result.data?.operatorPromoteRollout.errors;
  if (!errors || errors.length) throw new Error(`could not promote ${remote} ${version}: ${JSON.stringify(result)}`);
}

/** A new operator account, created with the bearer token. */
export async function createOperator(shop: TestServer, name: string, role: AccountView['role'], password = OPERATOR_PASSWORD): Promise<AccountView> {
  const result = await asToken<{ operatorCreateAccount: AccountPayload }>(shop, CREATE, { email: uniqueOperatorEmail(name), role, password });
  const account = result.data?.operatorCreateAccount.account;
  if (!account) throw new Error(`create failed: ${JSON.stringify(result)}`);
  return account;
}

/** A browser logged in to a new account of that role. */
export async function loggedInOperator(shop: TestServer, name: string, role: AccountView['role']): Promise<{ browser: OperatorBrowser; account: AccountView }> {
  const account = await createOperator(shop, name, role);
  const browser = new OperatorBrowser(shop);
  const login = await browser.login(account.email);
  if (!login?.status) throw new Error(`login failed: ${JSON.stringify(login)}`);
  return { browser, account };
}
