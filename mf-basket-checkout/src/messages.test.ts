import { loadSharedMessages } from '@shop/shared';
import { UI_LANGUAGES } from '@shop/shared/languages';
import { checkMessageCatalogues, placeholders } from '@shop/shared/testing/message-catalogues';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES } from '@shop/shared/validation';
import { checkoutMessages } from './messages';

/**
 * Every message the remote shows exists in every language of UI_LANGUAGES with the English source's placeholders
 * (English is the code's defaultMessage), no catalogue entry is unused, and the shared validation
 * messages the basket and checkout forms show are translated in the shared catalogues.
 */
const LANGUAGES = UI_LANGUAGES;
const { used, problems } = checkMessageCatalogues(__dirname, 'checkout.', LANGUAGES);

describe('message catalogues', () => {
  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used.get('checkout.basket.totals.checkout')).toBe('Continue to checkout');
    expect(used.get('checkout.payment.pay')).toBe('Pay {total} now');
    expect(used.get('checkout.confirmation.title')).toBe('Thank you for your order!');
  });

  it.each(LANGUAGES)('every message in %s, with the placeholders of the English source, and none unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });

  it('the screens load a catalogue for every language', () => {
    expect(LANGUAGES.filter((language) => !checkoutMessages[language])).toEqual([]);
  });

  const sharedMessages = [...Object.values(ADDRESS_MESSAGES), ...Object.values(CHECKOUT_MESSAGES)];
  it.each(LANGUAGES)('the shared address and checkout validation messages in %s', async (language) => {
    const shared = await loadSharedMessages(language);
    for (const message of sharedMessages) {
      expect([message.id, message.id in shared]).toEqual([message.id, true]);
      expect([message.id, placeholders(shared[message.id] ?? '')]).toEqual([message.id, placeholders(message.defaultMessage)]);
    }
  });
});
