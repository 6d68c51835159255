import { checkMessageCatalogues } from '@shop/shared/testing/message-catalogues';

/**
 * Every message of the content team's pages exists in German and Dutch with the English source's
 * placeholders, and no catalogue entry is left that no code uses (English is the code's defaultMessage).
 */
const LANGUAGES = ['de', 'nl'] as const;
const { used, problems } = checkMessageCatalogues(__dirname, 'content.', LANGUAGES);

describe('the content messages', () => {
  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('%s has every message with its placeholders, and none unused', (language) => {
    expect(problems[language]).toEqual({ missing: [], unused: [], placeholders: [] });
  });
});
