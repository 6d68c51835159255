import { ISLAND, withoutScripts, withReactIsland } from './lighthouse-floor.mjs';

const page = [
  '<!DOCTYPE html><html><head><script nonce="n">document.documentElement.classList.add("x")</script>',
  '<link rel="stylesheet" href="/shell.css"/><link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>',
  '<link rel="preload" href="/main.js" as="script" fetchPriority="low"/><link rel="preload" href="/remotes/x/mf-manifest.json" as="fetch" crossorigin=""/>',
  '<link rel="modulepreload" href="/m.js" as="script"/><script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><main><h1>Geschenkkarten</h1><img src="/media/hero.svg" alt=""/></main>',
  '<script nonce="n" id="_R_">window.__SHOP_BOOT__={};(function(){var e=document.createElement("script")})()</script>',
  '<script src="/x.js" async></script><SCRIPT>alert(1)</SCRIPT></body></html>',
].join('');

test('the no-JavaScript reference keeps the document, its stylesheets, images and JSON-LD, and no script', () => {
  const bare = withoutScripts(page);
  expect(bare).not.toMatch(/<script(?![^>]*ld\+json)/i);
  expect(bare).not.toContain('/main.js');
  expect(bare).not.toContain('mf-manifest.json');
  expect(bare).not.toContain('/m.js');
  expect(bare).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  expect(bare).toContain('<link rel="stylesheet" href="/shell.css"/>');
  expect(bare).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>');
  expect(bare).toContain('<main><h1>Geschenkkarten</h1><img src="/media/hero.svg" alt=""/></main>');
});

test('the React-only reference is that document plus the island, its script started where the shop starts React', () => {
  const island = withReactIsland(page, '/__floor/react-only.js');
  // Not preloaded (the shell's React DOM is not: its entry finds it after the first paint) …
  expect(island).not.toContain('<link rel="preload" href="/__floor/react-only.js"');
  // … but appended once the first paint is reported, after the island, at the end of the body.
  expect(island).toMatch(/<div id="floor-island"><span>React<\/span><\/div><script>new PerformanceObserver\(function\(l,o\)\{[^<]*e\.src="\/__floor\/react-only\.js"[^<]*\}\)\.observe\(\{type:"paint",buffered:true\}\)<\/script><\/body><\/html>$/);
  // No script of the shop's is left.
  expect(island.match(/<script(?![^>]*ld\+json)/g)).toHaveLength(1);
  expect(island).not.toContain('__SHOP_BOOT__');
  expect(() => withReactIsland('<p>no body</p>', '/x.js')).toThrow('no </body>');
});
