import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { UI_LANGUAGES } from '@shop/shared/languages';
import { placeholders } from '@shop/shared/testing/message-catalogues';
import { FEATURE_CHUNK_LANGUAGES, oneChunkCatalogues } from './common/catalogs';
import { categoryMessages } from './categories/messages';
import { homeMessages } from './home/messages';
import { locationMessages } from './locations/messages';
import { occasionMessages } from './occasions/messages';
import { productListMessages } from './product-list/messages';
import { productPageMessages } from './product-page/messages';
import { searchMessages } from './search/messages';

/**
 * Every message a page can show exists in every language of UI_LANGUAGES: the ids reachable from each
 * feature's entry pages (following relative imports) must be in that feature's catalogue or the
 * common one (the search fragment carries all of its own). English is the code's defaultMessage.
 */
const SRC = __dirname;
const FEATURES: Record<string, { entries: string[]; withCommon: boolean }> = {
  home: { entries: ['home/HomePage.tsx'], withCommon: true },
  'product-list': { entries: ['product-list/ProductListPage.tsx'], withCommon: true },
  'product-page': { entries: ['product-page/ProductPage.tsx', 'product-page/all-in-one/AllInOneCardPage.tsx'], withCommon: true },
  categories: { entries: ['categories/CategoryPage.tsx', 'categories/CategoriesPage.tsx'], withCommon: true },
  occasions: { entries: ['occasions/OccasionsPage.tsx', 'occasions/OccasionPage.tsx'], withCommon: true },
  locations: { entries: ['locations/LocationsPage.tsx', 'locations/LocationPage.tsx'], withCommon: true },
  search: { entries: ['search/SearchOverlay.tsx'], withCommon: false },
};
const LANGUAGES = UI_LANGUAGES;
/** Ids the shared runtime translates itself (error catalogue, UI kit). */
const SHARED_PREFIXES = ['error.', 'shop.'];

function idsIn(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const ids = new Map<string, string>();
  for (const m of text.matchAll(/id:\s*'([^']+)'\s*,\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g)) ids.set(m[1] as string, m[2] as string);
  for (const m of text.matchAll(/id="([^"]+)"\s+defaultMessage="([^"]*)"/g)) ids.set(m[1] as string, m[2] as string);
  return ids;
}

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null;
}

function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const stack = entries.map((e) => join(SRC, e));
  while (stack.length) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/from\s+'(\.[^']+)'|import\(\s*(?:\/\*.*?\*\/\s*)?'(\.[^']+)'\)/g)) {
      const target = resolveImport(file, (m[1] ?? m[2]) as string);
      if (target && !target.endsWith('.test.tsx')) stack.push(target);
    }
  }
  return [...seen];
}

const catalogue = (feature: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(SRC, feature, 'messages', `${language}.json`), 'utf8'));

describe('message catalogues', () => {
  for (const [feature, { entries, withCommon }] of Object.entries(FEATURES)) {
    const used = new Map<string, string>();
    for (const file of reachable(entries)) for (const [id, text] of idsIn(file)) used.set(id, text);
    for (const language of LANGUAGES) {
      it(`${feature}: every message in ${language}, with the same placeholders as the English source`, () => {
        const available = { ...(withCommon ? catalogue('common', language) : {}), ...catalogue(feature, language) };
        const missing = [...used.keys()].filter((id) => !SHARED_PREFIXES.some((p) => id.startsWith(p)) && !(id in available));
        expect(missing).toEqual([]);
        for (const [id, english] of used) {
          if (id in available) expect([id, placeholders(available[id] as string)]).toEqual([id, placeholders(english)]);
        }
      });
    }
  }

  it('has no catalogue entries that no code uses', () => {
    const all = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.')) for (const id of idsIn(path).keys()) all.add(id);
      }
    };
    walk(SRC);
    for (const feature of ['common', ...Object.keys(FEATURES)]) {
      for (const language of LANGUAGES) {
        expect([feature, language, Object.keys(catalogue(feature, language)).filter((id) => !all.has(id))]).toEqual([feature, language, []]);
      }
    }
  });

  it('every page loads a catalogue for every language', () => {
    const maps = { categoryMessages, homeMessages, locationMessages, occasionMessages, productListMessages, productPageMessages, searchMessages };
    for (const [name, catalogs] of Object.entries(maps)) expect([name, LANGUAGES.filter((language) => !catalogs[language])]).toEqual([name, []]);
  });

  it.each(LANGUAGES.filter((language) => !(FEATURE_CHUNK_LANGUAGES as readonly string[]).includes(language)))(
    '%s: the one chunk holds every feature’s texts and the common ones, as their files have them',
    async (language) => {
      const loader = oneChunkCatalogues[language as keyof typeof oneChunkCatalogues];
      const { default: chunk } = (await loader()) as { default: Record<string, string> };
      const files = Object.assign({}, ...['common', ...Object.keys(FEATURES)].map((feature) => catalogue(feature, language))) as Record<string, string>;
      expect(chunk).toEqual(files);
      // An id that several features share has one text in the language (the chunk can hold only one).
      for (const feature of ['common', ...Object.keys(FEATURES)]) {
        const own = catalogue(feature, language);
        expect([feature, Object.keys(own).filter((id) => own[id] !== chunk[id])]).toEqual([feature, []]);
      }
    },
  );
});
