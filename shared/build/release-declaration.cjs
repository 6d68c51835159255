// The routes part of a remote's release declaration, generated from its route modules (issue 34):
// `src/routes.ts` is bundled for Node with esbuild (the pages stay behind their dynamic imports, which
// are never followed, and stylesheets and pictures are empty), run once, and asked for
// declaredRoutesOf(its default export) from @shop/shared. What the registry, the API and the shell
// read is then exactly what the code defines; there is no hand-kept list beside it.
const path = require('node:path');
const Module = require('node:module');
const esbuild = require('esbuild');

/** Files a route module may pull in on its way to the pages (through @shop/shared, say): not needed here. */
const EMPTY_LOADERS = Object.fromEntries(['.css', '.svg', '.png', '.jpg', '.jpeg', '.webp', '.woff', '.woff2'].map((ext) => [ext, 'empty']));

/**
 * Dynamic imports (the pages and their message catalogues) stay imports that are never called, and
 * packages other than @shop/shared (which ships TypeScript source) are the package's own, required at run.
 */
const routeModulesOnly = {
  name: 'route-modules-only',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      if (args.kind === 'entry-point' || args.path.startsWith('.') || path.isAbsolute(args.path)) return undefined;
      if (args.path === '@shop/shared' || args.path.startsWith('@shop/shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * The declared routes of the remote in packageDir ([{ key, patterns?, maxJsGzipBytes?, header?,
 * requiresLogin?, toggle? }]), as its `src/routes.ts` defines them.
 */
async function declaredRoutes(packageDir) {
  const entry = path.join(packageDir, 'src', 'routes.ts');
  const result = await esbuild.build({
    stdin: {
      contents: `import remoteModule from ${JSON.stringify(entry)};\nimport { declaredRoutesOf } from '@shop/shared';\nmodule.exports = declaredRoutesOf(remoteModule);\n`,
      resolveDir: packageDir,
      sourcefile: 'release-declaration-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    loader: { ...EMPTY_LOADERS, '.json': 'json' },
    plugins: [routeModulesOnly],
  });
  const file = path.join(packageDir, 'src', '.release-declaration.cjs');
  const evaluated = new Module(file);
  evaluated.filename = file;
  evaluated.paths = Module._nodeModulePaths(packageDir);
  evaluated._compile(result.outputFiles[0].text, file);
  const routes = evaluated.exports;
  if (!Array.isArray(routes)) throw new Error(`${entry} must export defineRemoteModule({ remote, routes: [...] }) as its default`);
  return routes;
}

module.exports = { declaredRoutes };
