import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { icuParserReady } from './icu-parser';

/** The class react-intl formats with (as icu-parser.ts finds it). */
const MessageFormat = createIntl({ locale: 'en' }).formatters.getMessageFormat([], 'en').constructor as {
  __parse?: (message: string, options?: object) => unknown;
};

describe('the ICU parser, loaded where messages arrive as text', () => {
  const original = MessageFormat.__parse;
  afterEach(() => {
    MessageFormat.__parse = original;
  });

  it('formats compiled catalogue messages without any parser', () => {
    MessageFormat.__parse = () => {
      throw new Error('no parser in this build');
    };
    const intl = createIntl({
      locale: 'de-DE',
      messages: { 'shop.count': parse('{count, plural, one {# Karte} other {# Karten}}') as never },
    });
    expect(intl.formatMessage({ id: 'shop.count' }, { count: 3 })).toBe('3 Karten');
  });

  it('an English page (no catalogue: the code’s texts) waits for the parser before it renders', async () => {
    // A page's fresh modules (the test setup has loaded the parser in the shared ones).
    let page: {
      loadMessages: typeof import('./intl-scope').loadMessages;
      icuParserReady: typeof icuParserReady;
      createIntl: typeof createIntl;
    } = undefined as never;
    jest.isolateModules(() => {
      page = { ...require('./intl-scope'), ...require('./icu-parser'), ...require('react-intl') };
    });
    const PageMessageFormat = page.createIntl({ locale: 'en' }).formatters.getMessageFormat([], 'en').constructor as typeof MessageFormat;
    // What the browser build gives react-intl: a parser that only throws.
    PageMessageFormat.__parse = () => {
      throw new Error('no parser in this build');
    };
    const pending = page.loadMessages({ de: { 'shop.x': 'x' }, en: {} }, 'en');
    expect((pending as { status?: string }).status).toBeUndefined(); // not at hand: the scope suspends
    await pending;
    expect(page.icuParserReady()).toBe(true);
    const intl = page.createIntl({ locale: 'en' });
    expect(intl.formatMessage({ id: 'shop.count', defaultMessage: '{count} cards' }, { count: 2 })).toBe('2 cards');
  });

  it('loads no locale data when its module is evaluated (a German page never asks it)', () => {
    const numberData = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      jest.isolateModules(() => {
        require('./icu-parser');
      });
      expect(numberData).not.toHaveBeenCalled();
    } finally {
      numberData.mockRestore();
    }
  });
});
