// Webpack + Module Federation settings shared by the shell and the five remotes, so the shared
// singletons and the build conventions are written once.
const fs = require('node:fs');
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { declaredRoutes } = require('./release-declaration.cjs');

/**
 * Shared as singletons, subpaths listed one by one: a missing subpath bundles a second React
 * ("Invalid hook call"), and a second @shop/shared would mean a second cart store and event bus.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'urql',
  '@urql/core',
  'zustand',
  'zustand/vanilla',
  'react-intl',
  '@shop/shared',
];
// Not shared on purpose (a shared module ships whole, whatever a page uses of it):
// - react-router (about 60 kB gzipped whole): its hooks and Link come to the remotes through
//   @shop/shared (shared/src/routes/navigation.ts), so there is still one router instance;
// - valibot: stateless and tree-shaken, each build keeps the few validators it uses.

/**
 * What a remote's server build takes from the server renderer instead of bundling it
 * (shell/src/server/shared-modules.ts provides exactly these): the singletons, plus the router (one
 * router context for the server render) and valibot (no reason for a second copy there).
 */
const SERVER_PROVIDED = [...SINGLETONS, 'react-router', 'valibot'];

/**
 * The @shop/shared contract version: the package's own version (shared/src/contract/contract-version.ts
 * exports the same number, a test keeps them equal). This file sits in the very @shop/shared a package
 * builds against, so this is the contract the build is for.
 */
/** The parser package's stand-in that only throws (see the NormalModuleReplacementPlugin below). */
const ICU_NO_PARSER = require.resolve('@formatjs/icu-messageformat-parser/no-parser.js', { paths: [path.join(__dirname, '..')] });

const { MESSAGE_CATALOGUE } = require('./message-catalogues.cjs');

const CONTRACT_VERSION = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;
/** Names of the files the builds write beside their bundles (shared/src/routes/release-declaration.ts). */
const RELEASE_DECLARATION_FILE = 'shop-release.json';
const SHELL_BUILD_FILE = 'shop-shell.json';

/** @shop/shared's one list of remotes (src/remote/remote-names.ts, no imports), evaluated as it is. */
function remoteList() {
  const file = path.join(__dirname, '..', 'src', 'remote', 'remote-names.ts');
  const { code } = require('esbuild').transformSync(fs.readFileSync(file, 'utf8'), { loader: 'ts', format: 'cjs' });
  const evaluated = { exports: {} };
  new Function('module', 'exports', code)(evaluated, evaluated.exports);
  return evaluated.exports;
}
const { REMOTES, SHELL_DEV_PORT } = remoteList();
const DEV_PORTS = { shell: SHELL_DEV_PORT, ...Object.fromEntries(REMOTES.map((remote) => [remote.name, remote.devPort])) };
const API_DEV_URL = process.env.API_DEV_URL || 'http://localhost:4000';

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sharedConfig(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.dependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const range = deps[packageName(request)];
    if (!range) throw new Error(`${pkg.name} must depend on ${packageName(request)} to share it`);
    shared[request] = { singleton: true, requiredVersion: range };
  }
  // The contract: a remote built against @shop/shared 1.x runs only on a shell that provides a
  // compatible 1.x. strictVersion makes the federation runtime throw instead of warning, so a remote
  // built for another contract fails to load (and the shell shows its fallback) rather than running
  // silently on a copy it was not built for.
  shared['@shop/shared'] = { singleton: true, version: CONTRACT_VERSION, requiredVersion: `^${CONTRACT_VERSION}`, strictVersion: true };
  return shared;
}

