/**
 * `/operator/accounts` (admins only): the operator accounts, a form to create one, and per account
 * a role change, the remotes a releaser may act on (ADR 0038, the same `setOperatorRemotes` as
 * `operatorSetRemotes` and `operator-remotes`) and disable / enable. Accounts are never deleted (the
 * audit log points at them).
 */
import type { OperatorAccountModel } from '../domains/operator/sessions';
import { OPERATOR_ROLES, roleCan } from '../domains/operator/roles';
import { roleNeedsSecondFactor } from '../domains/operator/second-factor';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { type Html, type Notice, type Viewer, button, esc, hidden, layout, postForm, scrollingTable, select, time } from './html';

export const ACCOUNTS_ACTION = '/operator/accounts';

/** What an account may release, in words: admins every remote always, viewers and support none. */
export function remotesText(account: Pick<OperatorAccountModel, 'role' | 'remotes'>): string {
  if (account.role === 'admin') return 'every remote (admin)';
  if (!roleCan(account.role, 'release')) {
    const as = account.role === 'support' ? 'as support' : `as a ${account.role}`;
    return account.remotes ? `none ${as} (as a releaser: ${account.remotes.join(', ')})` : `none ${as}`;
  }
  return account.remotes ? account.remotes.join(', ') : 'every remote';
}

/** The remotes form of one account: "every remote", or only the ones ticked. */
function remotesForm(viewer: Viewer, account: OperatorAccountModel, index: number): Html {
  const some = account.remotes !== null;
  const radio = (value: 'all' | 'some', label: string, checked: boolean) =>
    `<label><input type="radio" name="scope" value="${value}"${checked ? ' checked' : ''}> ${esc(label)}</label>`;
  const boxes = REMOTE_NAMES.map(
    (remote) =>
      `<label><input type="checkbox" name="remotes" value="${esc(remote)}"${account.remotes?.includes(remote) ? ' checked' : ''}> ${esc(remote)}</label>`,
  ).join(' ');
  return postForm(
    ACCOUNTS_ACTION,
    viewer.csrf,
    hidden('account', account.id) +
      hidden('op', 'remotes') +
      `<fieldset class="op-remotes" id="remotes-${index}"><legend>Remotes ${esc(account.email)} may release</legend>${radio('all', 'Every remote', !some)} ${radio('some', 'Only:', some)} ${boxes}</fieldset>` +
      button('Set remotes', `of ${account.email}`),
  );
}

function accountRow(viewer: Viewer, account: OperatorAccountModel, index: number): Html {
  const fields = hidden('account', account.id);
  const remotes = remotesForm(viewer, account, index);
  const role = postForm(
    ACCOUNTS_ACTION,
    viewer.csrf,
    fields +
      hidden('op', 'role') +
      select(`role-${index}`, 'role', `Role of ${account.email}`, OPERATOR_ROLES.map((r) => ({ value: r, label: r, selected: r === account.role }))) +
      button('Change role', `of ${account.email}`),
  );
  const toggle = account.disabled
    ? postForm(ACCOUNTS_ACTION, viewer.csrf, fields + hidden('op', 'enable') + button('Enable', account.email))
    : postForm(ACCOUNTS_ACTION, viewer.csrf, fields + hidden('op', 'disable') + button('Disable', account.email, { danger: true }));
  // A lost phone: the admin resets the second factor, the operator sets up a new one at the next login.
  const reset = account.secondFactor
    ? postForm(ACCOUNTS_ACTION, viewer.csrf, fields + hidden('op', 'reset-second-factor') + button('Reset second factor', `of ${account.email}`, { danger: true }))
    : '';
  return `<tr><th scope="row">${esc(account.email)}</th><td>${esc(account.role)}</td>
<td>${account.disabled ? '<span class="op-off">Disabled</span>' : '<span class="op-on">Enabled</span>'}</td>
<td>${account.secondFactor ? 'Set up' : !roleNeedsSecondFactor(account.role) ? 'None (not needed)' : 'Not yet: at the next login'}</td>
<td>${esc(remotesText(account))}</td>
<td>${time(account.lastLoginAt)}</td><td>${time(account.createdAt)}</td><td class="op-cell">${role}${remotes}${toggle}${reset}</td></tr>`;
}

export function accountsPage(viewer: Viewer, accounts: OperatorAccountModel[], notice: Notice | null, draft: { email?: string; role?: string } = {}): Html {
  const rows = accounts.map((a, i) => accountRow(viewer, a, i)).join('\n');
  const table = `<table><caption id="accounts-caption">Operator accounts (times in UTC)</caption><thead><tr><th scope="col">E-mail address</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Second factor</th><th scope="col">Remotes (releaser scope)</th><th scope="col">Last login</th><th scope="col">Created</th><th scope="col">Change</th></tr></thead><tbody>${rows}</tbody></table>`;
  const create = `<h2 id="create-heading">Create an account</h2>
<p>viewer: reads; releaser: also switches remotes and promotes or rolls back releases (every remote, or only the ones set in the table); support: also works the service desk (orders, cards, refunds, the withdrawal and review queues), never releases; admin: everything, and manages accounts. Every role but viewer logs in with an authenticator app's code as well: they set it up at their first login. Disabling an account ends its sessions at once.</p>
${postForm(
  ACCOUNTS_ACTION,
  viewer.csrf,
  `${hidden('op', 'create')}
<div class="op-field"><label for="new-email">E-mail address</label><input id="new-email" name="email" type="email" required maxlength="254" autocomplete="off" value="${esc(draft.email ?? '')}"></div>
<div class="op-field">${select('new-role', 'role', 'Role', OPERATOR_ROLES.map((r) => ({ value: r, label: r, selected: r === (draft.role ?? 'viewer') })), false)}</div>
<div class="op-field"><label for="new-password">Password</label><input id="new-password" name="password" type="password" required minlength="8" maxlength="128" autocomplete="new-password" aria-describedby="new-password-hint"><span id="new-password-hint" class="op-muted">8 to 128 characters, not a common password. Hand it over out of band.</span></div>
<button type="submit">Create account</button>`,
  { className: 'op-create', label: 'Create an account' },
)}`;
  return layout({ title: 'Operator accounts', current: '/operator/accounts', viewer, notice, body: scrollingTable('accounts-caption', table) + create });
}
