import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';

/** Every message of the redeem screens in German, Dutch and French, with the English source's placeholders; none unused. */
describe('redeem message catalogues', () => {
  const { used, problems } = checkMessageCatalogues(__dirname, 'redeem.', ['de', 'nl', 'fr'], ['activation', 'common/doubler']);

  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('redeem.balance.title')).toBe('Check balance & redeem');
  });

  it.each(['de', 'nl', 'fr'])('%s has them all, with their placeholders, and nothing unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });
});

/** The activation's and the doubler's texts ship only with their pages: none in the catalogue every redeem page loads. */
describe('feature catalogues', () => {
  const FEATURES = {
    activation: /^redeem\.(activation|activationSuccess|cardData)\.|^redeem\.error\.205[23]$/,
    'common/doubler': /^redeem\.(doubler|doublerOffer|doublerThanks)\.|^redeem\.error\.207[23]$/,
  };
  const read = (dir: string, language: string) => Object.keys(JSON.parse(readFileSync(join(__dirname, dir, 'messages', `${language}.json`), 'utf8')));

  it.each(['de', 'nl', 'fr'])('%s: each feature’s texts in its own catalogue', (language) => {
    const base = read('.', language);
    for (const [feature, ids] of Object.entries(FEATURES)) {
      expect(base.filter((id) => ids.test(id))).toEqual([]);
      expect(read(feature, language).filter((id) => !ids.test(id))).toEqual([]);
    }
  });
});
