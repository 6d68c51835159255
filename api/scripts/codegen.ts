/**
 * `pnpm --filter @shop/api codegen` (writes) / `codegen --check` (fails when stale).
 * Writes the resolver types and `schema.graphql`, the printed schema that the clients' typed documents
 * are generated from and validated against (the contract with every team).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_FILE, SCHEMA_FILE, generateResolverTypes, printedSchema } from '../src/graphql/codegen';

const root = join(import.meta.dirname, '..');
const outputs: Array<[string, string]> = [
  [GENERATED_FILE, await generateResolverTypes()],
  [SCHEMA_FILE, printedSchema()],
];
let stale = false;
for (const [file, output] of outputs) {
  const target = join(root, file);
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== output) {
      console.error(`${file} is stale: run pnpm --filter @shop/api codegen`);
      stale = true;
    } else console.log(`${file} is up to date`);
  } else {
    writeFileSync(target, output);
    console.log(`wrote ${file}`);
  }
}
if (stale) process.exit(1);
