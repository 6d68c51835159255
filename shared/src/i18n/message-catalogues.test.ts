import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/**
 * Every message catalogue of the workspace is one the build compiles (issue 35: @shop/shared's
 * validation catalogues were not, so every form error with a placeholder showed "{min}" raw and
 * logged FORMAT_ERROR on each keystroke in the production build, which has no ICU parser).
 */
const { MESSAGE_CATALOGUE } = createRequire(__filename)('../../build/message-catalogues.cjs') as { MESSAGE_CATALOGUE: RegExp };
const root = join(__dirname, '..', '..', '..');

function catalogues(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogues(path);
    return entry.name.endsWith('.json') && /[\\/]messages$/.test(dir) ? [path] : [];
  });
}

describe('message catalogues', () => {
  const packages = ['shared', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mf-'))];
  const files = packages.flatMap((name) => catalogues(join(root, name, 'src')));

  it('are all compiled by the build', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => !MESSAGE_CATALOGUE.test(file)).map((file) => relative(root, file))).toEqual([]);
    expect(files.map((file) => relative(root, file))).toContain(join('shared', 'src', 'i18n', 'messages', 'validation-de.json'));
  });

  it('are text messages', () => {
    for (const file of files) {
      for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)) {
        expect({ file: relative(root, file), id, type: typeof message }).toEqual({ file: relative(root, file), id, type: 'string' });
      }
    }
  });
});
