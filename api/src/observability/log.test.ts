/**
 * The structured log's lines (issue 38, ADR 0061): their shape, the request context on every line
 * written inside a request, LOG_LEVEL, and the redaction rules of issue 11 applied to every line: no
 * card number, PIN, password, token, e-mail, postal address or webhook URL reaches one, whether it is
 * in the message, in a field (at any depth) or in an error.
 */
import { type CapturedLogs, captureLogs } from '../testing/log-capture';
import { REDACTED, bindRequestContext, log, logLevelProblem, noteRequest, runWithRequestContext } from './log';

let logs: CapturedLogs;
beforeEach(() => {
  logs = captureLogs('info');
});
afterEach(() => logs.restore());

const CARD = '6037 0601 2345 6789 012';
const CARD_PLAIN = '6037060123456789012';
const PIN = '482913';
const EMAIL = 'anna.private@example.com';
const PASSWORD = 'Correct-Horse-Battery-9';
const TOKEN = 'tok_9f8e7d6c5b4a39281706';
const WEBHOOK = 'https://hooks.example.com/services/T000/B000/XXXXsecretXXXX';
const STREET = 'Geheimstraße 12';

/** Nothing secret anywhere in what was written. */
function expectNoSecrets(): void {
  const text = logs.text();
  for (const secret of [CARD, CARD_PLAIN, PIN, EMAIL, PASSWORD, TOKEN, WEBHOOK, 'XXXXsecretXXXX', STREET]) expect(text).not.toContain(secret);
}

describe('log lines', () => {
  it('are one JSON object per line with level, time and msg', () => {
    log.info({ orders: 3 }, 'hello');
    log.error('bad');
    expect(logs.text().split('\n').filter(Boolean)).toHaveLength(2);
    const [info, error] = logs.lines;
    expect(info).toEqual({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), msg: 'hello', orders: 3 });
    expect(error).toMatchObject({ level: 'error', msg: 'bad' });
    // Outside a request there is no request context.
    expect(info?.requestId).toBeUndefined();
  });

  it('carry the request context inside a request, also in callbacks bound to it', async () => {
    let later: () => void = () => undefined;
    await runWithRequestContext({ requestId: 'req-1' }, async () => {
      noteRequest({ storefront: 'CBDE', route: '/graphql' });
      await Promise.resolve();
      noteRequest({ operation: 'Cart' });
      log.warn('inside');
      later = bindRequestContext(() => log.warn('bound'));
    });
    later();
    log.warn('outside');
    expect(logs.lines.map((line) => [line.msg, line.requestId, line.storefront, line.operation, line.route])).toEqual([
      ['inside', 'req-1', 'CBDE', 'Cart', '/graphql'],
      ['bound', 'req-1', 'CBDE', 'Cart', '/graphql'],
      ['outside', undefined, undefined, undefined, undefined],
    ]);
  });

  it('hold no card number, PIN, e-mail, password, token, address or webhook URL in the message', () => {
    log.error(`card ${CARD} pin ${PIN} for ${EMAIL}`);
    log.error(`card ${CARD_PLAIN}`);
    log.warn(`the operator API was called with Authorization: Bearer ${TOKEN}`);
    log.warn(`redeem link https://shop.example/guthaben/?token=${TOKEN}#${PIN}`);
    log.warn(`reset mail to /konto/passwort/?token=${TOKEN}&email=${EMAIL}`);
    log.error(`Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: ${EMAIL},${PASSWORD}`);
    log.error(`Failing row contains (${CARD_PLAIN}, ${PIN}, ${STREET}).`);
    expectNoSecrets();
    expect(logs.messages()).toEqual([
      'card <card number> pin <6 digits> for <e-mail>',
      'card <card number>',
      'the operator API was called with Authorization: Bearer [redacted]',
      'redeem link https://shop.example/guthaben/?…',
      'reset mail to /konto/passwort/?…',
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: [redacted]',
      'Failing row contains (…).',
    ]);
  });

  it('hold none in fields, at any depth, whatever the field is called', () => {
    log.info(
      {
        password: PASSWORD,
        pin: PIN,
        cardNumber: CARD,
        email: EMAIL,
        token: TOKEN,
        webhookUrl: WEBHOOK,
        address: { street: STREET, city: 'Berlin' },
        order: { customer_email: EMAIL, receiver: { Address: STREET, phone: '+49 30 1234567' }, redeemToken: TOKEN },
        headers: { authorization: `Bearer ${TOKEN}`, cookie: `shop_session=${TOKEN}` },
        // A field named for something harmless still has its text redacted.
        note: `reach ${EMAIL} about ${CARD_PLAIN} (PIN ${PIN})`,
        lines: [{ text: `card ${CARD}` }],
      },
      'fields',
    );
    expectNoSecrets();
    const [line] = logs.lines;
    expect(line).toMatchObject({
      password: REDACTED,
      pin: REDACTED,
      cardNumber: REDACTED,
      email: REDACTED,
      token: REDACTED,
      webhookUrl: REDACTED,
      address: REDACTED,
      order: { customer_email: REDACTED, receiver: { Address: REDACTED, phone: REDACTED }, redeemToken: REDACTED },
      headers: { authorization: REDACTED, cookie: REDACTED },
      note: 'reach <e-mail> about <card number> (PIN <6 digits>)',
      lines: [{ text: 'card <card number>' }],
    });
  });

  it('hold none in errors: message, stack and cause are redacted text', () => {
    const cause = new Error(`Key (email)=(${EMAIL}) already exists.`);
    const error = new Error(`Failed query: select … \nparams: ${CARD_PLAIN},${PIN}`, { cause });
    log.error({ err: error }, 'saving failed');
    log.error(error);
    expectNoSecrets();
    expect(logs.lines[0]?.err).toEqual(expect.stringContaining('params: [redacted]'));
    expect(logs.lines[0]?.err).toEqual(expect.stringContaining('cause: Error: Key (email)=(…) already exists.'));
    expect(logs.lines[1]?.err).toEqual(expect.stringContaining('Failed query: select'));
    expect(logs.lines[1]?.msg).toBe('Failed query: select … \nparams: [redacted]');
  });
});

describe('LOG_LEVEL', () => {
  it('accepts pino levels and silent, and names the problem of anything else', () => {
    for (const level of [undefined, '', 'info', 'DEBUG', 'silent', 'fatal']) expect(logLevelProblem(level)).toBeNull();
    expect(logLevelProblem('verbose')).toBe('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")');
  });

  it('drops lines below the level', () => {
    logs.restore();
    logs = captureLogs('warn');
    log.info('not written');
    log.debug('not written');
    log.warn('written');
    expect(logs.messages()).toEqual(['written']);
  });
});
