// The builds' source maps, found from a script URL the browser loaded: the shell's files by name, a
// remote's (`/remotes/<name>/<version>/<file>`) in the dist/ of the package whose federation manifest
// has that name. Used by `bench:inp` to name a trace's functions (inp-trace.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/**
 * A lookup `(url, line, column) => original position | null` over every built package under `root`.
 * The folders are read on the first lookup, each source map when a frame first needs it.
 */
export function createSourceMapLookup(root) {
  let index = null;
  const consumers = new Map();
  const indexOf = () => {
    if (index) return index;
    index = { byFile: new Map(), byRemote: new Map() };
    for (const pkg of readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mf-'))) {
      const dist = join(root, pkg, 'dist');
      if (!existsSync(dist)) continue;
      const manifest = join(dist, 'mf-manifest.json');
      if (existsSync(manifest)) index.byRemote.set(JSON.parse(readFileSync(manifest, 'utf8')).name, dist);
      for (const file of readdirSync(dist)) if (file.endsWith('.js.map') && !index.byFile.has(file)) index.byFile.set(file, join(dist, file));
    }
    return index;
  };
  return (url, line, column) => {
    const { byFile, byRemote } = indexOf();
    const path = new URL(url, 'http://x').pathname;
    const file = `${path.split('/').pop()}.map`;
    const remote = /^\/remotes\/([^/]+)\//.exec(path)?.[1];
    const mapFile = remote && byRemote.has(remote) ? join(byRemote.get(remote), file) : byFile.get(file);
    if (!mapFile || !existsSync(mapFile)) return null;
    if (!consumers.has(mapFile)) consumers.set(mapFile, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
    return consumers.get(mapFile).originalPositionFor({ line, column });
  };
}
