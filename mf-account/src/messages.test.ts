import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';

/** Every message of the account screens in German, Dutch and French, with the English source's placeholders; none unused. */
describe('account message catalogues', () => {
  const { used, problems } = checkMessageCatalogues(__dirname, 'account.', ['de', 'nl', 'fr']);

  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('account.login.title')).toBe('Log in');
  });

  it.each(['de', 'nl', 'fr'])('%s has them all, with their placeholders, and nothing unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });
});
