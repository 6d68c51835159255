/**
 * The service desk's pages (issue 33 item 6, ADR 0044), for operators with the support capability:
 * search, an order, a card, the withdrawal queue and the review queue of held orders. Server-rendered
 * like every console page: no script, every value escaped, every form a POST to DESK_ACTION with the
 * session's CSRF token, a labelled reason (required), and buttons that say what they do. Card numbers
 * appear masked (the last four digits) only; PINs never.
 */
import type { WithdrawalQueueItem } from '../domains/content/withdrawal-queue';
import type { DeskCardDetail, DeskCardHit, DeskOrderDetail, DeskSearchResult } from '../domains/service-desk/desk';
import { DESK_MAX_PAGE } from '../domains/service-desk/desk';
import { REASON_MAX, REASON_MIN } from '../domains/operator/audit-reason';
import { type Html, type Notice, type Viewer, esc, hidden, hiddenCsrf, layout, scrollingTable, time } from './html';

export const DESK_PATH = '/operator/desk';
export const DESK_ACTION = '/operator/desk/actions';
export const DESK_WITHDRAWALS_PATH = '/operator/desk/withdrawals';
export const DESK_REVIEW_PATH = '/operator/desk/review';
export const deskOrderPath = (orderId: string) => `${DESK_PATH}/orders/${orderId}`;
export const deskCardPath = (cardId: string) => `${DESK_PATH}/cards/${cardId}`;

/** One held order as the review queue lists it (domains/fraud/review.ts). */
export interface HeldOrderItem {
  orderId: string;
  orderNumber: string;
  email: string;
  amountCents: number;
  currency: string;
  placedAt: string;
  score: number | null;
  hits: string[];
}

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

/** The desk's sub-navigation: every desk page links the others. */
function deskNav(current: string): Html {
  const items = [
    [DESK_PATH, 'Search'],
    [DESK_WITHDRAWALS_PATH, 'Withdrawal queue'],
    [DESK_REVIEW_PATH, 'Review queue'],
  ];
  return `<nav aria-label="Service desk"><p class="op-links">${items
    .map(([href, label]) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${esc(label as string)}</a>`)
    .join(' ')}</p></nav>`;
}

/** The required reason of a desk form: a labelled textarea, its hint tied to it. */
function reasonField(id: string, label: string): Html {
  return `<div class="op-field"><label for="${esc(id)}">${esc(label)}</label><textarea id="${esc(id)}" name="reason" required minlength="${REASON_MIN}" maxlength="${REASON_MAX}" aria-describedby="${esc(id)}-hint"></textarea><span id="${esc(id)}-hint" class="op-muted">Required, ${REASON_MIN} to ${REASON_MAX} characters; kept in the audit log, never sent to the customer.</span></div>`;
}

/** A desk action form (POST to DESK_ACTION) with its CSRF field and a heading naming it. */
function deskForm(viewer: Viewer, label: string, fields: Html): Html {
  return `<form method="post" action="${DESK_ACTION}" class="op-desk" aria-label="${esc(label)}">${hiddenCsrf(viewer.csrf)}${fields}</form>`;
}

const submit = (op: string, visible: string, options: { danger?: boolean; rest?: string } = {}) =>
  `<button type="submit" name="op" value="${esc(op)}"${options.danger ? ' class="op-danger"' : ''}>${esc(visible)}${options.rest ? `<span class="op-vh"> ${esc(options.rest)}</span>` : ''}</button>`;

function cardsTable(captionId: string, caption: string, cards: DeskCardHit[]): Html {
  if (cards.length === 0) return '<p class="op-muted">No cards.</p>';
  const rows = cards
    .map(
      (c) =>
        `<tr><th scope="row"><a href="${esc(deskCardPath(c.cardId))}">${esc(c.maskedNumber)}</a></th><td data-label="Status">${esc(c.status)}</td><td data-label="Balance">${esc(money(c.balanceCents, c.currency))}</td><td data-label="Storefront">${esc(c.storefrontKey)}</td><td data-label="Order">${c.orderId && c.orderNumber ? `<a href="${esc(deskOrderPath(c.orderId))}">${esc(c.orderNumber)}</a>` : '<span class="op-muted">none</span>'}</td></tr>`,
    )
    .join('');
  return scrollingTable(
    captionId,
    `<table class="op-list"><caption id="${esc(captionId)}">${esc(caption)}</caption><thead><tr><th scope="col">Card</th><th scope="col">Status</th><th scope="col">Balance</th><th scope="col">Storefront</th><th scope="col">Order</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
}

