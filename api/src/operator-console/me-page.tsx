/**
 * `/operator/me` (every role): the operator's own account (role, the remotes it may release) and its
 * personal API tokens (ADR 0038): label, created, expires, last used, revoked, with a form to create
 * one (its secret is on the answer to that form only, never again) and one to revoke each. The same
 * service functions as `operatorCreateApiToken` / `operatorRevokeApiToken` and the CLI's token commands.
 */
import type { ApiTokenModel } from '../domains/operator/api-tokens';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from '../domains/operator/api-tokens';
import type { OperatorAccountModel } from '../domains/operator/sessions';
import { remotesText } from './accounts-page';
import { Button, ConsoleLayout, Hidden, type Html, type Notice, PostForm, renderPage, ScrollingTable, Time, type Viewer } from './layout';

export const ME_PATH = '/operator/me';

function TokenState({ token, now }: { token: ApiTokenModel; now: number }) {
  if (token.revokedAt) {
    return (
      <>
        <span className="op-off">revoked</span> <Time iso={token.revokedAt} />
      </>
    );
  }
  if (Date.parse(token.expiresAt) <= now) return <span className="op-off">expired</span>;
  return <span className="op-on">active</span>;
}

function TokenRow({ viewer, token, now }: { viewer: Viewer; token: ApiTokenModel; now: number }) {
  const live = !token.revokedAt && Date.parse(token.expiresAt) > now;
  return (
    <tr>
      <th scope="row">{token.label}</th>
      <td>
        <TokenState token={token} now={now} />
      </td>
      <td>
        <Time iso={token.createdAt} />
      </td>
      <td>
        <Time iso={token.expiresAt} />
      </td>
      <td>
        <Time iso={token.lastUsedAt} />
      </td>
      <td>{token.remotes ? token.remotes.join(', ') : "the account's"}</td>
      <td>
        {live ? (
          <PostForm action={ME_PATH} csrf={viewer.csrf}>
            <Hidden name="op" value="revoke" />
            <Hidden name="id" value={token.id} />
            <Button visible="Revoke" rest={`the token ${token.label}`} danger />
          </PostForm>
        ) : null}
      </td>
    </tr>
  );
}

export interface MePageInput {
  account: OperatorAccountModel | null;
  tokens: ApiTokenModel[];
  /** The secret of the token just created: shown on this answer only. */
  created?: { label: string; secret: string } | null;
  draft?: { label?: string; days?: string };
  now?: number;
}

export function MePage({ viewer, input, notice }: { viewer: Viewer; input: MePageInput; notice: Notice | null }) {
  const now = input.now ?? Date.now();
  const { account, created } = input;
  return (
    <ConsoleLayout title="Your account" current={ME_PATH} viewer={viewer} notice={notice}>
      {account ? (
        <p>
          Role: <strong>{account.role}</strong>. Remotes you may release: <strong>{remotesText(account)}</strong>.
        </p>
      ) : null}
      {created ? (
        <div className="op-notice" role="status">
          <p>Your personal token “{created.label}”, shown this once (only its hash is kept): copy it now.</p>
          <p>
            <code className="op-secret">{created.secret}</code>
          </p>
          <p>
            Use it as <code>OPERATOR_API_TOKEN</code> for <code>pnpm operator</code>: every change with it is audited as you, naming this token.
          </p>
        </div>
      ) : null}
      <h2 id="tokens-heading">Personal API tokens</h2>
      <p>A token lets the operator CLI act as you, with your current role and remotes, until it expires or you revoke it. Revoking is instant.</p>
      {input.tokens.length ? (
        <ScrollingTable labelId="tokens-caption">
          <table className="op-sticky">
            <caption id="tokens-caption">Your personal API tokens, newest first (times in UTC)</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">State</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">Last used</th>
                <th scope="col">Remotes</th>
                <th scope="col">Revoke</th>
              </tr>
            </thead>
            <tbody>
              {input.tokens.map((t) => (
                <TokenRow key={t.id} viewer={viewer} token={t} now={now} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p className="op-muted">You have no personal token.</p>
      )}
      <h2 id="create-token-heading">Create a token</h2>
      <PostForm action={ME_PATH} csrf={viewer.csrf} className="op-create" label="Create a personal API token">
        <Hidden name="op" value="create" />
        <div className="op-field">
          <label htmlFor="token-label">Label</label>
          <input
            id="token-label"
            name="label"
            type="text"
            required
            maxLength={64}
            autoComplete="off"
            defaultValue={input.draft?.label ?? ''}
            aria-describedby="token-label-hint"
          />
          <span id="token-label-hint" className="op-muted">
            The machine or pipeline it is for, e.g. "laptop".
          </span>
        </div>
        <div className="op-field">
          <label htmlFor="token-days">Lifetime in days</label>
          <input
            id="token-days"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={API_TOKEN_MAX_DAYS}
            step={1}
            required
            defaultValue={input.draft?.days ?? String(API_TOKEN_DEFAULT_DAYS)}
          />
        </div>
        <button type="submit">Create token</button>
      </PostForm>
    </ConsoleLayout>
  );
}

export function mePage(viewer: Viewer, input: MePageInput, notice: Notice | null): Html {
  return renderPage(<MePage viewer={viewer} input={input} notice={notice} />);
}
