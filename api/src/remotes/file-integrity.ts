/**
 * Release file integrity (issue 32, item 3; ADR 0040). Registration records the SHA-384 of every file
 * the release check read (release-check.ts), in Subresource Integrity form; from then on a file of the
 * release is what the release is only when its bytes still hash to that:
 *  - the server renderer verifies a server build (and shop-assets.json) before the render host gets it
 *    (http/server-render.ts sourceOf), so a build changed after registration is never evaluated;
 *  - the release files handler refuses a browser file of a folder release that no longer matches
 *    (http/remote-files.ts, with createFileVerifier below: hashed once per file version).
 * A release registered before migration 0032 has no hashes: it is served as before.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** The algorithm of every recorded hash (the strongest SRI requires browsers to support). */
export const FILE_HASH_ALGORITHM = 'sha384';

/** The Subresource Integrity string of some bytes: `sha384-<base64>` (what `integrity=""` takes). */
export function sriOf(bytes: Uint8Array | string): string {
  return `${FILE_HASH_ALGORITHM}-${createHash(FILE_HASH_ALGORITHM).update(bytes).digest('base64')}`;
}

/** Whether two recorded sets of hashes name the same files with the same bytes (key order aside). */
export function sameFileHashes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * One hash over a release's recorded hashes (`sha384-…` of its `<path> <sri>\n` lines in path order):
 * what the audit row of a registration records, so the hash-chained audit log vouches for the files.
 */
export function fileHashesDigest(hashes: Record<string, string>): string {
  const lines = Object.keys(hashes)
    .sort()
    .map((path) => `${path} ${hashes[path]}\n`)
    .join('');
  return sriOf(lines);
}

/**
 * Why `bytes` may not be used as the release's file `path` (null: they may). No recorded hashes (a
 * release registered before they were recorded): nothing to verify. Recorded hashes without this
 * file: the file was not part of what was registered, which is refused too.
 */
export function integrityProblem(hashes: Record<string, string> | null | undefined, path: string, bytes: Uint8Array): string | null {
  if (!hashes) return null;
  const recorded = Object.hasOwn(hashes, path) ? hashes[path] : undefined;
  if (recorded === undefined) return `${path} has no registered hash`;
  return sriOf(bytes) === recorded ? null : `${path} does not match its registered hash`;
}

/** A file of a folder release, as the files handler is about to serve it. */
interface FileVersion {
  mtimeMs: number;
  size: number;
}

/** Precompressed variants a static handler may send instead of the file (sirv's `brotli`/`gzip`). */
const VARIANTS = [
  { suffix: '.br', decode: brotliDecompressSync },
  { suffix: '.gz', decode: gunzipSync },
] as const;

/**
 * Verifies files of folder releases against their recorded hashes, once per file version: a verdict is
 * kept while the file (and its precompressed `.br`/`.gz` variants, which a static handler serves in its
 * place) keeps its modification time and size. A request costs a few `stat`s; the bytes are hashed
 * again only after a change. Bounded: file paths come from URLs.
 */
export function createFileVerifier(maxEntries = 4_096) {
  const verdicts = new Map<string, { signature: string; problem: string | null }>();

  function version(file: string): FileVersion | null {
    try {
      const stat = statSync(file);
      return stat.isFile() ? { mtimeMs: stat.mtimeMs, size: stat.size } : null;
    } catch {
      return null;
    }
  }

  /**
   * Why `file` (the absolute path of the release's file `path`) must not be served (null: it may, or
   * it does not exist and the handler answers 404 itself). A variant that decompresses to other bytes
   * than the recorded file refuses the file too: whichever the browser would get must be the release's.
   */
  return function verify(hashes: Record<string, string>, path: string, file: string): string | null {
    const plain = version(file);
    const variants = VARIANTS.map((variant) => ({ ...variant, version: version(file + variant.suffix) }));
    if (!plain && variants.every((variant) => !variant.version)) return null;
    const signature = [plain, ...variants.map((variant) => variant.version)].map((v) => (v ? `${v.mtimeMs}/${v.size}` : '-')).join(':');
    const cacheKey = `${file}\0${hashes[path] ?? ''}`;
    const known = verdicts.get(cacheKey);
    if (known && known.signature === signature) return known.problem;

    let problem: string | null;
    try {
      problem = plain ? integrityProblem(hashes, path, readFileSync(file)) : null;
      for (const variant of variants) {
        if (problem || !variant.version) continue;
        const variantProblem = integrityProblem(hashes, path, variant.decode(readFileSync(file + variant.suffix)));
        if (variantProblem) problem = `${path}${variant.suffix} (served in its place) does not decompress to the registered ${path}`;
      }
    } catch (error) {
      problem = `${path} cannot be verified: ${(error as Error).message}`;
    }
    verdicts.delete(cacheKey);
    verdicts.set(cacheKey, { signature, problem });
    if (verdicts.size > maxEntries) verdicts.delete(verdicts.keys().next().value as string);
    return problem;
  };
}
