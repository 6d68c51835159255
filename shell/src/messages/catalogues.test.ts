import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import de from './de.json';
import fr from './fr.json';
import nl from './nl.json';
import sharedDe from '../../../shared/src/i18n/messages/de.json';
import sharedFr from '../../../shared/src/i18n/messages/fr.json';
import sharedNl from '../../../shared/src/i18n/messages/nl.json';

/** Every message id the chrome uses, read from the source (shell and the shared UI it renders). */
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

const ids = [...idsInSource(join(__dirname, '..')), ...idsInSource(join(__dirname, '../../../shared/src'))];

describe('chrome message catalogues', () => {
  it.each([
    ['de', { ...sharedDe, ...de }],
    ['nl', { ...sharedNl, ...nl }],
    ['fr', { ...sharedFr, ...fr }],
  ] as const)('%s has every message the chrome uses', (_language, catalogue) => {
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in catalogue))).toEqual([]);
  });
});