// ─── search ──────────────────────────────────────────────────────────────────────────────────────

export function deskSearchPage(viewer: Viewer, typed: string, page: number, result: DeskSearchResult | null, notice: Notice | null): Html {
  const form = `<form method="get" action="${DESK_PATH}" class="op-desk-search" role="search" aria-label="Find orders and cards">
<div class="op-field"><label for="desk-q">Order number, e-mail address or a card’s last digits</label><input id="desk-q" name="q" type="search" required maxlength="254" autocomplete="off" value="${esc(typed)}" aria-describedby="desk-q-hint"><span id="desk-q-hint" class="op-muted">An order number or an e-mail address finds exact matches; a card by its last 4 to 19 digits.</span></div>
<button type="submit">Search</button></form>`;
  let results = '';
  if (result && result.errors.length === 0) {
    const orders = result.orders.length
      ? scrollingTable(
          'desk-orders',
          `<table class="op-list"><caption id="desk-orders">Orders</caption><thead><tr><th scope="col">Order</th><th scope="col">Status</th><th scope="col">Buyer</th><th scope="col">Total</th><th scope="col">Storefront</th><th scope="col">Placed</th></tr></thead><tbody>${result.orders
            .map(
              (o) =>
                `<tr><th scope="row"><a href="${esc(deskOrderPath(o.orderId))}">${esc(o.orderNumber)}</a></th><td data-label="Status">${esc(o.status)}</td><td data-label="Buyer">${esc(o.customerName)} &lt;${esc(o.email)}&gt;</td><td data-label="Total">${esc(money(o.grandTotalCents, o.currency))}</td><td data-label="Storefront">${esc(o.storefrontKey)}</td><td data-label="Placed">${time(o.placedAt)}</td></tr>`,
            )
            .join('')}</tbody></table>`,
        )
      : '';
    const cards = result.cards.length ? cardsTable('desk-cards', 'Gift cards', result.cards) : '';
    const nothing = !orders && !cards ? '<p role="status">Nothing found.</p>' : '';
    const pager = [
      page > 1 ? `<a href="${DESK_PATH}?${new URLSearchParams({ q: typed, page: String(page - 1) })}">Previous page</a>` : '',
      result.hasMore && page < DESK_MAX_PAGE ? `<a href="${DESK_PATH}?${new URLSearchParams({ q: typed, page: String(page + 1) })}">Next page</a>` : '',
    ]
      .filter(Boolean)
      .join(' ');
    results = `<h2>Results${page > 1 ? ` (page ${page})` : ''}</h2>${nothing}${orders}${cards}${pager ? `<p class="op-pager">${pager}</p>` : ''}`;
  }
  return layout({ title: 'Service desk', current: DESK_PATH, viewer, notice, body: `${deskNav(DESK_PATH)}${form}${results}` });
}

// ─── an order ────────────────────────────────────────────────────────────────────────────────────

