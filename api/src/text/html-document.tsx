/**
 * The API's own HTML pages (operator console, test payment service, dev outbox) as JSX rendered to
 * static markup (ADR 0046): one way to write the document and its head, escaping by construction.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The document: the doctype, then the page's static markup. */
export function renderDocument(page: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}

/** The head every such page has (never indexed: they are tools, not shop pages), and what the page adds. */
export function PageHead({ title, robots = 'noindex', children }: { title: string; robots?: string; children?: ReactNode }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content={robots} />
      <title>{title}</title>
      {children}
    </head>
  );
}
