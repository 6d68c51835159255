/**
 * Lets a remote's CSS loader find the stylesheets the server already put in the page.
 *
 * The server renders a page's stylesheets into the head, each as a root-relative link
 * (`/remotes/catalogue/<version>/catalogue-home.<hash>.css`). When the remote's chunk then loads in the
 * browser, mini-css-extract-plugin's runtime looks for its CSS by `data-href`, else `href`, compared
 * with the file's name or its full URL, which for a remote (publicPath 'auto') is absolute. A
 * root-relative `href` matches neither, so it inserted the same stylesheet a second time: one more
 * style recalculation and layout of the whole page while it hydrates. Giving each server stylesheet
 * its resolved URL as `data-href` (the attribute the runtime reads first) lets it find the one there.
 */
export function adoptServerStylesheets(doc: Document = document): void {
  for (const link of Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([data-href])'))) {
    link.setAttribute('data-href', link.href);
  }
}