function table(id: string, caption: string, head: string[], rows: string[][]): Html {
  if (rows.length === 0) return `<h2 id="${esc(id)}">${esc(caption)}</h2><p class="op-muted">None.</p>`;
  return `<h2 id="${esc(id)}">${esc(caption)}</h2>${scrollingTable(
    id,
    `<table><thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
  )}`;
}

function auditTable(rows: DeskOrderDetail['audit']): Html {
  return table(
    'desk-audit',
    'Audit log',
    ['When', 'Action', 'By', 'After'],
    rows.map((a) => [time(a.at), esc(a.action), esc(a.actor), a.after ? `<code>${esc(a.after.slice(0, 400))}</code>` : '']),
  );
}

export function deskOrderPage(viewer: Viewer, d: DeskOrderDetail, notice: Notice | null): Html {
  const o = d.order;
  const facts = `<table class="op-facts"><tbody>
<tr><th scope="row">Order number</th><td>${esc(o.orderNumber)}</td></tr>
<tr><th scope="row">Status</th><td>${esc(o.status)} (${esc(o.kind)})</td></tr>
<tr><th scope="row">Buyer</th><td>${esc(o.customerName)} &lt;${esc(o.email)}&gt;</td></tr>
<tr><th scope="row">Storefront, language</th><td>${esc(o.storefrontKey)}, ${esc(o.language)}</td></tr>
<tr><th scope="row">Total</th><td>${esc(money(o.grandTotalCents, o.currency))}${o.giftCardCents ? ` (${esc(money(o.giftCardCents, o.currency))} paid by gift cards)` : ''}</td></tr>
<tr><th scope="row">Placed, paid, issued</th><td>${time(o.placedAt)}, ${time(o.paidAt)}, ${time(o.issuedAt)}</td></tr>
${o.issueProblem ? `<tr><th scope="row">Issue problem</th><td>${esc(o.issueProblem)}</td></tr>` : ''}
</tbody></table>`;
  const currency = o.currency;
  const refund = deskForm(
    viewer,
    `Refund order ${o.orderNumber}`,
    `<h2 id="desk-refund">Refund</h2><p>Refunds value not yet redeemed: it is taken off the cards at once, then the payment provider refunds it; the buyer is mailed.</p>${hidden('order', o.orderId)}
<div class="op-field"><label for="desk-refund-amount">Amount in ${esc(currency)}</label><input id="desk-refund-amount" name="amount" inputmode="decimal" pattern="[0-9]+([.,][0-9]{1,2})?" maxlength="12" autocomplete="off" aria-describedby="desk-refund-amount-hint"><span id="desk-refund-amount-hint" class="op-muted">e.g. 25.00; empty: everything not yet redeemed.</span></div>
${reasonField('desk-refund-reason', 'Reason for the refund')}<div class="op-buttons">${submit('refund', 'Refund', { danger: true, rest: `order ${o.orderNumber}` })}</div>`,
  );
  const cardRows = d.cards.map((c) => [
    `<a href="${esc(deskCardPath(c.cardId))}">${esc(c.maskedNumber)}</a>`,
    esc(c.status),
    esc(money(c.balanceCents, c.currency)),
  ]);
  const resend =
    d.cards.filter((c) => c.status === 'ACTIVE').length > 0
      ? deskForm(
          viewer,
          'Send a card mail again',
          `<h2 id="desk-resend">Send a card mail again</h2><p>The card gets a new PIN and its mail goes to the same recipient again; the PIN of the earlier mail stops working. At most 3 a day per card.</p>
<div class="op-field"><label for="desk-resend-card">Card</label><select id="desk-resend-card" name="card">${d.cards
            .filter((c) => c.status === 'ACTIVE')
            .map((c) => `<option value="${esc(c.cardId)}">${esc(c.maskedNumber)} (${esc(money(c.balanceCents, c.currency))})</option>`)
            .join('')}</select></div>
