const { createRemoteConfig } = require('@shop/shared/build/webpack');

const remote = createRemoteConfig({
  packageDir: __dirname,
  name: 'catalogue',
  exposes: {
    './routes': './src/routes.ts',
    // The header search (input + overlay) the shell mounts on the first focus (SEARCH_FRAGMENT_MODULE).
    './SearchOverlay': './src/search/SearchOverlay.tsx',
  },
});

module.exports = (env, argv) => {
  const configs = remote(env, argv);
  // Leaflet's stylesheet references its control images (layers.png …): emit them as files (browser build).
  const browser = Array.isArray(configs) ? configs[0] : configs;
  browser.module.rules.push({ test: /\.(png|svg|gif)$/i, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:12][ext]' } });
  return configs;
};
