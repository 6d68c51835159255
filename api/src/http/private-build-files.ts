/**
 * Build files that are not the public's (issue 31): a remote's or the shell's server build
 * (`…/server/routes.js`, `server/shell-server.js`: the server reads them from disk, or a CDN release's
 * from its origin) and, in production, source maps (`*.map`: the team's, not every visitor's). The
 * path is looked at decoded, with repeated slashes folded, as the static file handlers would resolve it.
 */
export function isPrivateBuildFile(pathname: string, options: { sourceMaps: boolean }): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return false; // not a path any file handler resolves either
  }
  path = path.replace(/[\\/]+/g, '/').toLowerCase();
  const fileLike = /\/[^/]+\.[a-z0-9]+$/.test(path);
  if (fileLike && /\/server\//.test(path)) return true;
  return !options.sourceMaps && path.endsWith('.map');
}