${reasonField('desk-resend-reason', 'Reason for sending the card mail again')}<div class="op-buttons">${submit('resend-mail', 'Send card mail again')}</div>`,
        )
      : '';
  const body = [
    deskNav(''),
    facts,
    table('desk-lines', 'Lines', ['Product', 'Delivery', 'Amount', 'Quantity'], d.lines.map((l) => [esc(l.productId), esc(l.deliveryType), esc(money(l.amountCents, currency)), String(l.quantity)])),
    table('desk-order-cards', 'Gift cards', ['Card', 'Status', 'Balance'], cardRows),
    o.status === 'COMPLETED' ? refund : '',
    resend,
    table(
      'desk-payments',
      'Payments',
      ['Created', 'Provider', 'Method', 'Status', 'Amount', 'Reference'],
      d.payments.map((p) => [time(p.createdAt), esc(p.provider), esc(p.method), esc(p.status + (p.refusalReason ? ` (${p.refusalReason})` : '')), esc(money(p.amountCents, p.currency)), esc(p.pspReference ?? '')]),
    ),
    table(
      'desk-notifications',
      'Provider notifications',
      ['Received', 'Event', 'Success', 'Reference', 'Outcome'],
      d.notifications.map((n) => [time(n.receivedAt), esc(n.eventCode), n.success ? 'yes' : 'no', esc(n.pspReference), esc(n.outcome + (n.problem ? `: ${n.problem}` : ''))]),
    ),
    table(
      'desk-refunds',
      'Refunds',
      ['Created', 'Amount', 'Origin', 'Status', 'Reason'],
      d.refunds.map((r) => [time(r.createdAt), esc(money(r.amountCents, r.currency)), esc(r.origin), esc(r.status + (r.problem ? ` (${r.problem})` : '')), esc(r.reason)]),
    ),
    table(
      'desk-disputes',
      'Chargebacks and disputes',
      ['Updated', 'Status', 'Last event', 'Amount', 'Frozen', 'Spent', 'Loss'],
      d.disputes.map((x) => [time(x.updatedAt), esc(x.status), esc(x.lastEventCode), esc(money(x.amountCents, x.currency)), esc(money(x.frozenCents, x.currency)), esc(money(x.spentCents, x.currency)), esc(money(x.lostCents, x.currency))]),
    ),
    table(
      'desk-mails',
      'Mails',
      ['Created', 'Kind', 'To', 'Status', 'Sent'],
      d.mails.map((m) => [time(m.createdAt), esc(m.kind), esc(m.recipient), esc(`${m.status}${m.attempts > 1 ? ` after ${m.attempts} attempts` : ''}`), time(m.sentAt)]),
    ),
    table(
      'desk-withdrawals',
      'Withdrawals',
      ['Received', 'From', 'Match', 'Status', 'Decided'],
      d.withdrawals.map((w) => [time(w.receivedAt), esc(w.email), esc(w.matchStatus), esc(w.status), time(w.decidedAt)]),
    ),
    auditTable(d.audit),
  ].join('\n');
  return layout({ title: `Order ${o.orderNumber}`, current: DESK_PATH, viewer, notice, body });
}

// ─── a card ──────────────────────────────────────────────────────────────────────────────────────

export function deskCardPage(viewer: Viewer, d: DeskCardDetail, notice: Notice | null): Html {
  const c = d.card;
  const facts = `<table class="op-facts"><tbody>
