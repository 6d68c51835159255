import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { icuParserReady, loadIcuParser } from './icu-parser';
import { loadMessages } from './intl-scope';

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
    // What the browser build gives react-intl: a parser that only throws.
    MessageFormat.__parse = () => {
      throw new Error('no parser in this build');
    };
    const pending = loadMessages({ de: { 'shop.x': 'x' }, en: {} }, 'en');
    expect((pending as { status?: string }).status).toBeUndefined(); // not at hand: the scope suspends
    await pending;
    expect(icuParserReady()).toBe(true);
    const intl = createIntl({ locale: 'en' });
    expect(intl.formatMessage({ id: 'shop.count', defaultMessage: '{count} cards' }, { count: 2 })).toBe('2 cards');
    await loadIcuParser(); // once loaded, it stays
  });
});
