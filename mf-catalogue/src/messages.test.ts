import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Every message a page can show exists in German, Dutch and French: the ids reachable from each
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
const LANGUAGES = ['de', 'nl', 'fr'];
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

/** The ICU arguments of a message ({name}, {count, plural, …}), not the text of plural branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{(\w+)(?=\s*[,}])/g)) {
    if (!/(=\d+|zero|one|two|few|many|other)\s*$/.test(message.slice(0, m.index))) names.add(m[1] as string);
  }
  return [...names].sort();
}

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
});
