/**
 * Reading the console's markup in tests. Pages are JSX rendered by react-dom/server, which writes a
 * form's `action` and `method` after its other attributes and an input's `name` and `value` last:
 * the helpers here read attributes in any order (../testing/operator-console.ts's postFormActions
 * expects `<form method="post" action=…>` in that order, as the string templates wrote it).
 */

/** The actions of the page's POST forms, in document order. */
export function postFormActions(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\smethod="post"/.test(tag))
    .map((tag) => /\saction="([^"]+)"/.exec(tag)?.[1] ?? '');
}
