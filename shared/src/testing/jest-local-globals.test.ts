import { createRequire } from 'node:module';
import { createContext, runInContext } from 'node:vm';

const { withLocalGlobals } = createRequire(__filename)('../../build/jest-local-globals.cjs') as { withLocalGlobals: (code: string) => string };

/** Runs `code` as a CommonJS module body in a fresh context, as Jest does, and returns its exports. */
function runModule(code: string): Record<string, unknown> {
  const context = createContext({});
  const module = { exports: {} as Record<string, unknown> };
  runInContext(`(function (module, exports) {${code}\n})`, context)(module, module.exports);
  return module.exports;
}

describe('jest-local-globals (the Jest transform that makes built-ins module variables)', () => {
  it('declares the built-ins a module reads, read from its own global object', () => {
    const code = '"use strict";\nexports.same = Object === globalThis.Object && Array === globalThis.Array; exports.keys = Object.keys({ a: 1 });';
    const out = withLocalGlobals(code);
    expect(out).toContain('var Object = globalThis.Object, Array = globalThis.Array;');
    expect(out).not.toContain('Math =');
    expect(runModule(out)).toEqual({ same: true, keys: ['a'] });
  });

  it('keeps a strict module strict and its lines where they were', () => {
    const code = '// a comment\n/* another */\n"use strict";\nexports.run = () => { undeclared = Math.max(1, 2); };\n';
    const out = withLocalGlobals(code);
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.indexOf('var Math')).toBeGreaterThan(out.indexOf('"use strict"'));
    const { run } = runModule(out) as { run: () => void };
    expect(run).toThrow(/undeclared is not defined/);
  });

  it('leaves out a name the module declares itself', () => {
    const code = [
      'const Map = 1; class Set {} function Symbol() { return "own"; } const { Reflect } = { Reflect: 2 }; var JSON = 3;',
      'exports.values = [Map, typeof Set, Symbol(), Reflect, JSON, Array.isArray([])];',
    ].join('\n');
    const out = withLocalGlobals(code);
    expect(out).toMatch(/^var Array = globalThis\.Array;/);
    expect(runModule(out)).toEqual({ values: [1, 'function', 'own', 2, 3, true] });
  });

  it('never takes what Jest replaces later (Date, timers) or host objects', () => {
    const code = 'exports.now = Date.now(); setTimeout(() => {}, 0); Buffer; performance; Object;';
    expect(withLocalGlobals(code)).toBe(`var Object = globalThis.Object;${code}`);
  });

  it('changes nothing in a module that reads no built-in', () => {
    expect(withLocalGlobals('"use strict";\nexports.a = 1;')).toBe('"use strict";\nexports.a = 1;');
  });
});
