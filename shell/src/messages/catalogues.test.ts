import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';
import { loadSharedMessages } from '@shop/shared';
import consentDe from '../consent/messages/de.json';
import consentFr from '../consent/messages/fr.json';
import consentNl from '../consent/messages/nl.json';
import countryDe from '../store-switcher/messages/de.json';
import countryFr from '../store-switcher/messages/fr.json';
import countryNl from '../store-switcher/messages/nl.json';
import footerDe from '../layout/messages/de.json';
import footerFr from '../layout/messages/fr.json';
import footerNl from '../layout/messages/nl.json';
import overrideDe from '../override-notice/messages/de.json';
import overrideFr from '../override-notice/messages/fr.json';
import overrideNl from '../override-notice/messages/nl.json';

/**
 * Every message id the chrome uses, read from the shell's source. The shared UI kit's own ids are
 * checked in @shop/shared; the chrome gets that catalogue merged in by IntlScope, as here.
 */
function idsInSource(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) idsInSource(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/id[=:]\s?['"]((?:shell|shop|validation)\.[A-Za-z.]+)['"]/g)) found.add(m[1] as string);
    }
  }
  return found;
}

const ids = [...idsInSource(join(__dirname, '..'))];

describe('chrome message catalogues', () => {
  it.each([
    // The cookie banner's, the country modal's and the footer's texts are catalogues of their own (loaded with them).
    ['de', { ...de, ...consentDe, ...countryDe, ...footerDe, ...overrideDe }],
    ['nl', { ...nl, ...consentNl, ...countryNl, ...footerNl, ...overrideNl }],
    ['fr', { ...fr, ...consentFr, ...countryFr, ...footerFr, ...overrideFr }],
  ] as const)('%s has every message the chrome uses', async (language, own) => {
    const catalogue = { ...(await loadSharedMessages(language)), ...own };
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
  });
});
