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
import { type Html, type Notice, type Viewer, button, esc, hidden, layout, postForm, scrollingTable, time } from './html';

export const ME_PATH = '/operator/me';

function stateOf(token: ApiTokenModel, now: number): Html {
  if (token.revokedAt) return `<span class="op-off">revoked</span> ${time(token.revokedAt)}`;
  if (Date.parse(token.expiresAt) <= now) return '<span class="op-off">expired</span>';
  return '<span class="op-on">active</span>';
}

function tokenRow(viewer: Viewer, token: ApiTokenModel, now: number): Html {
  const live = !token.revokedAt && Date.parse(token.expiresAt) > now;
  const revoke = live
    ? postForm(ME_PATH, viewer.csrf, hidden('op', 'revoke') + hidden('id', token.id) + button('Revoke', `the token ${token.label}`, { danger: true }))
    : '';
  return `<tr><th scope="row">${esc(token.label)}</th><td>${stateOf(token, now)}</td><td>${time(token.createdAt)}</td><td>${time(token.expiresAt)}</td><td>${time(
    token.lastUsedAt,
  )}</td><td>${esc(token.remotes ? token.remotes.join(', ') : "the account's")}</td><td>${revoke}</td></tr>`;
}

export interface MePageInput {
  account: OperatorAccountModel | null;
  tokens: ApiTokenModel[];
  /** The secret of the token just created: shown on this answer only. */
  created?: { label: string; secret: string } | null;
  draft?: { label?: string; days?: string };
  now?: number;
}

export function mePage(viewer: Viewer, input: MePageInput, notice: Notice | null): Html {
  const now = input.now ?? Date.now();
  const account = input.account;
  const facts = account
    ? `<p>Role: <strong>${esc(account.role)}</strong>. Remotes you may release: <strong>${esc(remotesText(account))}</strong>.</p>`
    : '';
  const created = input.created
    ? `<div class="op-notice" role="status"><p>Your personal token “${esc(input.created.label)}”, shown this once (only its hash is kept): copy it now.</p>
<p><code class="op-secret">${esc(input.created.secret)}</code></p>
<p>Use it as <code>OPERATOR_API_TOKEN</code> for <code>pnpm operator</code>: every change with it is audited as you, naming this token.</p></div>`
    : '';
  const rows = input.tokens.map((t) => tokenRow(viewer, t, now)).join('\n');
  const table = input.tokens.length
    ? scrollingTable(
        'tokens-caption',
        `<table class="op-sticky"><caption id="tokens-caption">Your personal API tokens, newest first (times in UTC)</caption><thead><tr><th scope="col">Label</th><th scope="col">State</th><th scope="col">Created</th><th scope="col">Expires</th><th scope="col">Last used</th><th scope="col">Remotes</th><th scope="col">Revoke</th></tr></thead><tbody>${rows}</tbody></table>`,
      )
    : '<p class="op-muted">You have no personal token.</p>';
  const form = postForm(
    ME_PATH,
    viewer.csrf,
    `${hidden('op', 'create')}
<div class="op-field"><label for="token-label">Label</label><input id="token-label" name="label" type="text" required maxlength="64" autocomplete="off" value="${esc(input.draft?.label ?? '')}" aria-describedby="token-label-hint"><span id="token-label-hint" class="op-muted">The machine or pipeline it is for, e.g. "laptop".</span></div>
<div class="op-field"><label for="token-days">Lifetime in days</label><input id="token-days" name="days" type="number" inputmode="numeric" min="1" max="${API_TOKEN_MAX_DAYS}" step="1" required value="${esc(input.draft?.days ?? String(API_TOKEN_DEFAULT_DAYS))}"></div>
<button type="submit">Create token</button>`,
    { className: 'op-create', label: 'Create a personal API token' },
  );
  const body = `${facts}${created}
<h2 id="tokens-heading">Personal API tokens</h2>
<p>A token lets the operator CLI act as you, with your current role and remotes, until it expires or you revoke it. Revoking is instant.</p>
${table}
<h2 id="create-token-heading">Create a token</h2>
${form}`;
  return layout({ title: 'Your account', current: ME_PATH, viewer, notice, body });
}
