import { createIntl } from 'react-intl';

/**
 * The ICU message parser, loaded only where a message arrives as text. The message catalogues are
 * compiled to ASTs when a package is built (shared/build/compile-messages-loader.cjs), and the
 * browser build hands react-intl a parser that only throws (shared/build/webpack.cjs): a German,
 * Dutch or French page never downloads or runs it. English is the source language: its messages are
 * the code's `defaultMessage` texts, so an English page loads the parser before it renders
 * (loadMessages). On the server, and in tests, react-intl keeps its own parser.
 */
type MessageFormatClass = { __parse?: (message: string, options?: object) => unknown };
let messageFormatClass: MessageFormatClass | undefined;

/**
 * The message format class react-intl itself uses (its own copy of intl-messageformat, inside the
 * shared react-intl module), found through a formatter: a message given as an AST needs no parser.
 * Looked up on first use, not when the module is evaluated: creating an intl object loads the
 * browser's number and date data (about 20 ms on this machine class, issue 37), which then ran inside
 * the one task that evaluates the shell's modules.
 */
function intlMessageFormat(): MessageFormatClass {
  messageFormatClass ??= createIntl({ locale: 'en' }).formatters.getMessageFormat([], 'en').constructor as MessageFormatClass;
  return messageFormatClass;
}

let ready = false;
let loading: Promise<void> | undefined;

/** Can react-intl parse a message given as text right now? */
export function icuParserReady(): boolean {
  if (!ready) {
    try {
      intlMessageFormat().__parse?.('ready');
      ready = true;
    } catch {
      // The browser build's stand-in: the parser is not loaded yet.
    }
  }
  return ready;
}

export function loadIcuParser(): Promise<void> {
  loading ??= import(/* webpackChunkName: "icu-parser" */ '@formatjs/icu-messageformat-parser').then(({ parse }) => {
    intlMessageFormat().__parse = parse;
    ready = true;
  });
  return loading;
}
