import type { ReactNode } from 'react';

/**
 * The whole HTML document, rendered by React on the server (streamed) and hydrated in the browser
 * (`hydrateRoot(document, …)`), so React owns <head>: the title, meta and link tags the shell's SEO
 * component renders are hoisted into it in the same render that makes the page. Stylesheets are
 * added by the server render (react-dom's preinit), and the code's preloads by its boot script once
 * the page is painted, not by this tree, so the browser needs no list of files to hydrate the same
 * document.
 */
export function ShellDocument({ language, children }: { language: string; children: ReactNode }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d2e" />
        <link rel="icon" href="/favicon.svg" />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
