/**
 * Build folders of remotes for registry tests: what a production build writes that the registry and
 * the release check (remotes/release-check.ts) read: mf-manifest.json naming the remote entry and the
 * `./routes` expose, remoteEntry.js, one chunk file per page, shop-assets.json, the server build
 * server/routes.js (a CommonJS module that requires React, as webpack's commonjs2 output does) and
 * the release declaration shop-release.json. Options make the broken variants the check refuses.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DeclaredRoute, RELEASE_DECLARATION_FILE, SHOP_CONTRACT_VERSION } from '@shop/shared/routes';

export interface TestBuild {
  remote: string;
  routes?: DeclaredRoute[];
  contractVersion?: string;
  /** The content of remoteEntry.js (makes two builds differ). */
  entry?: string;
  /** The route keys server/routes.js implements (default: the declared ones). */
  implementedKeys?: string[];
  /** The remote name server/routes.js exports (default: the remote). */
  exportedRemote?: string;
  /** What mf-manifest.json's shared @shop/shared requires (default: ^ the declared contract); null: not shared. */
  sharedRequiredVersion?: string | null;
  /** Recorded in the declaration like a build does. */
  builtAt?: string;
  gitCommit?: string;
  /** Provenance (ADR 0038): uncommitted changes at build time, and who built it. */
  gitDirty?: boolean;
  builder?: string;
}

export function testDeclaration(build: TestBuild) {
  return {
    remote: build.remote,
    version: '0.0.0-test',
    contractVersion: build.contractVersion ?? SHOP_CONTRACT_VERSION,
    ...(build.builtAt ? { builtAt: build.builtAt } : {}),
    ...(build.gitCommit ? { gitCommit: build.gitCommit } : {}),
    ...(build.gitDirty === undefined ? {} : { gitDirty: build.gitDirty }),
    ...(build.builder ? { builder: build.builder } : {}),
    routes: build.routes ?? [{ key: 'home' }],
  };
}

/** The webpack chunk (and its one file) of a page of a test build. */
export function testChunk(remote: string, key: string): { name: string; file: string } {
  return { name: `${remote}-${key}`, file: `${remote}-${key}.0a1b2c3d4e5f.js` };
}

export const TEST_EXPOSE_FILE = '__federation_expose_routes.0a1b2c3d4e5f.js';

/** server/routes.js of a test build: every page a component (a function, or React.lazy for the first). */
export function testServerBuild(remote: string, keys: string[], exportedRemote = remote): string {
  const routes = keys
    .map((key, i) => {
      const component = i === 0 ? 'React.lazy(() => Promise.resolve({ default: Page }))' : 'Page';
      return `    ${JSON.stringify(key)}: { component: ${component}, chunk: ${JSON.stringify(testChunk(remote, key).name)} },`;
    })
    .join('\n');
  return `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const React = require("react");
function Page(props) { return React.createElement("main", null, props.routeKey); }
exports.default = {
  remote: ${JSON.stringify(exportedRemote)},
  routes: {
${routes}
  },
};
`;
}

export function writeRemoteBuild(dir: string, build: TestBuild): void {
  const declaration = testDeclaration(build);
  const keys = declaration.routes.map((route) => route.key);
  const implemented = build.implementedKeys ?? keys;
  mkdirSync(join(dir, 'server'), { recursive: true });
  const pages = implemented.map((key) => testChunk(build.remote, key));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      id: build.remote,
      name: build.remote,
      metaData: { name: build.remote, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      // As the federation plugin writes it: the contract the build requires of the shell.
      shared:
        build.sharedRequiredVersion === null
          ? []
          : [
              {
                id: `${build.remote}:@shop/shared`,
                name: '@shop/shared',
                version: declaration.contractVersion,
                singleton: true,
                requiredVersion: build.sharedRequiredVersion ?? `^${declaration.contractVersion}`,
                assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
              },
            ],
      remotes: [],
      exposes: [
        {
          id: `${build.remote}:routes`,
          name: 'routes',
          assets: { js: { sync: [TEST_EXPOSE_FILE], async: pages.map((p) => p.file) }, css: { sync: [], async: [] } },
        },
      ],
    }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), build.entry ?? `var ${build.remote} = 1;`);
  writeFileSync(join(dir, TEST_EXPOSE_FILE), `(self.chunks = self.chunks || []).push(["routes", ${JSON.stringify(keys)}]);`);
  for (const page of pages) writeFileSync(join(dir, page.file), `(self.chunks = self.chunks || []).push([${JSON.stringify(page.name)}, "${'x'.repeat(200)}"]);`);
  writeFileSync(
    join(dir, 'shop-assets.json'),
    JSON.stringify({
      chunks: {
        [build.remote]: { js: ['remoteEntry.js'], css: [] },
        __federation_expose_routes: { js: [TEST_EXPOSE_FILE], css: [] },
        ...Object.fromEntries(pages.map((p) => [p.name, { js: [p.file], css: [] }])),
      },
    }),
  );
  writeFileSync(join(dir, 'server', 'routes.js'), testServerBuild(build.remote, implemented, build.exportedRemote));
  writeFileSync(join(dir, RELEASE_DECLARATION_FILE), JSON.stringify(declaration));
}

/** A stand-in CDN for CDN releases: serves the files below `root` over HTTP on 127.0.0.1. */
export async function startTestCdn(root: string): Promise<{ base: string; close(): Promise<void> }> {
  const { createServer } = await import('node:http');
  const { readFile } = await import('node:fs/promises');
  const { normalize } = await import('node:path');
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0] as string));
    if (path.includes('..')) return void res.writeHead(400).end();
    readFile(join(root, path)).then(
      (body) => res.end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