<tr><th scope="row">Card</th><td>${esc(c.maskedNumber)}${c.isTest ? ' (test card)' : ''}</td></tr>
<tr><th scope="row">Status</th><td>${esc(c.status)}</td></tr>
<tr><th scope="row">Balance</th><td>${esc(money(c.balanceCents, c.currency))}</td></tr>
<tr><th scope="row">Storefront, kind</th><td>${esc(c.storefrontKey)}, ${esc(c.variationType)}</td></tr>
<tr><th scope="row">Order</th><td>${c.orderId && c.orderNumber ? `<a href="${esc(deskOrderPath(c.orderId))}">${esc(c.orderNumber)}</a>` : '<span class="op-muted">none</span>'}</td></tr>
<tr><th scope="row">Valid until</th><td>${time(c.expiresAt)}</td></tr>
${c.reissuedFromId ? `<tr><th scope="row">Replaces</th><td><a href="${esc(deskCardPath(c.reissuedFromId))}">the blocked card</a></td></tr>` : ''}
${c.reissuedToId ? `<tr><th scope="row">Replaced by</th><td><a href="${esc(deskCardPath(c.reissuedToId))}">the reissued card</a></td></tr>` : ''}
</tbody></table>`;
  const ledger = table(
    'desk-ledger',
    d.ledgerTruncated ? 'Ledger (the oldest 200 movements)' : 'Ledger',
    ['When', 'Movement', 'Amount', 'Order', 'Reference'],
    d.ledger.map((e) => [time(e.createdAt), esc(e.kind), esc(money(e.amountCents, c.currency)), e.orderId ? `<a href="${esc(deskOrderPath(e.orderId))}">order</a>` : '', esc(e.reference ?? '')]),
  );
  const active = c.status === 'ACTIVE' && !c.isTest;
  const forms = active
    ? `${deskForm(
        viewer,
        `Block and reissue ${c.maskedNumber}`,
        `<h2 id="desk-block">Block and reissue</h2><p>Blocks this card and moves its balance (${esc(money(c.balanceCents, c.currency))}) to a new card, mailed to the buyer of the order. For a lost or stolen card.</p>${hidden('card', c.cardId)}
${reasonField('desk-block-reason', 'Reason for blocking and reissuing')}<div class="op-buttons">${submit('block-reissue', 'Block and reissue', { danger: true, rest: c.maskedNumber })}</div>`,
      )}${deskForm(
        viewer,
        `Send the card mail of ${c.maskedNumber} again`,
        `<h2 id="desk-resend">Send the card mail again</h2><p>A new PIN, mailed to the card mail’s recipient again; the PIN of the earlier mail stops working. At most 3 a day.</p>${hidden('card', c.cardId)}
${reasonField('desk-resend-reason', 'Reason for sending the card mail again')}<div class="op-buttons">${submit('resend-mail', 'Send card mail again', { rest: c.maskedNumber })}</div>`,
      )}`
    : '';
  return layout({ title: `Gift card ${c.maskedNumber}`, current: DESK_PATH, viewer, notice, body: [deskNav(''), facts, forms, ledger, auditTable(d.audit)].join('\n') });
}

// ─── the withdrawal queue ────────────────────────────────────────────────────────────────────────

export function deskWithdrawalsPage(viewer: Viewer, status: string, items: WithdrawalQueueItem[], notice: Notice | null): Html {
  const filters = ['OPEN', 'APPROVED', 'REJECTED']
    .map((s) => `<a href="${DESK_WITHDRAWALS_PATH}?status=${s}"${s === status ? ' aria-current="page"' : ''}>${esc(s.toLowerCase())}</a>`)
    .join(' ');
  const rows = items
    .map((w, index) => {
      const order = w.orderId ? `<a href="${esc(deskOrderPath(w.orderId))}">${esc(w.orderNumber)}</a>` : `${esc(w.orderNumber)} <span class="op-muted">(no such order)</span>`;
      const decide =
        w.status === 'OPEN'
          ? `<form method="post" action="${DESK_ACTION}" class="op-desk" aria-label="Decide the withdrawal for ${esc(w.orderNumber)}">${hiddenCsrf(viewer.csrf)}${hidden('id', w.id)}
