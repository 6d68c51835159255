/** `pnpm --filter @shop/api codegen` (writes) / `codegen --check` (fails when stale). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_FILE, generateResolverTypes } from '../src/graphql/codegen';

const target = join(import.meta.dirname, '..', GENERATED_FILE);
const output = await generateResolverTypes();
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== output) {
    console.error(`${GENERATED_FILE} is stale: run pnpm --filter @shop/api codegen`);
    process.exit(1);
  }
  console.log(`${GENERATED_FILE} is up to date`);
} else {
  writeFileSync(target, output);
  console.log(`wrote ${GENERATED_FILE}`);
}
