import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { placeholders } from '../testing/message-catalogues';
import { loadSharedMessages, SHARED_CATALOGS, VALIDATION_CATALOGS } from './intl-scope';
import { UI_LANGUAGES } from './ui-languages';

/** Every message the shared UI kit and validation use, read from shared's source: id → English (defaultMessage). */
function messagesInSource(dir: string, found = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) messagesInSource(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/id[=:]\s?['"]((?:shop|validation)\.[A-Za-z.]+)['"]/g)) if (!found.has(m[1] as string)) found.set(m[1] as string, '');
      for (const m of text.matchAll(/id:\s*'((?:shop|validation)\.[^']+)'\s*,\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g)) found.set(m[1] as string, m[2] as string);
      for (const m of text.matchAll(/id="((?:shop|validation)\.[^"]+)"\s+defaultMessage="([^"]*)"/g)) found.set(m[1] as string, m[2] as string);
    }
  }
  return found;
}

const used = messagesInSource(join(__dirname, '..'));

describe('shared message catalogues (every team gets them through IntlScope)', () => {
  it('has a catalogue for every UI language, the validation messages too', () => {
    expect(UI_LANGUAGES.filter((language) => typeof SHARED_CATALOGS[language] !== 'function')).toEqual([]);
    expect(UI_LANGUAGES.filter((language) => typeof VALIDATION_CATALOGS[language] !== 'function')).toEqual([]);
  });

  it.each(UI_LANGUAGES)('%s has every message the shared code uses, with the placeholders of the English source', async (language) => {
    const catalogue = await loadSharedMessages(language);
    expect(used.size).toBeGreaterThan(20);
    expect([...used.keys()].filter((id) => !(id in catalogue))).toEqual([]);
    // Ids whose English is not a literal in the code (built from a table) are checked against the German catalogue's.
    const german = await loadSharedMessages('de');
    const source = (id: string, english: string) => (english === '' ? (german[id] as string) : english);
    expect([...used].filter(([id, english]) => placeholders(catalogue[id] as string).join() !== placeholders(source(id, english)).join()).map(([id]) => id)).toEqual([]);
  });
});
