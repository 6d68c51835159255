const { createRemoteConfig } = require('@shop/shared/build/webpack');

module.exports = createRemoteConfig({
  packageDir: __dirname,
  name: 'account',
  exposes: { './routes': './src/routes.ts' },
});
