import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSharedMessages } from './intl-scope';

/** Every message id the shared UI kit and validation use, read from shared's source. */
function idsInSource(dir: string, found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) idsInSource(path, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      for (const m of readFileSync(path, 'utf8').matchAll(/id[=:]\s?['"]((?:shop|validation)\.[A-Za-z.]+)['"]/g)) found.add(m[1] as string);
    }
  }
  return found;
}

const ids = [...idsInSource(join(__dirname, '..'))];

describe('shared message catalogues (every team gets them through IntlScope)', () => {
  it.each(['de', 'nl', 'fr'])('%s has every message the shared code uses', async (language) => {
    const catalogue = await loadSharedMessages(language);
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
  });
});
