/**
 * `/operator/accounts` (admins only): the operator accounts, a form to create one, and per account
 * a role change, the remotes a releaser may act on (ADR 0038, the same `setOperatorRemotes` as
 * `operatorSetRemotes` and `operator-remotes`) and disable / enable. Accounts are never deleted (the
 * audit log points at them).
 */
import { Fragment } from 'react';
import { OPERATOR_ROLES, roleCan } from '../domains/operator/roles';
import { roleNeedsSecondFactor } from '../domains/operator/second-factor';
import type { OperatorAccountModel } from '../domains/operator/sessions';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { Button, ConsoleLayout, Hidden, type Html, type Notice, PostForm, renderPage, ScrollingTable, Select, Time, type Viewer } from './layout';

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
function RemotesForm({ viewer, account, index }: { viewer: Viewer; account: OperatorAccountModel; index: number }) {
  const some = account.remotes !== null;
  return (
    <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf}>
      <Hidden name="account" value={account.id} />
      <Hidden name="op" value="remotes" />
      <fieldset className="op-remotes" id={`remotes-${index}`}>
        <legend>Remotes {account.email} may release</legend>
        <label>
          <input type="radio" name="scope" value="all" defaultChecked={!some} /> Every remote
        </label>{' '}
        <label>
          <input type="radio" name="scope" value="some" defaultChecked={some} /> Only:
        </label>
        {REMOTE_NAMES.map((remote) => (
          <Fragment key={remote}>
            {' '}
            <label>
              <input type="checkbox" name="remotes" value={remote} defaultChecked={account.remotes?.includes(remote) ?? false} /> {remote}
            </label>
          </Fragment>
        ))}
      </fieldset>
      <Button visible="Set remotes" rest={`of ${account.email}`} />
    </PostForm>
  );
}

function secondFactorText(account: OperatorAccountModel): string {
  if (account.secondFactor) return 'Set up';
  return roleNeedsSecondFactor(account.role) ? 'Not yet: at the next login' : 'None (not needed)';
}

function AccountRow({ viewer, account, index }: { viewer: Viewer; account: OperatorAccountModel; index: number }) {
  const form = (op: string) => (
    <>
      <Hidden name="account" value={account.id} />
      <Hidden name="op" value={op} />
    </>
  );
  return (
    <tr>
      <th scope="row">{account.email}</th>
      <td>{account.role}</td>
      <td>{account.disabled ? <span className="op-off">Disabled</span> : <span className="op-on">Enabled</span>}</td>
      <td>{secondFactorText(account)}</td>
      <td>{remotesText(account)}</td>
      <td>
        <Time iso={account.lastLoginAt} />
      </td>
      <td>
        <Time iso={account.createdAt} />
      </td>
      <td className="op-cell">
        <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf}>
          {form('role')}
          <Select
            id={`role-${index}`}
            name="role"
            label={`Role of ${account.email}`}
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: r, selected: r === account.role }))}
          />
          <Button visible="Change role" rest={`of ${account.email}`} />
        </PostForm>
        <RemotesForm viewer={viewer} account={account} index={index} />
        {account.disabled ? (
          <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf}>
            {form('enable')}
            <Button visible="Enable" rest={account.email} />
          </PostForm>
        ) : (
          <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf}>
            {form('disable')}
            <Button visible="Disable" rest={account.email} danger />
          </PostForm>
        )}
        {/* A lost phone: the admin resets the second factor, the operator sets up a new one at the next login. */}
        {account.secondFactor ? (
          <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf}>
            {form('reset-second-factor')}
            <Button visible="Reset second factor" rest={`of ${account.email}`} danger />
          </PostForm>
        ) : null}
      </td>
    </tr>
  );
}

interface AccountsPageProps {
  viewer: Viewer;
  accounts: OperatorAccountModel[];
  notice: Notice | null;
  draft: { email?: string; role?: string };
}

export function AccountsPage({ viewer, accounts, notice, draft }: AccountsPageProps) {
  return (
    <ConsoleLayout title="Operator accounts" current="/operator/accounts" viewer={viewer} notice={notice}>
      <ScrollingTable labelId="accounts-caption">
        <table>
          <caption id="accounts-caption">Operator accounts (times in UTC)</caption>
          <thead>
            <tr>
              <th scope="col">E-mail address</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Second factor</th>
              <th scope="col">Remotes (releaser scope)</th>
              <th scope="col">Last login</th>
              <th scope="col">Created</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a, i) => (
              <AccountRow key={a.id} viewer={viewer} account={a} index={i} />
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <h2 id="create-heading">Create an account</h2>
      <p>
        viewer: reads; releaser: also switches remotes and promotes or rolls back releases (every remote, or only the ones set in the table); support:
        also works the service desk (orders, cards, refunds, the withdrawal and review queues), never releases; admin: everything, and manages
        accounts. Every role but viewer logs in with an authenticator app's code as well: they set it up at their first login. Disabling an account
        ends its sessions at once.
      </p>
      <PostForm action={ACCOUNTS_ACTION} csrf={viewer.csrf} className="op-create" label="Create an account">
        <Hidden name="op" value="create" />
        <div className="op-field">
          <label htmlFor="new-email">E-mail address</label>
          <input id="new-email" name="email" type="email" required maxLength={254} autoComplete="off" defaultValue={draft.email ?? ''} />
        </div>
        <div className="op-field">
          <Select
            id="new-role"
            name="role"
            label="Role"
            options={OPERATOR_ROLES.map((r) => ({ value: r, label: r, selected: r === (draft.role ?? 'viewer') }))}
            hiddenLabel={false}
          />
        </div>
        <div className="op-field">
          <label htmlFor="new-password">Password</label>
          <input
            id="new-password"
            name="password"
            type="password"
            required
            minLength={8}
            maxLength={128}
            autoComplete="new-password"
            aria-describedby="new-password-hint"
          />
          <span id="new-password-hint" className="op-muted">
            8 to 128 characters, not a common password. Hand it over out of band.
          </span>
        </div>
        <button type="submit">Create account</button>
      </PostForm>
    </ConsoleLayout>
  );
}

export function accountsPage(viewer: Viewer, accounts: OperatorAccountModel[], notice: Notice | null, draft: { email?: string; role?: string } = {}): Html {
  return renderPage(<AccountsPage viewer={viewer} accounts={accounts} notice={notice} draft={draft} />);
}
