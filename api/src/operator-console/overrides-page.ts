/**
 * `/operator/overrides` (releasers and admins; ADR 0031): this browser's local remote override. The
 * override is a cookie of the host the console is served on, so the console must be opened on the
 * storefront's own host (https://<storefront host>/operator/overrides) for the storefront's pages to
 * see it. Viewers do not get the page: an override runs code of the operator's choosing in the shop.
 */
import { REMOTE_NAMES } from '../remotes/remote-names';
import type { LocalOverride } from '../remotes/local-override';
import { type Html, type Notice, type Viewer, button, esc, hidden, layout, postForm, scrollingTable, select, time } from './html';

export const OVERRIDES_PATH = '/operator/overrides';

export function overridesPage(viewer: Viewer, host: string, override: LocalOverride | null, notice: Notice | null): Html {
  const entries = Object.entries(override?.remotes ?? {});
  const expires = override ? new Date(override.exp * 1000).toISOString() : null;
  const current = entries.length
    ? scrollingTable(
        'overrides-caption',
        `<table><caption id="overrides-caption">Overrides of this browser on ${esc(host)} (until ${time(expires)})</caption><thead><tr><th scope="col">Remote</th><th scope="col">Manifest URL</th><th scope="col">Change</th></tr></thead><tbody>${entries
          .map(
            ([remote, url]) =>
              `<tr><th scope="row">${esc(remote)}</th><td><code>${esc(url)}</code></td><td class="op-cell">${postForm(
                OVERRIDES_PATH,
                viewer.csrf,
                hidden('op', 'clear') + hidden('remote', remote) + button('Clear', `the override of ${remote}`, { danger: true }),
              )}</td></tr>`,
          )
          .join('')}</tbody></table>`,
      ) + postForm(OVERRIDES_PATH, viewer.csrf, hidden('op', 'reset') + button('Clear all overrides', '', { danger: true }))
    : `<p>This browser has no override on ${esc(host)}: it loads the releases the storefront serves.</p>`;
  const form = `<h2 id="set-heading">Point a remote at another build</h2>
<p>For this browser only, for 8 hours, on <strong>${esc(host)}</strong>: the cookie belongs to the host this console is opened on, so open the console on the storefront's own host. The remote's pages render in the browser (never on the server) under a notice; its routes stay those of the release the storefront serves. Allowed: an https URL, or a dev server on your own machine (http://localhost:&lt;port&gt;), ending in /mf-manifest.json.</p>
${postForm(
  OVERRIDES_PATH,
  viewer.csrf,
  `${hidden('op', 'set')}
<div class="op-field">${select('override-remote', 'remote', 'Remote', REMOTE_NAMES.map((r) => ({ value: r, label: r })), false)}</div>
<div class="op-field"><label for="override-url">Manifest URL</label><input id="override-url" name="url" type="url" required maxlength="300" placeholder="http://localhost:3001/mf-manifest.json" autocomplete="off"></div>
<button type="submit">Set override</button>`,
  { className: 'op-create', label: 'Set an override' },
)}`;
  return layout({ title: 'Local remote overrides', current: OVERRIDES_PATH, viewer, notice, body: current + form });
}
