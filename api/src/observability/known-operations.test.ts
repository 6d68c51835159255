/**
 * KNOWN_OPERATIONS follows the documents (issue 38, ADR 0062): every operation name of the front-end
 * packages' typed documents and of the spec client is in it, and it names no operation no document
 * has. When this fails, copy the names it prints into known-operations.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { resolveRepoRoot } from '../paths';
import { KNOWN_OPERATIONS } from './known-operations';

const root = resolveRepoRoot();
const OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/g;

function namesIn(text: string): string[] {
  return [...text.matchAll(OPERATION)].map((match) => match[1] as string);
}

it('lists exactly the operations of the shop documents', () => {
  const packages = ['shell', 'shared', ...readdirSync(root).filter((name) => name.startsWith('mf-'))];
  const documents = new Set<string>();
  for (const pkg of packages) {
    let text: string;
    try {
      text = readFileSync(join(root, pkg, 'src/graphql/__generated__/gql.ts'), 'utf8');
    } catch {
      continue;
    }
    // The generated map's keys are the documents' sources ("\n  query Name(…").
    for (const line of text.split('\n')) if (line.startsWith('    "')) for (const name of namesIn(line)) documents.add(name);
  }
  const specDir = join(root, 'api/src/spec-client/documents');
  for (const file of readdirSync(specDir)) for (const name of namesIn(readFileSync(join(specDir, file), 'utf8'))) documents.add(name);
  expect(documents.size).toBeGreaterThan(50);
  expect({ missing: [...documents].filter((name) => !KNOWN_OPERATIONS.has(name)).sort() }).toEqual({ missing: [] });
  expect({ stale: [...KNOWN_OPERATIONS].filter((name) => !documents.has(name)).sort() }).toEqual({ stale: [] });
});
