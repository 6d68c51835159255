const { createShellConfig } = require('@shop/shared/build/webpack');

module.exports = createShellConfig({ packageDir: __dirname });
