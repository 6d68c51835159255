/**
 * Webpack loader (browser builds): what GraphQL Code Generator's babel and swc plugins do for the
 * client preset, without their version coupling to the compiler. A `graphql(/* GraphQL *\/ `…`)`
 * call is replaced by the one typed document it stands for, imported from the package's generated
 * `graphql.ts`, whose documents are marked pure: a page's chunk carries the documents it uses, not
 * the package's whole document map (`gql.ts`). A call that cannot be matched is left as it is (it
 * still works, through the map).
 */
const fs = require('node:fs');
const path = require('node:path');

const CALL = /\bgraphql\(\s*(?:\/\*\s*GraphQL\s*\*\/\s*)?`((?:[^`\\$]|\\.|\$(?!\{))*)`\s*\)/g;
const MAP_ENTRY = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
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
  const map = new Map();
  for (const [, key, name] of block.matchAll(MAP_ENTRY)) map.set(JSON.parse(key), name);
  maps.set(generatedDir, { mtime, map });
  return map;
}

module.exports = function graphqlDocuments(source) {
  const file = this.resourcePath;
  if (file.includes(GENERATED)) {
    // The generated documents: pure, so the ones no chunk imports are dropped.
    return path.basename(file) === 'graphql.ts' ? source.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(') : source;
  }
  if (!source.includes('graphql(')) return source;
  // The package's generated folder: <package>/src/graphql/__generated__.
  const srcDir = file.slice(0, file.lastIndexOf(`${path.sep}src${path.sep}`) + 4);
  const generatedDir = path.join(srcDir, 'graphql', '__generated__');
  if (!fs.existsSync(path.join(generatedDir, 'gql.ts'))) return source;
  this.addDependency(path.join(generatedDir, 'gql.ts'));
  const map = documentMap(generatedDir);
  let used = false;
  const result = source.replace(CALL, (call, raw) => {
    // The template's value, as the generator saw it (no interpolations: the pattern excludes `${`).
    const value = new Function(`return \`${raw}\`;`)();
    const name = map.get(value);
    if (!name) return call;
    used = true;
    return `__shopGraphqlDocuments.${name}`;
  });
  if (!used) return source;
  let relative = path.relative(path.dirname(file), path.join(generatedDir, 'graphql')).split(path.sep).join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return `import * as __shopGraphqlDocuments from '${relative}';\n${result}`;
};
