import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Checks a remote's message catalogues against its code (for each team's messages test): every
 * message the code uses (`id: 'team.…', defaultMessage: '…'` or `id="team.…" defaultMessage="…"`)
 * exists in each language with the English source's placeholders, and no catalogue entry is unused.
 */
export interface CatalogueCheck {
  /** The messages found in the code, id → English source. */
  used: Map<string, string>;
  /** Per language: ids missing, ids unused, ids whose placeholders differ from the source. */
  problems: Record<string, { missing: string[]; unused: string[]; placeholders: string[] }>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__generated__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/**
 * The ICU arguments of a message ({name}, {count, plural, …}, in plural and select branches too) and
 * its rich-text tags (<link>…</link>), read with the ICU parser: not the words of a branch ("yes
 * {Hola, {name}}" has only `hasName` and `name`). A message that does not parse answers its error, so a
 * broken translation fails its check.
 */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  try {
    walk(parse(message));
  } catch (error) {
    return [`(does not parse: ${(error as Error).message})`];
  }
  return [...names].sort();
}

/**
 * `featureDirs`: folders (relative to srcDir) with a feature's own `messages/{language}.json` that its
 * pages load on top of the team's catalogue; the check reads them together with it.
 */
export function checkMessageCatalogues(srcDir: string, prefix: string, languages: readonly string[], featureDirs: readonly string[] = []): CatalogueCheck {
  const used = new Map<string, string>();
  const escaped = prefix.replace(/\./g, '\\.');
  const inCode = new RegExp(`id:\\s*'(${escaped}[^']+)'\\s*,\\s*defaultMessage:\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g');
  const inJsx = new RegExp(`id="(${escaped}[^"]+)"\\s+defaultMessage="([^"]*)"`, 'g');
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(inCode)) used.set(m[1] as string, m[2] as string);
    for (const m of text.matchAll(inJsx)) used.set(m[1] as string, m[2] as string);
  }
  const problems: CatalogueCheck['problems'] = {};
  for (const language of languages) {
    const catalogue: Record<string, string> = Object.assign(
      {},
      ...['.', ...featureDirs].map((dir) => JSON.parse(readFileSync(join(srcDir, dir, 'messages', `${language}.json`), 'utf8')) as Record<string, string>),
    );
    problems[language] = {
      missing: [...used.keys()].filter((id) => !(id in catalogue)),
      unused: Object.keys(catalogue).filter((id) => !used.has(id)),
      placeholders: [...used].filter(([id, english]) => id in catalogue && placeholders(catalogue[id] as string).join() !== placeholders(english).join()).map(([id]) => id),
    };
  }
  return { used, problems };
}
