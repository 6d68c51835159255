/**
 * Accounts over real HTTP on PGlite (issue 16): register with a confirmed address, log in with a new
 * session id, one answer for a wrong address and a wrong password, login throttling that cannot lock
 * the owner out, forgot password answered alike for every address, new password by a single-use
 * link, change password, delete the account, and checkout's "create an account" that never says
 * whether an address has one.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { users } from '../../db/order-schema';
import { visitorSessions } from '../../db/ops-schema';
import { ErrorCode } from '../../errors';
import { Accounts, CONFIRM, PASSWORD, type Status, STATUS, codes, uniqueEmail } from '../../testing/accounts';
import { Checkout, ERRORS, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { answerRecorded } from '../../testing/hot-queries';
import type { RedeemVisitor } from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { pdfDrawnText } from '../../testing/pdf-text';
import { hashSessionToken } from '../cart/session';
import { type UserContext, processAccountRequests, userLogin } from './user-service';

const LOGOUT = `mutation { userLogout { ${STATUS} } }`;
const IDENTIFY = `mutation I($email: String!, $captchaToken: String!) { checkUserExist(email: $email, captchaToken: $captchaToken) { ${STATUS} } }`;
/** Spec §7's own form of identify: a query (ADR 0059). */
const IDENTIFY_QUERY = `query I($email: String!, $captchaToken: String!) { checkUserExist(email: $email, captchaToken: $captchaToken) { ${STATUS} } }`;
const FORGOT = `mutation F($email: String!, $captchaToken: String!) { forgotPassword(email: $email, captchaToken: $captchaToken) { ${STATUS} } }`;
const RESET = `mutation N($input: ResetPasswordInput!) { resetPassword(input: $input) { ${STATUS} } }`;
const CHANGE = `mutation P($input: ChangePasswordInput!) { changePassword(input: $input) { ${STATUS} } }`;
const DELETE = `mutation D($password: String!) { deleteAccount(password: $password) { ${STATUS} } }`;
const INFO = `query { getUserInfo { user { subscribed mainProfile { firstName lastName email invoiceEmail phoneNumber vatNumber address { postCode houseNumber suffix street city administrativeArea companyName } } } } }`;

type Info = {
  getUserInfo: {
    user: {
      subscribed: boolean;
      mainProfile: { firstName: string; lastName: string; email: string; invoiceEmail: string | null; phoneNumber: string | null; vatNumber: string | null; address: Record<string, string | null> | null };
    } | null;
  };
};

let shop: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
});

afterAll(async () => {
  await shop?.close();
});

const visitor = (address?: string) => accounts.visitor(address);
const register = (browser: RedeemVisitor, email: string, overrides: Record<string, unknown> = {}) => accounts.register(browser, email, overrides);
const login = (browser: RedeemVisitor, email: string, password = PASSWORD) => accounts.login(browser, email, password);
const accountMails = (email: string) => accounts.mails(email);
const confirmedAccount = (name: string) => accounts.confirmed(name);

