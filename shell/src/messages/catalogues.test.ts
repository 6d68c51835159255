import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';
import { loadSharedMessages } from '@shop/shared';

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
    ['de', de],
    ['nl', nl],
    ['fr', fr],
  ] as const)('%s has every message the chrome uses', async (language, own) => {
    const catalogue = { ...(await loadSharedMessages(language)), ...own };
    expect(ids.length).toBeGreaterThan(40);
    expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
  });
});
