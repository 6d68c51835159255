// Jest runs every test file in a vm context of its own. On Node 20 a read of a global (`Object`, `Array`,
// `Math`, …) from code in such a context goes through the context's property interceptor, about ten
// times slower than in a plain process (measured here: 3 million `Object.getPrototypeOf` calls, 0.2 s in
// the process, 1.8 s in a context). Library code reads them in its hottest loops: drizzle's `is()`, run
// for every chunk of every SQL statement it builds, read `Object` three times per call, and a seed took
// 2.5 times as long under Jest as under tsx.
//
// This transform declares the ECMAScript built-ins a module reads as variables of the module's own
// scope, read once from its global object when the module is loaded: the same objects, read from a
// closure slot instead of through the interceptor.
//
// Only the language's own built-ins, which exist before any module runs and which nothing replaces:
// never `Date`, the timers or `performance` (Jest's fake timers replace them on the global after the
// modules loaded), nor host objects (`Buffer`, `window`, `document`) a polyfill may add later.
const { createHash } = require('node:crypto');

const BUILT_INS = [
  'Object',
  'Array',
  'Symbol',
  'Math',
  'JSON',
  'Reflect',
  'Number',
  'String',
  'Boolean',
  'BigInt',
  'Function',
  'RegExp',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'ArrayBuffer',
  'DataView',
  'Uint8Array',
  'Int32Array',
  'Uint32Array',
  'Float64Array',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
];

/** Changes when what this transform writes changes: Jest's cache keys include it. */
const VERSION = createHash('sha256').update(BUILT_INS.join(',')).update('2').digest('hex').slice(0, 16);

/**
 * Where the declarations go: after a shebang, comments and the directive prologue ("use strict"), so
 * that a strict module stays strict.
 */
function prologueEnd(code) {
  let at = 0;
  if (code.startsWith('#!')) at = code.indexOf('\n') + 1 || code.length;
  for (;;) {
    const rest = code.slice(at);
    const skipped = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
    if (skipped) {
      at += skipped[0].length;
      continue;
    }
    const directive = /^(['"])use strict\1\s*;?/.exec(rest);
    if (directive) {
      at += directive[0].length;
      continue;
    }
    return at;
  }
}

/**
 * `code` with `var Object = globalThis.Object, …` for each built-in it mentions. A name the module
 * declares itself anywhere (let, const, var, class, function or a destructuring) is left out: a
 * `let` of the same name in the same scope would not compile, and a function or `var` of its own would
 * be overwritten or read early. Parameters of that name shadow ours as they shadowed the global.
 */
function withLocalGlobals(code) {
  const names = BUILT_INS.filter(
    (name) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`\\b(?:let|const|var|class|function\\*?)\\s+${name}\\b|\\b(?:let|const|var)\\s*[{[][^=;]*\\b${name}\\b`).test(code),
  );
  if (names.length === 0) return code;
  const at = prologueEnd(code);
  // One line, without a line break: the source map's lines stay as they are.
  const declarations = `var ${names.map((name) => `${name} = globalThis.${name}`).join(', ')};`;
  return `${code.slice(0, at)}${declarations}${code.slice(at)}`;
}

/**
 * A Jest transformer: `inner` (a transformer module's path and options, e.g. @swc/jest's) first when
 * given, then the declarations. Without `inner`, for plain JavaScript of node_modules.
 */
function createTransformer({ inner, innerOptions } = {}) {
  const innerTransformer = inner ? require(inner).createTransformer(innerOptions) : undefined;
  return {
    canInstrument: innerTransformer?.canInstrument ?? false,
    getCacheKey(source, path, options) {
      const base = innerTransformer?.getCacheKey
        ? innerTransformer.getCacheKey(source, path, options)
        : createHash('sha256').update(source).update(path).update(options.configString ?? '').digest('hex');
      return `${base}-${VERSION}`;
    },
    process(source, path, options) {
      const result = innerTransformer ? innerTransformer.process(source, path, options) : { code: source };
      const output = typeof result === 'string' ? { code: result } : result;
      return { ...output, code: withLocalGlobals(output.code) };
    },
  };
}

/** A Jest `transform` entry: swc (TypeScript, JSX, ESM to CommonJS) with `swcOptions`, then the local built-ins. */
const withSwc = (swcOptions) => [__filename, { inner: require.resolve('@swc/jest'), innerOptions: swcOptions }];
/** A Jest `transform` entry for plain JavaScript (node_modules): the local built-ins only. */
const plain = () => [__filename, {}];

module.exports = { createTransformer, withLocalGlobals, withSwc, plain, BUILT_INS };