describe('registering', () => {
  it('mails a confirmation link; the address logs in only once confirmed, and the link works once', async () => {
    const email = uniqueEmail('lena');
    const browser = visitor();
    expect(await register(browser, email)).toEqual({ status: true, errors: [] });
    const [mail] = await accountMails(email);
    expect(mail?.purpose).toBe('confirm-email');
    expect(mail?.link).toMatch(/^http:\/\/localhost(:\d+)?\/account\/login\/#token=[A-Za-z0-9_-]{43}$/);
    // The link is a secret: sealed in the outbox, never in the stored payload.
    expect(JSON.stringify(mail?.stored)).not.toContain(mail?.token);

    const early = await login(browser, email);
    expect(codes(early)).toEqual([ErrorCode.EMAIL_NOT_CONFIRMED]);
    expect((await browser.call<Info>(INFO)).getUserInfo.user).toBeNull();

    expect((await browser.call<{ confirmUserEmail: Status }>(CONFIRM, { token: mail?.token })).confirmUserEmail).toEqual({ status: true, errors: [] });
    const again = (await browser.call<{ confirmUserEmail: Status }>(CONFIRM, { token: mail?.token })).confirmUserEmail;
    expect(codes(again)).toEqual([ErrorCode.INVALID_ACCOUNT_TOKEN]);

    expect(await login(browser, email)).toEqual({ status: true, errors: [] });
    expect((await browser.call<Info>(INFO)).getUserInfo.user).toEqual({
      subscribed: true,
      mainProfile: { firstName: 'Lena', lastName: 'Lind', email, invoiceEmail: null, phoneNumber: null, vatNumber: null, address: null },
    });
    // Logged in, register and login answer "already logged in".
    expect(codes(await login(browser, email))).toEqual([ErrorCode.ALREADY_LOGGED_IN]);
    expect(codes(await register(browser, uniqueEmail('other')))).toEqual([ErrorCode.ALREADY_LOGGED_IN]);
  });

  it('answers a known address like a new one, tells only its owner, and changes nothing of the account', async () => {
    const email = await confirmedAccount('known');
    const answer = await register(visitor(), email.toUpperCase(), { password: 'the attacker chose this', passwordConfirmation: 'the attacker chose this' });
    expect(answer).toEqual({ status: true, errors: [] });
    const [mail] = await accountMails(email);
    expect(mail?.purpose).toBe('already-registered');
    expect(await login(visitor(), email)).toEqual({ status: true, errors: [] });
    expect(codes(await login(visitor(), email, 'the attacker chose this'))).toEqual([ErrorCode.WRONG_CREDENTIALS]);
  });

  it('checks the password rules the forms check, and refuses common passwords', async () => {
    const browser = visitor();
    expect(await register(browser, uniqueEmail('short'), { password: 'short', passwordConfirmation: 'short' })).toMatchObject({
      status: false,
      errors: [{ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'input.password' }],
    });
    expect(await register(browser, uniqueEmail('mismatch'), { passwordConfirmation: 'something else entirely' })).toMatchObject({
      errors: [{ message: 'The passwords do not match', referencedRequestParameter: 'input.passwordConfirmation' }],
    });
    expect(await register(browser, uniqueEmail('common'), { password: 'Password1', passwordConfirmation: 'Password1' })).toMatchObject({
      errors: [{ code: ErrorCode.COMMON_PASSWORD, referencedRequestParameter: 'input.password' }],
    });
    const long = 'ä'.repeat(128);
    expect(await register(browser, uniqueEmail('long'), { password: long, passwordConfirmation: long })).toEqual({ status: true, errors: [] });
    expect(codes(await register(browser, uniqueEmail('nocaptcha'), { captchaToken: 'forged' }))).toEqual([ErrorCode.CAPTCHA_FAILED]);
  });
});

describe('logging in and out', () => {
  it('answers a wrong password and an unknown address alike', async () => {
    const email = await confirmedAccount('alike');
    const wrong = await login(visitor(), email, 'not my password at all');
    const unknown = await login(visitor(), uniqueEmail('nobody'));
    expect(wrong).toEqual(unknown);
    expect(codes(wrong)).toEqual([ErrorCode.WRONG_CREDENTIALS]);
  });

  it('gives a new session id at login (the basket moves along) and kills it at logout', async () => {
    const email = await confirmedAccount('session');
    const browser = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const cartId = await checkout.fill(browser);
    const guestCookie = browser.cookie as string;
    expect(await login(browser, email)).toEqual({ status: true, errors: [] });
    const userCookie = browser.cookie as string;
    expect(userCookie).not.toBe(guestCookie);
    expect(await shop.handle.db.select().from(visitorSessions).where(eq(visitorSessions.tokenHash, hashSessionToken(guestCookie)))).toEqual([]);
    const [cart] = await shop.handle.db.select().from(orders).where(eq(orders.id, cartId));
    const [user] = await shop.handle.db.select().from(users).where(eq(users.email, email));
    expect(cart).toMatchObject({ sessionHash: hashSessionToken(userCookie), userId: user?.id });

    expect((await browser.call<{ userLogout: Status }>(LOGOUT)).userLogout.status).toBe(true);
    const stale = visitor();
    stale.cookie = userCookie;
    expect((await stale.call<Info>(INFO)).getUserInfo.user).toBeNull();
    // The account's basket stays with the account: the next login takes it up again.
    const next = visitor();
    expect(await login(next, email)).toEqual({ status: true, errors: [] });
    const [again] = await shop.handle.db.select().from(orders).where(eq(orders.id, cartId));
    expect(again?.sessionHash).toBe(hashSessionToken(next.cookie as string));
  });

  it('throttles 1,000 guesses from one address at one account, and the owner still logs in from elsewhere', async () => {
    const email = await confirmedAccount('target');
    const ctx = {
      db: shop.handle.db,
      scope: { storefront: await shop.server.directory.byKey('CBDE'), language: 'de', country: 'DE' },
      session: { userId: null, hash: null },
      now: new Date(),
      secrets: shop.secrets,
      captcha: { challenge: async () => '', verify: async () => 'verified' as const },
      clientIp: '203.0.113.66',
      urls: shop.server.paymentServices.urls,
      directory: shop.server.directory,
    } as unknown as UserContext;
    const answers = new Map<number, number>();
    for (let i = 0; i < 1_000; i += 1) {
      const answer = await userLogin(ctx, { email, password: `guess number ${i}`, captchaToken: 'solved' });
      const code = answer.errors[0]?.code ?? 0;
      answers.set(code, (answers.get(code) ?? 0) + 1);
    }
    expect(answers.get(ErrorCode.WRONG_CREDENTIALS)).toBe(10);
    expect(answers.get(ErrorCode.TOO_MANY_ATTEMPTS)).toBe(990);
    // Even the right password is refused from the guesser's address while the window lasts …
    expect(codes(await userLogin(ctx, { email, password: PASSWORD, captchaToken: 'solved' }))).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    // … but the owner, from anywhere else, is never locked out.
    expect(await login(visitor('192.0.2.10'), email)).toEqual({ status: true, errors: [] });
  }, 300_000);

  it('identify says whether an address has an account, behind a captcha and a limit per IP; spec §7’s query form no cheaper than the mutation', async () => {
    const email = await confirmedAccount('identify');
    const browser = visitor('192.0.2.77');
    const ask = async (document: string, address: string, captchaToken?: string) =>
      (await browser.call<{ checkUserExist: Status }>(document, { email: address, captchaToken: captchaToken ?? (await browser.captcha()) })).checkUserExist;
    const identify = (address: string, captchaToken?: string) => ask(IDENTIFY, address, captchaToken);
    expect(await identify(email)).toEqual({ status: true, errors: [] });
    expect(await identify(uniqueEmail('new'))).toEqual({ status: false, errors: [] });
    expect(codes(await identify(email, 'forged'))).toEqual([ErrorCode.CAPTCHA_FAILED]);

    // The query (ADR 0059): the same answers and the same captcha; a solution counts once, whichever form spends it.
    expect(await ask(IDENTIFY_QUERY, email)).toEqual({ status: true, errors: [] });
    expect(await ask(IDENTIFY_QUERY, uniqueEmail('new'))).toEqual({ status: false, errors: [] });
    expect(codes(await ask(IDENTIFY_QUERY, email, 'forged'))).toEqual([ErrorCode.CAPTCHA_FAILED]);
    const solved = await browser.captcha();
    expect(await identify(email, solved)).toEqual({ status: true, errors: [] });
    expect(codes(await ask(IDENTIFY_QUERY, email, solved))).toEqual([ErrorCode.CAPTCHA_FAILED]);
    // Query fields run side by side: one checkUserExist per request, however aliased (nothing runs).
    const twice = await shop.graphql(
      'query T($e: String!, $a: String!, $b: String!) { one: checkUserExist(email: $e, captchaToken: $a) { status } two: checkUserExist(email: $e, captchaToken: $b) { status } }',
      { variables: { e: email, a: await browser.captcha(), b: await browser.captcha() }, headers: { 'x-store': '60' } },
    );
    expect(twice.body.errors?.[0]?.message).toMatch(/Only one password, PIN, captcha or search field/);
    expect(twice.body.data).toBeUndefined();
    // Never over GET: the address and the solution would be in the URL (access logs, history, Referer).
    const url = `/graphql?query=${encodeURIComponent(IDENTIFY_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ email, captchaToken: await browser.captcha() }))}`;
    const overGet = await shop.request(url, { headers: { accept: 'application/json', 'x-store': '60' } });
    expect(overGet.json()).toMatchObject({ errors: [{ message: expect.stringMatching(/send it as a POST request/), extensions: { code: ErrorCode.INVALID_REQUEST } }] });

    // One limit per IP for both forms (30 an hour): 5 counted so far (a refused captcha or document
    // counts nothing), a sweep through both forms uses the rest.
    for (let i = 0; i < 25; i += 1) await ask(i % 2 ? IDENTIFY_QUERY : IDENTIFY, uniqueEmail(`sweep${i}`));
    expect(codes(await identify(email))).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect(codes(await ask(IDENTIFY_QUERY, email))).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
  }, 120_000);
});

describe('passwords', () => {
  it('forgot password answers alike for every address; the link sets a new password once and ends every session', async () => {
    const email = await confirmedAccount('forgot');
    const phone = visitor();
    expect(await login(phone, email)).toEqual({ status: true, errors: [] });

    const forgot = async (address: string) => {
      const browser = visitor();
      return (await browser.call<{ forgotPassword: Status }>(FORGOT, { email: address, captchaToken: await browser.captcha() })).forgotPassword;
    };
    const unknownAddress = uniqueEmail('unknown');
    expect(await forgot(email)).toEqual(await forgot(unknownAddress));
    // The same work too, so the time cannot tell either: the very same statements for both addresses
    // (the lookup happens later, in the job).
    const recorded = async (address: string) => {
      const { data, statements } = await answerRecorded<{ forgotPassword: Status }>(shop.server, FORGOT, { email: address, captchaToken: await visitor().captcha() });
      return { answer: data.forgotPassword, statements: statements.map((statement) => statement.sql) };
    };
    const known = await recorded(email);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(await recorded(uniqueEmail('unknown'))).toEqual(known);
    await processAccountRequests(shop.server.paymentServices);
    expect(await accountMails(unknownAddress)).toEqual([]);
    const [mail] = await accountMails(email);
    expect(mail?.purpose).toBe('password-reset');
    expect(mail?.link).toMatch(/\/account\/neues-passwort\/#token=/);

    const browser = visitor();
    const reset = async (token: string | null | undefined, password = 'a brand new passphrase') =>
      (await browser.call<{ resetPassword: Status }>(RESET, { input: { token, password, passwordConfirmation: password } })).resetPassword;
    expect(codes(await reset(mail?.token, 'password123'))).toEqual([ErrorCode.COMMON_PASSWORD]);
    expect(await reset(mail?.token)).toEqual({ status: true, errors: [] });
    expect(codes(await reset(mail?.token, 'yet another passphrase'))).toEqual([ErrorCode.INVALID_ACCOUNT_TOKEN]);
    expect((await phone.call<Info>(INFO)).getUserInfo.user).toBeNull();
    expect(codes(await login(visitor(), email))).toEqual([ErrorCode.WRONG_CREDENTIALS]);
    expect(await login(visitor(), email, 'a brand new passphrase')).toEqual({ status: true, errors: [] });
    expect((await accountMails(email))[0]?.purpose).toBe('password-changed');
  });

  it('change password asks for the current one, gives a new session id and ends the other devices when asked', async () => {
    const email = await confirmedAccount('change');
    const laptop = visitor();
    const phone = visitor();
    await login(laptop, email);
    await login(phone, email);
    const change = async (input: Record<string, unknown>) =>
      (await laptop.call<{ changePassword: Status }>(CHANGE, { input: { currentPassword: PASSWORD, password: 'my next passphrase', passwordConfirmation: 'my next passphrase', ...input } })).changePassword;
    expect(codes(await change({ currentPassword: 'wrong current one' }))).toEqual([ErrorCode.INCORRECT_CURRENT_PASSWORD]);
    expect(codes(await change({ password: 'iloveyou1', passwordConfirmation: 'iloveyou1' }))).toEqual([ErrorCode.COMMON_PASSWORD]);
    const before = laptop.cookie;
    expect(await change({ endOtherSessions: true })).toEqual({ status: true, errors: [] });
    expect(laptop.cookie).not.toBe(before);
    expect((await laptop.call<Info>(INFO)).getUserInfo.user?.mainProfile.email).toBe(email);
    expect((await phone.call<Info>(INFO)).getUserInfo.user).toBeNull();
    expect(codes(await visitor().call<{ changePassword: Status }>(CHANGE, { input: { currentPassword: 'x', password: 'whatever it is', passwordConfirmation: 'whatever it is' } }).then((r) => r.changePassword))).toEqual([
      ErrorCode.NOT_LOGGED_IN,
    ]);
  });

  it('delete account needs the password, ends every session and removes the account', async () => {
    const email = await confirmedAccount('delete');
    const browser = visitor();
    const other = visitor();
    await login(browser, email);
    await login(other, email);
    expect(codes((await browser.call<{ deleteAccount: Status }>(DELETE, { password: 'not it' })).deleteAccount)).toEqual([ErrorCode.INCORRECT_CURRENT_PASSWORD]);
    expect((await browser.call<{ deleteAccount: Status }>(DELETE, { password: PASSWORD })).deleteAccount).toEqual({ status: true, errors: [] });
    expect(await shop.handle.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect((await other.call<Info>(INFO)).getUserInfo.user).toBeNull();
    expect(codes(await login(visitor(), email))).toEqual([ErrorCode.WRONG_CREDENTIALS]);
  });
});

describe("checkout's create an account", () => {
  it('never says whether the address has an account: the owner gets a mail, the order is placed', async () => {
    const email = await confirmedAccount('checkout');
    const browser = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const cartId = await checkout.fill(browser);
    await checkout.place(browser, cartId, { email, emailConfirmation: email, createAccount: true, password: 'someone else typed this' });
    expect((await accountMails(email))[0]?.purpose).toBe('already-registered');
    const owner = visitor();
    expect(await login(owner, email)).toEqual({ status: true, errors: [] });
    // Nor does anyone's checkout write another's profile (spec §3 CustomerProfile: the owner's own checkouts).
    expect((await owner.call<Info>(INFO)).getUserInfo.user?.mainProfile.address).toBeNull();
  });

  it("leaves the details of its checkout on the new account's profile (spec §3 CustomerProfile address)", async () => {
    const email = uniqueEmail('profile');
    const browser = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    await checkout.place(browser, await checkout.fill(browser), { email, emailConfirmation: email, createAccount: true, password: PASSWORD, phone: { dialCode: '+49', number: '301234567' } });
    const [mail] = await accountMails(email);
    await visitor().call(CONFIRM, { token: mail?.token });
    const owner = visitor();
    expect(await login(owner, email)).toEqual({ status: true, errors: [] });
    expect((await owner.call<Info>(INFO)).getUserInfo.user?.mainProfile).toMatchObject({
      phoneNumber: '+49 301234567',
      invoiceEmail: null,
      vatNumber: null,
      address: { postCode: '10115', houseNumber: '12', suffix: null, street: 'Invalidenstraße', city: 'Berlin', administrativeArea: null, companyName: null },
    });
  });

  it('registers a new address unconfirmed; its order joins the account once the address is confirmed', async () => {
    const email = uniqueEmail('neworder');
    const browser = visitor();
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const cartId = await checkout.fill(browser);
    await checkout.place(browser, cartId, { email, emailConfirmation: email, createAccount: true, password: PASSWORD });
    const [mail] = await accountMails(email);
    expect(mail?.purpose).toBe('confirm-email');
    const [before] = await shop.handle.db.select().from(orders).where(eq(orders.id, cartId));
    expect(before?.userId).toBeNull();
    await visitor().call(CONFIRM, { token: mail?.token });
    const [user] = await shop.handle.db.select().from(users).where(eq(users.email, email));
    const [after] = await shop.handle.db.select().from(orders).where(eq(orders.id, cartId));
    expect(after?.userId).toBe(user?.id);
  });
});

describe("the account's orders and invoices", () => {
  const ORDERS = `query O($paging: PagingInput) { customerOrders(paging: $paging) { data { total items { id orderNumber status kind cardCount invoiceUrl eInvoiceUrl grandTotal { cents currency } } } ${ERRORS} } }`;
  type Orders = { customerOrders: { data: { total: number; items: { id: string; orderNumber: string; status: string; kind: string; cardCount: number; invoiceUrl: string | null; grandTotal: { cents: number } }[] } | null; errors: Status['errors'] } };

  it('lists the account orders, and the invoice of a paid one downloads for its owner only', async () => {
    const email = await confirmedAccount('orders');
    const browser = visitor();
    expect(await login(browser, email)).toEqual({ status: true, errors: [] });
    const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    const cartId = await checkout.fill(browser);
    const placed = await checkout.place(browser, cartId, { email, emailConfirmation: email });
    const payment = await checkout.pay(browser, cartId);
    await checkout.choose(payment.action?.url as string, 'authorised');
    await checkout.waitFor(browser, cartId, (order) => order.status === 'COMPLETED');

    const { customerOrders } = await browser.call<Orders>(ORDERS);
    expect(customerOrders.errors).toEqual([]);
    expect(customerOrders.data?.items).toEqual([
      expect.objectContaining({ id: cartId, orderNumber: placed.orderNumber, status: 'COMPLETED', kind: 'REGULAR', invoiceUrl: `/invoices/${cartId}.pdf`, eInvoiceUrl: null }),
    ]);

    const invoice = await shop.request(`/invoices/${cartId}.pdf`, { headers: { cookie: `shop_session=${browser.cookie}`, 'accept-encoding': 'identity' } });
    expect(invoice.status).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toMatch(/^attachment; filename="Rechnung-60-\d{4}-\d{6}\.pdf"$/);
    expect(invoice.headers['cache-control']).toBe('private, no-store');
    const text = pdfDrawnText(invoice.body as Buffer);
    expect(text).toMatch(/Rechnungsnummer: 60-\d{4}-\d{6}/);
    expect(text).toContain(`Bestellnummer: ${placed.orderNumber}`);
    expect(text).toContain('Mehrzweck-Gutscheine');
    expect(text).toMatch(/Enthaltene MwSt\. 19\s?%/);

    // Another visitor, a guest and a made-up id: not found alike; a guest has no order list.
    const stranger = visitor();
    await login(stranger, await confirmedAccount('stranger'));
    expect((await shop.request(`/invoices/${cartId}.pdf`, { headers: { cookie: `shop_session=${stranger.cookie}` } })).status).toBe(404);
    expect((await shop.request(`/invoices/${cartId}.pdf`)).status).toBe(404);
    expect((await shop.request('/invoices/not-a-uuid.pdf')).status).toBe(404);
    expect((await stranger.call<Orders>(ORDERS)).customerOrders.data?.items).toEqual([]);

    // Download my data: the account, its orders as placed, no secrets; nothing for a guest.
    const mine = await shop.request('/account/my-data.json', { headers: { cookie: `shop_session=${browser.cookie}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    const data = mine.json<{ account: { email: string; devicesLoggedIn: number }; orders: { orderNumber: string; customer: { email: string }; cards: { quantity: number }[] }[] }>();
    expect(data.account).toMatchObject({ email, devicesLoggedIn: 1 });
    expect(data.orders).toEqual([expect.objectContaining({ orderNumber: placed.orderNumber, customer: expect.objectContaining({ email }) })]);
    const cardsExported = data.orders[0]?.cards.reduce((sum, card) => sum + card.quantity, 0);
    expect(cardsExported).toBe(customerOrders.data?.items[0]?.cardCount);
    const [stored] = await shop.handle.db.select().from(users).where(eq(users.email, email));
    expect(mine.text).not.toContain(stored?.passwordHash);
    expect(mine.text).not.toMatch(/scrypt|"pin|token/i);
    expect((await shop.request('/account/my-data.json')).status).toBe(404);
    expect(codes({ status: false, errors: (await visitor().call<Orders>(ORDERS)).customerOrders.errors })).toEqual([ErrorCode.NOT_LOGGED_IN]);
  });
});
