/**
 * Webpack loader (browser builds): what GraphQL Code Generator's babel and swc plugins do for the
 * client preset, without their version coupling to the compiler. A `graphql(/* GraphQL *\/ `…`)`
 * call is replaced by the text of the one generated document it stands for (fragments included, as
 * `graphql.ts` has it), written at the call: a page's chunk carries the documents it uses, not the
 * package's whole document map (`gql.ts`) and every document of `graphql.ts`. The call sites read
 * documents as text (`.toString()`, ADR 0012), which a string gives too. A call that cannot be
 * matched is left as it is (it still works, through the map).
 */
const fs = require('node:fs');
const path = require('node:path');

const CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`((?:[^`\\$]|\\.|\$(?!\{))*)`\s*\)/g;
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
const DOCUMENT = /^export const (\w+) = new TypedDocumentString\(`([^`]*)`/gm;
const GENERATED = `${path.sep}graphql${path.sep}__generated__${path.sep}`;

/** gql.ts's map of each generated folder: document source → export name of graphql.ts. */
const maps = new Map();
function documentMap(generatedDir) {
  const gql = path.join(generatedDir, 'gql.ts');
  const mtime = fs.statSync(gql).mtimeMs;
  const known = maps.get(generatedDir);
  if (known && known.mtime === mtime) return known.map;
  const text = fs.readFileSync(gql, 'utf8');
  const block = text.slice(text.indexOf('const documents'));
  const texts = new Map();
  for (const [, name, raw] of fs.readFileSync(path.join(generatedDir, 'graphql.ts'), 'utf8').matchAll(DOCUMENT)) {
    texts.set(name, new Function(`return \`${raw}\`;`)());
  }
  const map = new Map();
  for (const [, key, name] of block.matchAll(MAP_ENTRY)) if (texts.has(name)) map.set(JSON.parse(key), texts.get(name));
  maps.set(generatedDir, { mtime, map });
  return map;
}

module.exports = function graphqlDocuments(source) {
  const file = this.resourcePath;
  if (file.includes(GENERATED) || !source.includes('graphql(')) return source;
  // The package's generated folder: <package>/src/graphql/__generated__.
  const srcDir = file.slice(0, file.lastIndexOf(`${path.sep}src${path.sep}`) + 4);
  const generatedDir = path.join(srcDir, 'graphql', '__generated__');
  if (!fs.existsSync(path.join(generatedDir, 'gql.ts'))) return source;
  this.addDependency(path.join(generatedDir, 'gql.ts'));
  this.addDependency(path.join(generatedDir, 'graphql.ts'));
  const map = documentMap(generatedDir);
  return source.replace(CALL, (call, raw) => {
    // The template's value, as the generator saw it (no interpolations: the pattern excludes `${`).
    const document = map.get(new Function(`return \`${raw}\`;`)());
    return document === undefined ? call : JSON.stringify(document);
  });
};