${reasonField(`desk-withdrawal-reason-${index}`, `Reason for the decision on ${w.orderNumber}`)}<div class="op-buttons">${
              w.orderId ? submit('approve-withdrawal', 'Approve and refund', { rest: `the withdrawal for ${w.orderNumber}` }) : ''
            }${submit('reject-withdrawal', 'Reject', { danger: true, rest: `the withdrawal for ${w.orderNumber}` })}</div></form>`
          : `${esc(w.status)} ${time(w.decidedAt)}`;
      return `<tr><th scope="row">${order}</th><td data-label="From">${esc(w.name)} &lt;${esc(w.email)}&gt;</td><td data-label="Match">${esc(w.matchStatus)}</td><td data-label="Received">${time(w.receivedAt)}</td><td class="op-act" data-label="Decision">${decide}</td></tr>`;
    })
    .join('');
  const list = items.length
    ? scrollingTable(
        'desk-withdrawals',
        `<table class="op-list"><caption id="desk-withdrawals">Withdrawals: ${esc(status.toLowerCase())}</caption><thead><tr><th scope="col">Order</th><th scope="col">From</th><th scope="col">Match</th><th scope="col">Received</th><th scope="col">Decision</th></tr></thead><tbody>${rows}</tbody></table>`,
      )
    : '<p role="status">No withdrawals here.</p>';
  const intro =
    '<p>Approving refunds the order’s value not yet redeemed (taken off its cards at once) and mails the buyer; rejecting mails the sender that it could not be carried out. MATCHED: the order’s own e-mail address; EMAIL_DIFFERS: another address; UNKNOWN: no such order (reject only).</p>';
  return layout({ title: 'Withdrawal queue', current: DESK_PATH, viewer, notice, body: `${deskNav(DESK_WITHDRAWALS_PATH)}${intro}<p class="op-links">Show: ${filters}</p>${list}` });
}

// ─── the review queue ────────────────────────────────────────────────────────────────────────────

export function deskReviewPage(viewer: Viewer, items: HeldOrderItem[] | null, notice: Notice | null): Html {
  if (items === null) {
    return layout({ title: 'Review queue', current: DESK_PATH, viewer, notice, body: `${deskNav(DESK_REVIEW_PATH)}<p>Fraud review is not available in this build.</p>` });
  }
  const rows = items
    .map(
      (h, index) => `<tr><th scope="row"><a href="${esc(deskOrderPath(h.orderId))}">${esc(h.orderNumber)}</a></th><td data-label="Buyer">${esc(h.email)}</td><td data-label="Amount">${esc(money(h.amountCents, h.currency))}</td><td data-label="Placed">${time(h.placedAt)}</td><td data-label="Score">${h.score ?? ''}${h.hits.length ? `<ul class="op-diff">${h.hits.map((hit) => `<li>${esc(hit)}</li>`).join('')}</ul>` : ''}</td>
<td class="op-act" data-label="Decision"><form method="post" action="${DESK_ACTION}" class="op-desk" aria-label="Decide held order ${esc(h.orderNumber)}">${hiddenCsrf(viewer.csrf)}${hidden('order', h.orderId)}
${reasonField(`desk-review-reason-${index}`, `Reason for the decision on ${h.orderNumber}`)}<div class="op-buttons">${submit('release-held', 'Release and issue', { rest: `order ${h.orderNumber}` })}${submit('refuse-held', 'Refuse and refund', { danger: true, rest: `order ${h.orderNumber}` })}</div></form></td></tr>`,
    )
    .join('');
  const list = items.length
    ? scrollingTable(
        'desk-held',
        `<table class="op-list"><caption id="desk-held">Orders held for review, oldest first</caption><thead><tr><th scope="col">Order</th><th scope="col">Buyer</th><th scope="col">Amount</th><th scope="col">Placed</th><th scope="col">Score and rules</th><th scope="col">Decision</th></tr></thead><tbody>${rows}</tbody></table>`,
      )
    : '<p role="status">No orders are held.</p>';
  return layout({
    title: 'Review queue',
    current: DESK_PATH,
    viewer,
    notice,
    body: `${deskNav(DESK_REVIEW_PATH)}<p>Orders fraud screening held: releasing issues the cards now; refusing refunds the whole payment. The buyer is mailed either way.</p>${list}`,
  });
}
