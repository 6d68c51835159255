module.exports = require('@shop/shared/build/jest')(__dirname);
