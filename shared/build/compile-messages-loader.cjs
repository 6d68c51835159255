/**
 * Webpack loader for the message catalogues (`…/messages/<language>.json`, `…/messages/<name>-<language>.json`): every message is parsed
 * into the ICU AST that react-intl formats directly, so browsers neither download nor run the parser
 * for them (shared/src/i18n/icu-parser.ts). The parser is the one react-intl would use at runtime.
 */
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const parserFile = require.resolve('@formatjs/icu-messageformat-parser', { paths: [path.join(__dirname, '..')] });
let parser;

module.exports = function compileMessages(source) {
  const done = this.async();
  // `de.json`, or a named catalogue such as `validation-de.json`: the language is the last two letters.
  const language = path.basename(this.resourcePath, '.json').slice(-2);
  parser ??= import(pathToFileURL(parserFile).href);
  parser
    .then(({ parse }) => {
      const messages = JSON.parse(source);
      const compiled = {};
      for (const [id, message] of Object.entries(messages)) {
        if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message ${id} is not text`);
        try {
          compiled[id] = parse(message, { locale: new Intl.Locale(language) });
        } catch (error) {
          throw new Error(`${this.resourcePath}: message ${id} is not a valid ICU message: ${error.message}`);
        }
      }
      done(null, JSON.stringify(compiled));
    })
    .catch((error) => done(error));
};
