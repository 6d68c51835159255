/**
 * A message catalogue: `…/messages/<language>.json`, or a named one such as @shop/shared's
 * `messages/validation-<language>.json`. Every one must be compiled (compile-messages-loader.cjs): the
 * browser build has no ICU parser, so a catalogue that is not would fail to format (FORMAT_ERROR on
 * every render) and show its raw placeholders ("{min}") to shoppers.
 */
const MESSAGE_CATALOGUE = /[\\/]messages[\\/](?:[a-z]+-)?[a-z]{2}\.json$/;

module.exports = { MESSAGE_CATALOGUE };
