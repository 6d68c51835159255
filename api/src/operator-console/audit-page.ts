/**
 * `/operator/audit`: the operator audit log (who, when, action, target, before → after), newest first,
 * a page at a time, filtered by action and/or actor (a GET form: a filter changes nothing, so it
 * needs no CSRF token and its URL can be shared).
 */
import { AUDIT_ACTIONS, type AuditEntryModel } from '../domains/operator/audit';
import { auditChanges, parseAuditValue } from './audit-changes';
import { type Html, type Viewer, esc, layout, scrollingTable, select, time } from './html';

export const AUDIT_PAGE_SIZE = 50;
/** At most this many changed leaves in the cell; the full values are one click away. */
const CHANGES_SHOWN = 12;

export interface AuditQueryView {
  action: string | null;
  actor: string | null;
  page: number;
}

function who(entry: AuditEntryModel): Html {
  if (entry.actorKind === 'account') return `${esc(entry.actorEmail ?? entry.actor)}`;
  const labels: Record<string, string> = {
    'cli-token': 'CLI (bearer token)',
    'cli-database': 'CLI (on the database)',
    anonymous: 'anonymous',
    system: 'system',
  };
  return `<span class="op-muted">${esc(labels[entry.actorKind] ?? entry.actorKind)}</span>`;
}

function changes(entry: AuditEntryModel): Html {
  const before = parseAuditValue(entry.before);
  const after = parseAuditValue(entry.after);
  if (before === null && after === null) return '<span class="op-muted">—</span>';
  const list = auditChanges(before, after);
  const shown = list.slice(0, CHANGES_SHOWN);
  const items = shown
    .map(
      (c) =>
        `<li><code>${esc(c.path || 'value')}</code>: ${c.before === null ? '<span class="op-muted">(none)</span>' : `<code>${esc(c.before)}</code>`} → ${
          c.after === null ? '<span class="op-muted">(none)</span>' : `<code>${esc(c.after)}</code>`
        }</li>`,
    )
    .join('');
  const more = list.length > shown.length ? `<li class="op-muted">and ${esc(list.length - shown.length)} more</li>` : '';
  const summary = list.length ? `<ul class="op-changes">${items}${more}</ul>` : '<span class="op-muted">no difference</span>';
  const pretty = (value: unknown) => (value === null ? '(none)' : JSON.stringify(value, null, 1));
  return `${summary}<details><summary>Full before and after<span class="op-vh"> of entry ${esc(entry.id)}</span></summary><p>Before:</p><pre>${esc(
    pretty(before),
  )}</pre><p>After:</p><pre>${esc(pretty(after))}</pre></details>`;
}

function pageLink(query: AuditQueryView, page: number, label: string, rel: string): Html {
  const params = new URLSearchParams();
  if (query.action) params.set('action', query.action);
  if (query.actor) params.set('actor', query.actor);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `<a href="/operator/audit${search ? `?${esc(search)}` : ''}" rel="${esc(rel)}">${esc(label)}</a>`;
}

export function auditPage(viewer: Viewer, query: AuditQueryView, entries: AuditEntryModel[], hasMore: boolean): Html {
  const filters = `<form method="get" action="/operator/audit" class="op-filters" aria-label="Filter the audit log">
<div class="op-field">${select(
    'audit-action',
    'action',
    'Action',
    [{ value: '', label: 'All actions', selected: !query.action }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: a, selected: a === query.action }))],
    false,
  )}</div>
<div class="op-field"><label for="audit-actor">Actor</label><input id="audit-actor" name="actor" type="text" value="${esc(query.actor ?? '')}" maxlength="254" autocomplete="off" aria-describedby="audit-actor-hint"><span id="audit-actor-hint" class="op-muted">e-mail address, account id, cli-token, cli-database, anonymous or system</span></div>
<button type="submit">Filter</button>
</form>`;
  const rows = entries
    .map(
      (e) => `<tr><td>${esc(e.id)}</td><td>${time(e.at)}</td><td>${who(e)}</td><th scope="row"><code>${esc(e.action)}</code></th>
<td>${e.targetKind ? `${esc(e.targetKind)}<br><code>${esc(e.targetId ?? '')}</code>` : '<span class="op-muted">—</span>'}</td><td>${changes(e)}</td></tr>`,
    )
    .join('\n');
  const first = (query.page - 1) * AUDIT_PAGE_SIZE + 1;
  const caption = entries.length
    ? `Entries ${first}–${first + entries.length - 1}, newest first${query.action ? `, action ${esc(query.action)}` : ''}${query.actor ? `, actor ${esc(query.actor)}` : ''} (times in UTC)`
    : 'No entries';
  const table = `<table><caption id="audit-caption">${caption}</caption><thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">Who</th><th scope="col">Action</th><th scope="col">Target</th><th scope="col">Before → after</th></tr></thead><tbody>${
    rows || '<tr><td colspan="6" class="op-muted">Nothing recorded that matches.</td></tr>'
  }</tbody></table>`;
  const pager = `<nav class="op-pager" aria-label="Audit log pages">${query.page > 1 ? pageLink(query, query.page - 1, 'Newer entries', 'prev') : ''}${
    hasMore ? pageLink(query, query.page + 1, 'Older entries', 'next') : ''
  }</nav>`;
  const intro = '<p>Every change made in this console, through the operator API or the CLI, and every operator login, failed login and logout. The log cannot be edited.</p>';
  return layout({ title: 'Audit log', current: '/operator/audit', viewer, body: intro + filters + scrollingTable('audit-caption', table) + pager });
}
