import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_FILE, SCHEMA_FILE, generateResolverTypes, printedSchema } from './codegen';

describe('generated resolver types', () => {
  it('match the SDL (run `pnpm --filter @shop/api codegen` after changing it)', async () => {
    const current = readFileSync(join(__dirname, '..', '..', GENERATED_FILE), 'utf8');
    expect(current).toBe(await generateResolverTypes());
  });

  it('schema.graphql matches the SDL (the clients generate their typed documents from it)', () => {
    const current = readFileSync(join(__dirname, '..', '..', SCHEMA_FILE), 'utf8');
    expect(current).toBe(printedSchema());
  });
});
