/**
 * `/operator/audit`: the operator audit log (who, when, action, target, before → after), newest first,
 * a page at a time, filtered by action and/or actor (a GET form: a filter changes nothing, so it
 * needs no CSRF token and its URL can be shared).
 */
import { AUDIT_ACTIONS, type AuditEntryModel } from '../domains/operator/audit';
import { auditChanges, parseAuditValue } from './audit-changes';
import { ConsoleLayout, type Html, Muted, renderPage, ScrollingTable, Select, Time, type Viewer } from './layout';

export const AUDIT_PAGE_SIZE = 50;
/** At most this many changed leaves in the cell; the full values are one click away. */
const CHANGES_SHOWN = 12;

export interface AuditQueryView {
  action: string | null;
  actor: string | null;
  page: number;
}

const ACTOR_LABELS: Record<string, string> = {
  'cli-token': 'CLI (bearer token)',
  'cli-database': 'CLI (on the database)',
  anonymous: 'anonymous',
  system: 'system',
};

function Who({ entry }: { entry: AuditEntryModel }) {
  if (entry.actorKind === 'account') return <>{entry.actorEmail ?? entry.actor}</>;
  return <Muted>{ACTOR_LABELS[entry.actorKind] ?? entry.actorKind}</Muted>;
}

const Value = ({ value }: { value: string | null }) => (value === null ? <Muted>(none)</Muted> : <code>{value}</code>);

function Changes({ entry }: { entry: AuditEntryModel }) {
  const before = parseAuditValue(entry.before);
  const after = parseAuditValue(entry.after);
  if (before === null && after === null) return <Muted>—</Muted>;
  const list = auditChanges(before, after);
  const shown = list.slice(0, CHANGES_SHOWN);
  const pretty = (value: unknown) => (value === null ? '(none)' : JSON.stringify(value, null, 1));
  return (
    <>
      {list.length ? (
        <ul className="op-changes">
          {shown.map((c, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the changes are listed once, in order.
            <li key={index}>
              <code>{c.path || 'value'}</code>: <Value value={c.before} /> → <Value value={c.after} />
            </li>
          ))}
          {list.length > shown.length ? <li className="op-muted">and {list.length - shown.length} more</li> : null}
        </ul>
      ) : (
        <Muted>no difference</Muted>
      )}
      <details>
        <summary>
          Full before and after<span className="op-vh"> of entry {entry.id}</span>
        </summary>
        <p>Before:</p>
        <pre>{pretty(before)}</pre>
        <p>After:</p>
        <pre>{pretty(after)}</pre>
      </details>
    </>
  );
}

function PageLink({ query, page, label, rel }: { query: AuditQueryView; page: number; label: string; rel: string }) {
  const params = new URLSearchParams();
  if (query.action) params.set('action', query.action);
  if (query.actor) params.set('actor', query.actor);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return (
    <a href={`/operator/audit${search ? `?${search}` : ''}`} rel={rel}>
      {label}
    </a>
  );
}

function caption(query: AuditQueryView, count: number): string {
  if (!count) return 'No entries';
  const first = (query.page - 1) * AUDIT_PAGE_SIZE + 1;
  return `Entries ${first}–${first + count - 1}, newest first${query.action ? `, action ${query.action}` : ''}${query.actor ? `, actor ${query.actor}` : ''} (times in UTC)`;
}

export function AuditPage({ viewer, query, entries, hasMore }: { viewer: Viewer; query: AuditQueryView; entries: AuditEntryModel[]; hasMore: boolean }) {
  return (
    <ConsoleLayout title="Audit log" current="/operator/audit" viewer={viewer}>
      <p>
        Every change made in this console, through the operator API or the CLI, and every operator login, failed login and logout. The log cannot be
        edited.
      </p>
      <form method="get" action="/operator/audit" className="op-filters" aria-label="Filter the audit log">
        <div className="op-field">
          <Select
            id="audit-action"
            name="action"
            label="Action"
            options={[{ value: '', label: 'All actions', selected: !query.action }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a, selected: a === query.action }))]}
            hiddenLabel={false}
          />
        </div>
        <div className="op-field">
          <label htmlFor="audit-actor">Actor</label>
          <input
            id="audit-actor"
            name="actor"
            type="text"
            defaultValue={query.actor ?? ''}
            maxLength={254}
            autoComplete="off"
            aria-describedby="audit-actor-hint"
          />
          <span id="audit-actor-hint" className="op-muted">
            e-mail address, account id, cli-token, cli-database, anonymous or system
          </span>
        </div>
        <button type="submit">Filter</button>
      </form>
      <ScrollingTable labelId="audit-caption">
        <table>
          <caption id="audit-caption">{caption(query, entries.length)}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.length ? (
              entries.map((e) => (
                <tr key={e.id}>
                  <td>{e.id}</td>
                  <td>
                    <Time iso={e.at} />
                  </td>
                  <td>
                    <Who entry={e} />
                  </td>
                  <th scope="row">
                    <code>{e.action}</code>
                  </th>
                  <td>
                    {e.targetKind ? (
                      <>
                        {e.targetKind}
                        <br />
                        <code>{e.targetId ?? ''}</code>
                      </>
                    ) : (
                      <Muted>—</Muted>
                    )}
                  </td>
                  <td>
                    <Changes entry={e} />
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className="op-muted">
                  Nothing recorded that matches.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollingTable>
      <nav className="op-pager" aria-label="Audit log pages">
        {query.page > 1 ? <PageLink query={query} page={query.page - 1} label="Newer entries" rel="prev" /> : null}
        {hasMore ? <PageLink query={query} page={query.page + 1} label="Older entries" rel="next" /> : null}
      </nav>
    </ConsoleLayout>
  );
}

export function auditPage(viewer: Viewer, query: AuditQueryView, entries: AuditEntryModel[], hasMore: boolean): Html {
  return renderPage(<AuditPage viewer={viewer} query={query} entries={entries} hasMore={hasMore} />);
}
