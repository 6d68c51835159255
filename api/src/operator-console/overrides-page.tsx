/**
 * `/operator/overrides` (releasers and admins; ADR 0031): this browser's local remote override. The
 * override is a cookie of the host the console is served on, so the console must be opened on the
 * storefront's own host (https://<storefront host>/operator/overrides) for the storefront's pages to
 * see it. Viewers do not get the page: an override runs code of the operator's choosing in the shop.
 */
import type { LocalOverride } from '../remotes/local-override';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { Button, ConsoleLayout, Hidden, type Html, type Notice, PostForm, renderPage, ScrollingTable, Select, Time, type Viewer } from './layout';

export const OVERRIDES_PATH = '/operator/overrides';

interface OverridesPageProps {
  viewer: Viewer;
  host: string;
  override: LocalOverride | null;
  notice: Notice | null;
}

export function OverridesPage({ viewer, host, override, notice }: OverridesPageProps) {
  const entries = Object.entries(override?.remotes ?? {});
  const expires = override ? new Date(override.exp * 1000).toISOString() : null;
  return (
    <ConsoleLayout title="Local remote overrides" current={OVERRIDES_PATH} viewer={viewer} notice={notice}>
      {entries.length ? (
        <>
          <ScrollingTable labelId="overrides-caption">
            <table>
              <caption id="overrides-caption">
                Overrides of this browser on {host} (until <Time iso={expires} />)
              </caption>
              <thead>
                <tr>
                  <th scope="col">Remote</th>
                  <th scope="col">Manifest URL</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {entries.map(([remote, url]) => (
                  <tr key={remote}>
                    <th scope="row">{remote}</th>
                    <td>
                      <code>{url}</code>
                    </td>
                    <td className="op-cell">
                      <PostForm action={OVERRIDES_PATH} csrf={viewer.csrf}>
                        <Hidden name="op" value="clear" />
                        <Hidden name="remote" value={remote} />
                        <Button visible="Clear" rest={`the override of ${remote}`} danger />
                      </PostForm>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
          <PostForm action={OVERRIDES_PATH} csrf={viewer.csrf}>
            <Hidden name="op" value="reset" />
            <Button visible="Clear all overrides" danger />
          </PostForm>
        </>
      ) : (
        <p>This browser has no override on {host}: it loads the releases the storefront serves.</p>
      )}
      <h2 id="set-heading">Point a remote at another build</h2>
      <p>
        For this browser only, for 8 hours, on <strong>{host}</strong>: the cookie belongs to the host this console is opened on, so open the console on
        the storefront's own host. The remote's pages render in the browser (never on the server) under a notice; its routes stay those of the release
        the storefront serves. Allowed: an https URL, or a dev server on your own machine (http://localhost:&lt;port&gt;), ending in /mf-manifest.json.
      </p>
      <PostForm action={OVERRIDES_PATH} csrf={viewer.csrf} className="op-create" label="Set an override">
        <Hidden name="op" value="set" />
        <div className="op-field">
          <Select id="override-remote" name="remote" label="Remote" options={REMOTE_NAMES.map((r) => ({ value: r, label: r }))} hiddenLabel={false} />
        </div>
        <div className="op-field">
          <label htmlFor="override-url">Manifest URL</label>
          <input id="override-url" name="url" type="url" required maxLength={300} placeholder="http://localhost:3001/mf-manifest.json" autoComplete="off" />
        </div>
        <button type="submit">Set override</button>
      </PostForm>
    </ConsoleLayout>
  );
}

export function overridesPage(viewer: Viewer, host: string, override: LocalOverride | null, notice: Notice | null): Html {
  return renderPage(<OverridesPage viewer={viewer} host={host} override={override} notice={notice} />);
}
