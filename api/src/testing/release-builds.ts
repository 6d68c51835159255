/**
 * Build folders of remotes for registry tests: what a production build writes that the registry
 * reads (mf-manifest.json, remoteEntry.js, and the release declaration shop-release.json).
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
}

export function testDeclaration(build: TestBuild) {
  return {
    remote: build.remote,
    version: '0.0.0-test',
    contractVersion: build.contractVersion ?? SHOP_CONTRACT_VERSION,
    routes: build.routes ?? [{ key: 'home' }],
  };
}

export function writeRemoteBuild(dir: string, build: TestBuild): void {
  mkdirSync(dir, { recursive: true });
  // The manifest names its remote entry as Module Federation 2 writes it (the health checks read it).
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ id: build.remote, metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } }));
  writeFileSync(join(dir, 'remoteEntry.js'), build.entry ?? `var ${build.remote} = 1;`);
  writeFileSync(join(dir, RELEASE_DECLARATION_FILE), JSON.stringify(testDeclaration(build)));
}