/** Writes a JSON file into the build output (kept by `output.clean`, hashed into the release). */
class EmitJsonPlugin {
  constructor(filename, produce, watchFiles = []) {
    this.filename = filename;
    this.produce = produce;
    this.watchFiles = watchFiles;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'EmitJsonPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        for (const file of this.watchFiles) compilation.fileDependencies.add(file);
        try {
          compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify(await this.produce(), null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.filename}: ${error.message}`));
        }
      });
    });
  }
}

/**
 * The release declaration of a remote (`dist/shop-release.json`): the routes its route modules define
 * (generated from `src/routes.ts`, release-declaration.cjs), plus its name, package version and the
 * contract version it is built for. The build checks the shape only; the full rules (keys, patterns
 * per path variant) are checked by the remote's unit test and by the registry, which refuses a
 * release that breaks them.
 */
async function releaseDeclaration(packageDir, name) {
  const routes = await declaredRoutes(packageDir);
  if (routes.some((route) => !route || typeof route.key !== 'string')) throw new Error(`${packageDir}/src/routes.ts: every route module needs a key`);
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const gitCommit = buildCommit(packageDir);
  const gitDirty = buildDirty(packageDir);
  // builtAt and gitCommit are what the operator's release list shows (ADR 0030); a build outside a
  // git checkout without GIT_COMMIT simply has no commit. gitDirty and builder are its provenance
  // (ADR 0038): production registers a dirty build only when the operator says so (--allow-dirty).
  return {
    remote: name,
    version: pkg.version,
    contractVersion: CONTRACT_VERSION,
    builtAt: new Date().toISOString(),
    ...(gitCommit ? { gitCommit } : {}),
    ...(gitDirty === undefined ? {} : { gitDirty }),
    builder: buildBuilder(),
    routes,
  };
}

/**
 * Whether the checkout has uncommitted changes (`git status --porcelain` prints anything: changed,
 * staged or untracked files that are not ignored): then the build is not what its commit names.
 * Unknown (no git) gives undefined, unless GIT_DIRTY=true|false says it (CI without .git).
 */
function buildDirty(packageDir) {
  try {
    const status = require('node:child_process').execFileSync('git', ['status', '--porcelain'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 10_000,
    });
    return status.trim() !== '';
  } catch {
    // No git, or not a checkout: fall through.
  }
  const fromEnv = (process.env.GIT_DIRTY || '').trim();
  return fromEnv === 'true' ? true : fromEnv === 'false' ? false : undefined;
}

/**
 * Who builds: a CI job when the environment names one (GitHub Actions' run, GitLab's job, or
 * SHOP_BUILDER), else the user and the machine (`user@host`).
 */
function buildBuilder() {
  const env = process.env;
  let builder;
  if (env.SHOP_BUILDER) builder = env.SHOP_BUILDER;
  else if (env.GITHUB_RUN_ID) builder = `github-actions ${env.GITHUB_REPOSITORY || ''} run ${env.GITHUB_RUN_ID}${env.GITHUB_RUN_ATTEMPT ? `.${env.GITHUB_RUN_ATTEMPT}` : ''}`;
  else if (env.CI_JOB_ID) builder = `gitlab-ci ${env.CI_PROJECT_PATH || ''} job ${env.CI_JOB_ID}`;
  else {
    const os = require('node:os');
    let user = env.USER || env.USERNAME || 'unknown';
    try {
      user = os.userInfo().username || user;
    } catch {
      // No passwd entry (some containers): the environment's name.
    }
    builder = `${user}@${os.hostname()}`;
  }
  // Control characters out, and the declaration's limit of 200 characters.
  return ([...builder].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('').replace(/\s+/g, ' ').trim() || 'unknown').slice(0, 200);
}

/** The commit a build is made from: `git rev-parse HEAD`, else GIT_COMMIT (CI without .git), else none. */
function buildCommit(packageDir) {
  try {
    const head = require('node:child_process')
      .execFileSync('git', ['rev-parse', 'HEAD'], { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5_000 })
      .trim();
    if (/^[0-9a-f]{7,64}$/.test(head)) return head;
  } catch {
    // No git, or not a checkout: fall through.
  }
  const fromEnv = (process.env.GIT_COMMIT || '').trim();
  return /^[0-9a-f]{7,64}$/i.test(fromEnv) ? fromEnv.toLowerCase() : undefined;
}

/** Name of the file each browser build writes: the files of every named chunk (server preloads). */
const ASSETS_FILE = 'shop-assets.json';

/**
 * Writes `shop-assets.json`: for each named chunk group (entry points and `webpackChunkName` imports),
 * its scripts and stylesheets. The server reads it from the release to put the page's stylesheets
 * into the head and preload its scripts, so the browser does not discover them one after another.
 */
class ShopAssetsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShopAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShopAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const chunks = {};
        for (const [chunkName, group] of compilation.namedChunkGroups) {
          const files = group.getFiles().filter((file) => !file.endsWith('.map') && !file.includes('.hot-update.'));
          chunks[chunkName] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        }
        // The scripts of the modules this build provides to the share scope (React, urql, …): what the
        // federation runtime loads when the build's own copies are chosen. The manifest lists a shared
        // module's consume fallbacks too (a second copy the browser never loads while this build's is
        // there); this is the one set a page can preload without downloading anything twice.
        const provided = new Set();
        for (const module of compilation.modules) {
          if (module.type !== 'provide-module') continue;
          for (const block of module.blocks) {
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            for (const chunk of group?.chunks ?? []) for (const file of chunk.files) if (file.endsWith('.js') && !file.includes('.hot-update.')) provided.add(file);
          }
        }
        const assets = { chunks, providedShared: { js: [...provided].sort(), css: [] } };
        compilation.emitAsset(ASSETS_FILE, new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }
}


/**
 * The server build of a package (issue 13, ADR 0016): the same source for Node, in one CommonJS file
 * (dynamic imports stay in it; nothing to fetch later). The shared singletons are not bundled: the
 * server's shell hands its own React, router, urql, intl and @shop/shared to the remote's `require`,
 * so server and remote render with one React and one contract instance. Stylesheets are not needed
 * on the server (the browser build's are linked from the HTML).
 */
function serverConfig({ packageDir, name, entry, bundleShared }) {
  const { LimitChunkCountPlugin } = require('webpack').optimize;
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'node18',
    context: packageDir,
    devtool: false,
    entry,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    output: {
      path: path.join(packageDir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        if (/\.css$/.test(request)) return callback(null, 'var {}');
        // Exactly these requests: a stateless subpath (@shop/shared/validation) is bundled like any code.
        if (!bundleShared && SERVER_PROVIDED.includes(request)) return callback(null, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.(png|svg|gif|jpe?g|woff2?)$/i, type: 'asset/resource', generator: { emit: false } },
        // Message catalogues, compiled to ICU ASTs at build time (compile-messages-loader.cjs).
        { test: MESSAGE_CATALOGUE, exclude: /node_modules/, type: 'json', use: require.resolve('./compile-messages-loader.cjs') },
      ],
    },
    plugins: [new LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * `jsxDev`: compile JSX for react/jsx-dev-runtime (`jsxDEV`) instead of react/jsx-runtime. Only the
 * shell's dev build does: a remote's dev build must also run inside a production shell (see
 * createRemoteConfig).
 */
function baseConfig({ packageDir, name, mode, jsxDev = mode !== 'production' }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    output: {
      path: path.join(packageDir, 'dist'),
      uniqueName: name,
      filename: '[name].js',
      // Hashes only in chunk names: the federation runtime rejects them in entry names.
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      // The server build writes into dist/server at the same time.
      clean: { keep: /^server[\\/]/ },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: [
            {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: jsxDev, refresh: false } },
                  target: 'es2020',
                },
              },
            },
            // Runs first: each graphql(`…`) call becomes the one document it stands for.
            require.resolve('./graphql-documents-loader.cjs'),
          ],
        },
        {
          test: /\.css$/,
          use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
        },
        // Message catalogues, compiled to ICU ASTs at build time (compile-messages-loader.cjs).
        { test: MESSAGE_CATALOGUE, exclude: /node_modules/, type: 'json', use: require.resolve('./compile-messages-loader.cjs') },
      ],
    },
    plugins: [
      // react-intl and intl-messageformat get a parser that only throws: the catalogues arrive
      // compiled, and English loads the real parser when it needs it (shared/src/i18n/icu-parser.ts).
      new webpack.NormalModuleReplacementPlugin(/^@formatjs\/icu-messageformat-parser$/, (resolveData) => {
        if (/[\\/]node_modules[\\/]/.test(resolveData.contextInfo?.issuer ?? '')) resolveData.request = ICU_NO_PARSER;
      }),
      ...(production
        ? [
            new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:12].css' }),
            // Precompressed siblings: the server sends .br/.gz without compressing on every request.
            new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, threshold: 1024, algorithm: 'gzip', filename: '[path][base].gz' }),
            new CompressionPlugin({
              test: /\.(js|css|html|json|svg)$/,
              threshold: 1024,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

/**
 * Every chunk a remote's webpack runtime loads (a <script>, or a <link rel=stylesheet> of
 * mini-css-extract-plugin) carries the integrity the shell gives for its URL: `self.shopFileIntegrity`
 * (shell/src/remotes/release-integrity.ts) answers from the hashes the registry recorded when the
 * release was registered (ADR 0040). The hashes are not built in: a build cannot vouch for itself, and
 * the registry's are the ones the server checks too. Without the shell's function (the standalone dev
 * page) or for a URL of no checked release, nothing is added.
 *
 * Not webpack-subresource-integrity: it embeds one hash per chunk id in the entry (a chunk with a
 * script and a stylesheet has two files), does not cover mini-css-extract-plugin's stylesheets, and
 * fails on the federation plugin's empty chunks ("unresolved integrity placeholders").
 */
class FileIntegrityPlugin {
  apply(compiler) {
    const NAME = 'FileIntegrityPlugin';
    // An empty integrity is no check at all: what a URL of no checked release gets.
    const lookup = (element) =>
      `if (typeof self.shopFileIntegrity === "function") ${element}.integrity = self.shopFileIntegrity(${element}.${element === 'script' ? 'src' : 'href'}) || "";`;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compiler.webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) => `${source}\n${lookup('script')}`);
      MiniCssExtractPlugin.getCompilationHooks(compilation).beforeTagInsert.tap(NAME, (source, { tag }) => `${source}\n${lookup(tag)}`);
    });
  }
}

/** A remote: exposes `./routes`, builds into its own dist/ with mf-manifest.json, runs alone in dev. */
function createRemoteConfig({ packageDir, name, exposes }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    // JSX compiles to react/jsx-runtime (`jsx`/`jsxs`) in the dev build too, never to
    // react/jsx-dev-runtime (`jsxDEV`). A remote's dev server also runs inside a production shell (the
    // local override, ADR 0031), where React, react-dom and react/jsx-runtime are the shell's shared
    // singletons, production builds. JSX compiled for the dev runtime took the dev server's own
    // react/jsx-dev-runtime (the production shell never loads one, and its production build has no
    // `jsxDEV` anyway), whose development code asks the shell's production React for
    // `dispatcher.getOwner()`: "TypeError: dispatcher.getOwner is not a function", the page crashed.
    // With react/jsx-runtime the page takes the shell's copy, whatever it is: production inside the
    // released shell, development on the standalone dev page and in `pnpm dev` (the shell's dev build).
    // The trade-off is small: React 19's jsx() in development is jsxDEV() without the file and line
    // swc passes (`__source`, `__self`, which React 19 no longer reads), so the standalone page keeps
    // its key warnings and owner stacks; inside a production shell a remote gets no development
    // warnings at all (its React is the production one, whichever JSX runtime it calls).
    const config = baseConfig({ packageDir, name, mode, jsxDev: false });
    config.output.publicPath = 'auto';
    config.entry = mode === 'development' ? { standalone: './src/standalone.ts' } : {};
    config.plugins.push(
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedConfig(packageDir),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The federation runtime comes from the shell (provideExternalRuntime there) instead of a
        // copy in every remoteEntry.js (about 17 kB gzipped each). The standalone dev server of a
        // remote has no shell, so it keeps its own.
        ...(mode === 'production' ? { experiments: { externalRuntime: true } } : {}),
      }),
      new EmitJsonPlugin(RELEASE_DECLARATION_FILE, () => releaseDeclaration(packageDir, name)),
      new ShopAssetsPlugin(),
    );
    if (mode === 'production') {
      // Subresource Integrity for every chunk the remote loads itself (ADR 0040, FileIntegrityPlugin).
      // Another origin's file is checked only in CORS mode (webpack sets it for those alone).
      config.output.crossOriginLoading = 'anonymous';
      config.plugins.push(new FileIntegrityPlugin());
    }
    if (mode === 'development') {
      config.plugins.push(
        // publicPath '/': the page is served for every path (history fallback), its script must not be relative.
        new HtmlWebpackPlugin({ chunks: ['standalone'], publicPath: '/', template: path.join(__dirname, 'standalone.html') }),
      );
      config.devServer = {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The names a local override may use for a dev server (ADR 0031: localhost, 127.0.0.1, [::1]).
        // Listed, they also let pages of another site load its scripts: webpack-dev-server answers a
        // cross-site <script> request (Sec-Fetch-Site: cross-site, no-cors) with 403 unless the Host is
        // listed here, and every storefront but the one on plain `localhost` (cb.localhost, a production
        // storefront with an operator's override) is another site than localhost:<port>. This opens
        // nothing new: `Access-Control-Allow-Origin: *` already lets any page read every file here
        // (module federation needs it), which the dev server itself counts as opting into open
        // cross-origin access. Other Host names stay refused (DNS rebinding), and the hot-reload socket
        // still takes only local origins.
        allowedHosts: ['localhost', '127.0.0.1', '::1'],
        proxy: [{ context: ['/graphql', '/ip', '/media'], target: API_DEV_URL, changeOrigin: false }],
        // Hot reloading connects to localhost:<port>, not to the page's host with this port (its default):
        // inside the shop the page is a storefront's (cb.localhost, a production host), and the page's
        // policy allows only the override's origin. An override through 127.0.0.1 or [::1] loads and
        // runs, without hot reloading.
        client: { overlay: { warnings: false }, webSocketURL: { hostname: 'localhost' } },
      };
      return config;
    }
    // The release carries both builds: the browser's and, in dist/server, the server's of ./routes.
    return [config, serverConfig({ packageDir, name, entry: { routes: exposes['./routes'] }, bundleShared: false })];
  };
}

/** The shell: a host built with no remotes; it registers them at runtime from the storefront config. */
function createShellConfig({ packageDir }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const config = baseConfig({ packageDir, name: 'shell', mode });
    config.entry = { main: './src/index.ts' };
    // The plugin that hands the runtime to the remotes imports runtime-core as an ES module, the
    // runtime itself requires it as CommonJS: one file for both, or the shell carries it twice.
    const enhancedEntry = require.resolve('@module-federation/enhanced/webpack');
    const enhancedDir = enhancedEntry.slice(0, enhancedEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
    const runtimeDir = path.dirname(require.resolve('@module-federation/runtime', { paths: [enhancedDir] }));
    // The ES module build of each (require.resolve gives the CommonJS file: its .js sibling), one copy
    // each, which webpack can also tree-shake.
    const esm = (request, from) => require.resolve(request, { paths: [from] }).replace(/\.cjs$/, '.js');
    config.resolve.alias = {
      '@module-federation/runtime-tools/runtime-core$': esm('@module-federation/runtime-tools/runtime-core', enhancedDir),
      '@module-federation/runtime-core$': esm('@module-federation/runtime-core', runtimeDir),
      '@module-federation/sdk$': esm('@module-federation/sdk', runtimeDir),
      '@module-federation/runtime$': esm('@module-federation/runtime', enhancedDir),
    };
    config.output.publicPath = '/';
    config.plugins.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: sharedConfig(packageDir),
        shareStrategy: 'loaded-first',
        dts: false,
        // The one federation runtime of the page: the remotes' entries use it (externalRuntime).
        // It runs only in browsers (the server render is its own build): target 'web' leaves out the
        // runtime's Node.js code paths.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({ template: './src/index.html', favicon: './src/favicon.svg', hash: true, scriptLoading: 'defer' }),
      // The contract this shell provides: the registry refuses remote releases built for another one.
      new EmitJsonPlugin(SHELL_BUILD_FILE, () => ({ contractVersion: CONTRACT_VERSION })),
      new ShopAssetsPlugin(),
    );
    if (mode === 'development') {
      config.devServer = {
        port: DEV_PORTS.shell,
        historyApiFallback: true,
        proxy: [{ context: ['/graphql', '/ip', '/healthz', '/remotes', '/media'], target: API_DEV_URL }],
        client: { overlay: { warnings: false } },
      };
      return config;
    }
    // The server renderer: the shell's layout and the page streaming (src/server), with its own React.
    return [config, serverConfig({ packageDir, name: 'shell', entry: { 'shell-server': './src/server/index.tsx' }, bundleShared: true })];
  };
}

module.exports = { createRemoteConfig, createShellConfig, sharedConfig, releaseDeclaration, SINGLETONS, SERVER_PROVIDED, DEV_PORTS, CONTRACT_VERSION, ASSETS_FILE };
