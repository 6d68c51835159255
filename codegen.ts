/**
 * `pnpm codegen`: the typed GraphQL documents of every front-end package, generated from the API's
 * schema with GraphQL Code Generator's client preset (docs/adr/0012-typed-documents.md).
 * `pnpm codegen:check` (an early step of `pnpm test`) fails when a document does not validate against
 * the schema, or when a generated file is not what this config writes (stale or edited by hand).
 *
 * Each package gets its own output, `<package>/src/graphql/__generated__/` (committed, never edited):
 * its `graphql()` knows that package's documents only, so a remote's bundle carries its own documents
 * and a team regenerates without touching another team's files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const require = createRequire(import.meta.url);
/** The printed schema the API exports (the workspace root declares @shop/api as a devDependency). */
const schema = require.resolve('@shop/api/schema.graphql');

/** The shell, @shop/shared and every remote (a folder `mf-<team>`). */
const FRONT_END_PACKAGES = ['shell', 'shared', ...readdirSync(new URL('.', import.meta.url)).filter((name) => name.startsWith('mf-')).sort()];
const GENERATED_DIR = 'src/graphql/__generated__';
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** What the preset picks up as a document: a `graphql(…)` call or a template marked with the GraphQL comment. */
const DOCUMENT = /\bgraphql\(|\/\* GraphQL \*\//;

function sourceFiles(pkg: string): string[] {
  const src = join(import.meta.dirname, pkg, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.startsWith('graphql/__generated__'))
    .map((file) => join(src, file));
}

/**
 * A package gets an output once it has a document: the preset writes an unusable module for a package
 * without any. A package that adds its first document is picked up without a change here.
 */
const packagesWithDocuments = FRONT_END_PACKAGES.filter((pkg) => sourceFiles(pkg).some((file) => DOCUMENT.test(readFileSync(file, 'utf8'))));

const config: CodegenConfig = {
  schema,
  generates: Object.fromEntries(
    packagesWithDocuments.map((pkg) => [
      `${pkg}/${GENERATED_DIR}/`,
      {
        // Tests are left out: their documents would ship in the package's generated map.
        documents: [`${pkg}/src/**/*.{ts,tsx}`, `!${pkg}/${GENERATED_DIR}/**`, `!${pkg}/src/**/*.test.{ts,tsx}`],
        preset: 'client',
        // Components read the fields they need without unmasking (ADR 0012).
        presetConfig: { fragmentMasking: false },
        config: {
          // Documents stay strings, as urql takes them (it parses them once and caches the result);
          // an AST per document would cost several times the bytes in every remote's bundle.
          documentMode: 'string',
          enumsAsTypes: true,
          useTypeImports: true,
          // IDs are strings in this API; the default (string | number) only loosens inputs.
          scalars: { ID: { input: 'string', output: 'string' } },
        },
      },
    ]),
  ),
};

export default config;
