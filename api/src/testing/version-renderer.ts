/**
 * A shell build for tests of what release a page was rendered with: index.html, shop-assets.json and a
 * server renderer (with the real renderer's interface, run in the render host) whose page says which
 * catalogue release the storefront config named: `<main data-catalogue="<version>">`.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RENDERER_FILE } from '../paths';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';
const RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.renderShellPage = async (input, callbacks) => {
  setImmediate(() => callbacks.onShellReady('public'));
  const catalogue = input.storefrontConfig.remotes.find((remote) => remote.name === 'catalogue');
  return { abort() {}, pipe(destination) { destination.end('<!DOCTYPE html><html><body><main data-catalogue="' + catalogue.version + '"></main></body></html>'); } };
};
`;

/** Writes the shell build into `<dir>/shell-dist` (readable by the render host's user) and returns that folder. */
export function writeVersionEchoingShell(dir: string): string {
  chmodSync(dir, 0o755);
  const shellDist = join(dir, 'shell-dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, RENDERER_FILE), RENDERER);
  writeFileSync(join(shellDist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
  return shellDist;
}

/** The catalogue release a page says it was rendered with. */
export function renderedCatalogue(html: string): string | undefined {
  return /data-catalogue="([^"]+)"/.exec(html)?.[1];
}
