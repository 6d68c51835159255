import { adoptServerStylesheets } from './server-stylesheets';

/** What mini-css-extract-plugin's runtime does before it inserts a chunk's CSS (its findStylesheet). */
function runtimeFinds(href: string, fullhref: string): boolean {
  return Array.from(document.getElementsByTagName('link')).some((link) => {
    const value = link.getAttribute('data-href') || link.getAttribute('href');
    return link.rel === 'stylesheet' && (value === href || value === fullhref);
  });
}

describe('adoptServerStylesheets', () => {
  const file = 'catalogue-home.976ac58c945a.css';
  const fullhref = `${window.location.origin}/remotes/catalogue/0.1.0%2B6c896f84/${file}`;

  beforeEach(() => {
    document.head.innerHTML = `<link rel="stylesheet" href="/remotes/catalogue/0.1.0%2B6c896f84/${file}" data-precedence="default">`;
  });

  it('a remote chunk finds the stylesheet the server rendered, so its CSS is not inserted twice', () => {
    expect(runtimeFinds(file, fullhref)).toBe(false);
    adoptServerStylesheets();
    expect(runtimeFinds(file, fullhref)).toBe(true);
  });

  it('keeps a data-href already there', () => {
    document.head.innerHTML = `<link rel="stylesheet" href="/a.css" data-href="a.css">`;
    adoptServerStylesheets();
    expect(document.head.querySelector('link')?.getAttribute('data-href')).toBe('a.css');
  });
});
