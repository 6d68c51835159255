import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LANGUAGES } from '@shop/shared/languages';
import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';
import { activationMessages } from './activation/messages';
import { doublerMessages } from './common/doubler/messages';
import { redeemMessages } from './messages';

/** Every message of the redeem screens in every language of UI_LANGUAGES, with the English source's placeholders; none unused. */
describe('redeem message catalogues', () => {
  const { used, problems } = checkMessageCatalogues(__dirname, 'redeem.', UI_LANGUAGES, ['activation', 'common/doubler']);

  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('redeem.balance.title')).toBe('Check balance & redeem');
  });

  it.each(UI_LANGUAGES)('%s has them all, with their placeholders, and nothing unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });

  it('the screens load a catalogue for every language, the activation’s and the doubler’s too', () => {
    for (const catalogs of [redeemMessages, activationMessages, doublerMessages]) expect(UI_LANGUAGES.filter((language) => !catalogs[language])).toEqual([]);
  });
});

/**
 * The activation's and the doubler's texts are catalogues of their own: in German and Dutch they ship only
 * with their pages, none in the catalogue every redeem page loads (the later languages load them in the
 * team's chunk of the language, messages/index.ts).
 */
describe('feature catalogues', () => {
  const FEATURES = {
    activation: /^redeem\.(activation|activationSuccess|cardData)\.|^redeem\.error\.205[23]$/,
    'common/doubler': /^redeem\.(doubler|doublerOffer|doublerThanks)\.|^redeem\.error\.207[23]$/,
  };
  const read = (dir: string, language: string) => Object.keys(JSON.parse(readFileSync(join(__dirname, dir, 'messages', `${language}.json`), 'utf8')));

  it.each(UI_LANGUAGES)('%s: each feature’s texts in its own catalogue', (language) => {
    const base = read('.', language);
    for (const [feature, ids] of Object.entries(FEATURES)) {
      expect(base.filter((id) => ids.test(id))).toEqual([]);
      expect(read(feature, language).filter((id) => !ids.test(id))).toEqual([]);
    }
  });
});
