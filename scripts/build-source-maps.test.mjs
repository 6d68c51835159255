import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSourceMapLookup } from './build-source-maps.mjs';

// One generated line `a();b();`: column 0 maps to src/a.ts:3 (`first`), column 4 to src/b.ts:7.
const map = (prefix) => JSON.stringify({ version: 3, file: 'x.js', sources: [`webpack://${prefix}/./src/a.ts`, `webpack://${prefix}/./src/b.ts`], names: ['first'], mappings: 'AAEAA,ICIA' });

let root;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'source-maps-'));
  for (const [pkg, name, file] of [['shell', 'shell', 'main.js.map'], ['mf-catalogue', 'catalogue', 'page.1.js.map']]) {
    mkdirSync(join(root, pkg, 'dist'), { recursive: true });
    writeFileSync(join(root, pkg, 'dist', file), map(name));
    writeFileSync(join(root, pkg, 'dist', 'mf-manifest.json'), JSON.stringify({ name }));
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('a remote\'s file is found in the package of that federation name, the shell\'s by its name; none: null', () => {
  const lookup = createSourceMapLookup(root);
  expect(lookup('http://localhost:3400/remotes/catalogue/0.1.0%2Babc/page.1.js', 1, 0)).toMatchObject({ source: 'webpack://catalogue/src/a.ts', line: 3, name: 'first' });
  expect(lookup('http://localhost:3400/main.js', 1, 4)).toMatchObject({ source: 'webpack://shell/src/b.ts', line: 7 });
  expect(lookup('http://localhost:3400/remotes/account/0.1.0/page.1.js', 1, 0)?.source).toBe('webpack://catalogue/src/a.ts');
  expect(lookup('http://localhost:3400/unknown.js', 1, 0)).toBeNull();
});
