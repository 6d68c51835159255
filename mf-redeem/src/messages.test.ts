import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';

/** Every message of the redeem screens in German, Dutch and French, with the English source's placeholders; none unused. */
describe('redeem message catalogues', () => {
  const { used, problems } = checkMessageCatalogues(__dirname, 'redeem.', ['de', 'nl', 'fr']);

  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('redeem.balance.title')).toBe('Check balance & redeem');
  });

  it.each(['de', 'nl', 'fr'])('%s has them all, with their placeholders, and nothing unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });
});
