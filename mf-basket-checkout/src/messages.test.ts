import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES } from '@shop/shared/validation';

/**
 * Every message the remote shows exists in German, Dutch and French with the English source's placeholders
 * (English is the code's defaultMessage), no catalogue entry is unused, and the shared validation
 * messages the basket and checkout forms show are translated in the shared catalogues.
 */
const SRC = __dirname;
const LANGUAGES = ['de', 'nl', 'fr'];
const SHARED_LANGUAGES = ['de', 'nl', 'fr'];

function idsIn(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const ids = new Map<string, string>();
  for (const m of text.matchAll(/id:\s*'(checkout\.[^']+)'\s*,\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g)) ids.set(m[1] as string, m[2] as string);
  for (const m of text.matchAll(/id="(checkout\.[^"]+)"\s+defaultMessage="([^"]*)"/g)) ids.set(m[1] as string, m[2] as string);
  return ids;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') && !path.includes(`${join('basket', 'testing')}`) ? [path] : [];
  });
}

/** The ICU arguments of a message ({name}, {count, plural, …}), not the text of plural branches. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{(\w+)(?=\s*[,}])/g)) {
    if (!/(=\d+|zero|one|two|few|many|other)\s*$/.test(message.slice(0, m.index))) names.add(m[1] as string);
  }
  return [...names].sort();
}

const catalogue = (language: string): Record<string, string> => JSON.parse(readFileSync(join(SRC, 'messages', `${language}.json`), 'utf8'));
const used = new Map<string, string>();
for (const file of sourceFiles(SRC)) for (const [id, text] of idsIn(file)) used.set(id, text);

describe('message catalogues', () => {
  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used.get('checkout.basket.totals.checkout')).toBe('Continue to checkout');
    expect(used.get('checkout.payment.pay')).toBe('Pay {total} now');
    expect(used.get('checkout.confirmation.title')).toBe('Thank you for your order!');
  });

  for (const language of LANGUAGES) {
    it(`every message in ${language}, with the placeholders of the English source, and none unused`, () => {
      const available = catalogue(language);
      expect([...used.keys()].filter((id) => !(id in available))).toEqual([]);
      expect(Object.keys(available).filter((id) => !used.has(id))).toEqual([]);
      for (const [id, english] of used) expect([id, placeholders(available[id] as string)]).toEqual([id, placeholders(english)]);
    });
  }

  const sharedMessages = [...Object.values(ADDRESS_MESSAGES), ...Object.values(CHECKOUT_MESSAGES)];
  for (const language of SHARED_LANGUAGES) {
    it(`the shared address and checkout validation messages in ${language}`, () => {
      const shared: Record<string, string> = JSON.parse(readFileSync(join(SRC, '..', '..', 'shared', 'src', 'i18n', 'messages', `${language}.json`), 'utf8'));
      for (const message of sharedMessages) {
        expect([message.id, message.id in shared]).toEqual([message.id, true]);
        expect([message.id, placeholders(shared[message.id] ?? '')]).toEqual([message.id, placeholders(message.defaultMessage)]);
      }
    });
  }
});
