import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadMessages, loadSharedMessages, type MessageCatalogs } from '@shop/shared';
import { UI_LANGUAGES } from '@shop/shared/languages';
import { placeholders } from '@shop/shared/testing/message-catalogues';
import { consentMessages } from '../consent/messages';
import { footerMessages } from '../layout/messages';
import { overrideMessages } from '../override-notice/messages';
import { countryModalMessages } from '../store-switcher/messages';
import { shellMessages } from '.';

/**
 * Every message the chrome uses, read from the shell's source (id → English, the code's defaultMessage).
 * The shared UI kit's own ids are checked in @shop/shared; the chrome gets that catalogue merged in by
 * IntlScope, as here.
 */
function messagesInSource(dir: string, found = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) messagesInSource(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/id[=:]\s?['"]((?:shell|shop|validation)\.[A-Za-z.]+)['"]/g)) if (!found.has(m[1] as string)) found.set(m[1] as string, '');
      for (const m of text.matchAll(/id:\s*'((?:shell|shop|validation)\.[^']+)'\s*,\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g)) found.set(m[1] as string, m[2] as string);
      for (const m of text.matchAll(/id="((?:shell|shop|validation)\.[^"]+)"\s+defaultMessage="([^"]*)"/g)) found.set(m[1] as string, m[2] as string);
    }
  }
  return found;
}

const used = messagesInSource(join(__dirname, '..'));

/** The chrome's catalogues: its own, the cookie banner's, the footer's, the override notice's and the country modal's. */
const CATALOGUES: Record<string, MessageCatalogs> = {
  messages: shellMessages,
  'consent/messages': consentMessages,
  'layout/messages': footerMessages,
  'override-notice/messages': overrideMessages,
  'store-switcher/messages': countryModalMessages,
};
const read = (dir: string, language: string): Record<string, string> => JSON.parse(readFileSync(join(__dirname, '..', dir, `${language}.json`), 'utf8'));

describe('chrome message catalogues', () => {
  it('finds the messages in the code, each with its English source', () => {
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter(([, english]) => english === '')).toEqual([]);
  });

  it.each(UI_LANGUAGES)('%s has every message the chrome uses, with the placeholders of the English source', async (language) => {
    const own = Object.assign({}, ...Object.keys(CATALOGUES).map((dir) => read(dir, language))) as Record<string, string>;
    const catalogue = { ...(await loadSharedMessages(language)), ...own };
    expect([...used.keys()].filter((id) => !(id in catalogue))).toEqual([]);
    expect([...used].filter(([id, english]) => placeholders(catalogue[id] as string).join() !== placeholders(english).join()).map(([id]) => id)).toEqual([]);
  });

  it.each(UI_LANGUAGES)('%s: every catalogue map loads the language’s own file', async (language) => {
    for (const [dir, catalogs] of Object.entries(CATALOGUES)) {
      const file = read(dir, language);
      const loaded = await loadMessages(catalogs, language);
      // The shared catalogue comes along; the chrome's own texts are the file's.
      expect([dir, Object.keys(file).filter((id) => loaded[id] !== file[id])]).toEqual([dir, []]);
    }
  });
});
