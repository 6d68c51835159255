import { UI_LANGUAGES } from '@shop/shared/languages';
import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';
import { accountMessages } from './messages';

/** Every message of the account screens in every language of UI_LANGUAGES, with the English source's placeholders; none unused. */
describe('account message catalogues', () => {
  const { used, problems } = checkMessageCatalogues(__dirname, 'account.', UI_LANGUAGES);

  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(60);
    expect(used.get('account.login.title')).toBe('Log in');
  });

  it.each(UI_LANGUAGES)('%s has them all, with their placeholders, and nothing unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });

  it('the screens load a catalogue for every language', () => {
    expect(UI_LANGUAGES.filter((language) => !accountMessages[language])).toEqual([]);
  });
});
