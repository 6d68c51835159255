/**
 * Accounts in API tests (issue 16): browsers from addresses of their own, registering, confirming by
 * the mailed link and logging in, over real HTTP.
 */
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/order-schema';
import { openPayload } from '../domains/mail/outbox';
import { ERRORS } from './checkout';
import { RedeemVisitor } from './redeem';
import type { TestServer } from './test-server';

export const STATUS = `status ${ERRORS}`;
export const REGISTER = `mutation R($input: RegisterUserInput!) { registerUser(input: $input) { ${STATUS} } }`;
export const CONFIRM = `mutation C($token: String!) { confirmUserEmail(token: $token) { ${STATUS} } }`;
export const LOGIN = `mutation L($email: String!, $password: String!, $captchaToken: String!) { userLogin(email: $email, password: $password, captchaToken: $captchaToken) { ${STATUS} } }`;

export interface Status {
  status: boolean;
  errors: { code: number; message: string; referencedRequestParameter: string | null }[];
}

export const PASSWORD = 'a long passphrase of mine';

export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
export const codes = (status: { errors: readonly { code: number }[] } & Partial<Omit<Status, 'errors'>>) => status.errors.map((e) => e.code);

export class Accounts {
  private ip = 0;

  constructor(private readonly shop: TestServer) {}

  /** A browser from an address of its own (the limits are per IP). */
  visitor(address?: string): RedeemVisitor {
    this.ip += 1;
    return new RedeemVisitor(this.shop, { 'x-store': '60', 'x-forwarded-for': address ?? `198.51.100.${this.ip % 250}` });
  }

  async register(browser: RedeemVisitor, email: string, overrides: Record<string, unknown> = {}): Promise<Status> {
    const input = { firstName: 'Lena', lastName: 'Lind', email, password: PASSWORD, passwordConfirmation: PASSWORD, subscribed: true, captchaToken: await browser.captcha(), ...overrides };
    return (await browser.call<{ registerUser: Status }>(REGISTER, { input })).registerUser;
  }

  async login(browser: RedeemVisitor, email: string, password = PASSWORD): Promise<Status> {
    return (await browser.call<{ userLogin: Status }>(LOGIN, { email, password, captchaToken: await browser.captcha() })).userLogin;
  }

  /** The account mails to an address, newest first, with their sealed link opened. */
  async mails(email: string) {
    const rows = await this.shop.handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'account')))
      .orderBy(desc(mailOutbox.createdAt));
    return rows.map((row) => {
      const payload = openPayload(row, this.shop.secrets.box) as { purpose: string; accountLink: string | null };
      return { purpose: payload.purpose, link: payload.accountLink, token: payload.accountLink?.split('#token=')[1] ?? null, stored: row.payload };
    });
  }

  /** A registered and confirmed address. */
  async confirmed(name: string): Promise<string> {
    const email = uniqueEmail(name);
    const registered = await this.register(this.visitor(), email);
    if (!registered.status) throw new Error(`register failed: ${JSON.stringify(registered.errors)}`);
    const [mail] = await this.mails(email);
    const confirmed = (await this.visitor().call<{ confirmUserEmail: Status }>(CONFIRM, { token: mail?.token })).confirmUserEmail;
    if (!confirmed.status) throw new Error(`confirm failed: ${JSON.stringify(confirmed.errors)}`);
    return email;
  }

  /** A browser logged in to a new confirmed account. */
  async loggedIn(name: string): Promise<{ browser: RedeemVisitor; email: string }> {
    const email = await this.confirmed(name);
    const browser = this.visitor();
    const status = await this.login(browser, email);
    if (!status.status) throw new Error(`login failed: ${JSON.stringify(status.errors)}`);
    return { browser, email };
  }
}
