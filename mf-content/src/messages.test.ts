import { UI_LANGUAGES } from '@shop/shared/languages';
import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';
import { contentFormMessages, contentMessages } from './messages';

/**
 * Every message of the content team's pages exists in every language of UI_LANGUAGES with the English
 * source's placeholders, and no catalogue entry is left that no code uses (English is the code's
 * defaultMessage).
 */
const LANGUAGES = UI_LANGUAGES;
const { used, problems } = checkMessageCatalogues(__dirname, 'content.', LANGUAGES);

describe('the content messages', () => {
  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('%s has every message with its placeholders, and none unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });

  it('the pages load a catalogue for every language', () => {
    expect(LANGUAGES.filter((language) => !contentMessages[language] || !contentFormMessages[language])).toEqual([]);
  });
});
