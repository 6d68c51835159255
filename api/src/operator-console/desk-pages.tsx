/**
 * The service desk's pages (issue 33 item 6, ADR 0044), for operators with the support capability:
 * search, an order, a card, the withdrawal queue and the review queue of held orders. Server-rendered
 * like every console page: no script, every value escaped (JSX rendered to static markup), every form a POST to DESK_ACTION with the
 * session's CSRF token, a labelled reason (required), and buttons that say what they do. Card numbers
 * appear masked (the last four digits) only; PINs never.
 */
import type { ReactNode } from 'react';
import type { WithdrawalQueueItem } from '../domains/content/withdrawal-queue';
import { REASON_MAX, REASON_MIN } from '../domains/operator/audit-reason';
import type { DeskCardDetail, DeskCardHit, DeskOrderDetail, DeskSearchResult } from '../domains/service-desk/desk';
import { DESK_MAX_PAGE } from '../domains/service-desk/desk';
import { ConsoleLayout, CsrfField, Hidden, type Html, Muted, type Notice, renderPage, ScrollingTable, Spaced, Time, type Viewer } from './layout';

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
function DeskNav({ current }: { current: string }) {
  const items: Array<[string, string]> = [
    [DESK_PATH, 'Search'],
    [DESK_WITHDRAWALS_PATH, 'Withdrawal queue'],
    [DESK_REVIEW_PATH, 'Review queue'],
  ];
  return (
    <nav aria-label="Service desk">
      <p className="op-links">
        <Spaced>
          {items.map(([href, label]) => (
            <a key={href} href={href} aria-current={href === current ? 'page' : undefined}>
              {label}
            </a>
          ))}
        </Spaced>
      </p>
    </nav>
  );
}

/** The required reason of a desk form: a labelled textarea, its hint tied to it. */
function ReasonField({ id, label }: { id: string; label: string }) {
  return (
    <div className="op-field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name="reason" required minLength={REASON_MIN} maxLength={REASON_MAX} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`} className="op-muted">
        Required, {REASON_MIN} to {REASON_MAX} characters; kept in the audit log, never sent to the customer.
      </span>
    </div>
  );
}

/** A desk action form (POST to DESK_ACTION) with its CSRF field. */
function DeskForm({ viewer, label, children }: { viewer: Viewer; label: string; children: ReactNode }) {
  return (
    <form method="post" action={DESK_ACTION} className="op-desk" aria-label={label}>
      <CsrfField csrf={viewer.csrf} />
      {children}
    </form>
  );
}

function Submit({ op, visible, danger = false, rest }: { op: string; visible: string; danger?: boolean; rest?: string }) {
  return (
    <button type="submit" name="op" value={op} className={danger ? 'op-danger' : undefined}>
      {visible}
      {rest ? <span className="op-vh"> {rest}</span> : null}
    </button>
  );
}

function OrderLink({ orderId, orderNumber }: { orderId: string | null; orderNumber: string | null }) {
  return orderId && orderNumber ? <a href={deskOrderPath(orderId)}>{orderNumber}</a> : <Muted>none</Muted>;
}

const Heads = ({ names }: { names: string[] }) => (
  <thead>
    <tr>
      {names.map((h) => (
        <th key={h} scope="col">
          {h}
        </th>
      ))}
    </tr>
  </thead>
);

function CardsTable({ captionId, caption, cards }: { captionId: string; caption: string; cards: DeskCardHit[] }) {
  if (cards.length === 0) return <p className="op-muted">No cards.</p>;
  return (
    <ScrollingTable labelId={captionId}>
      <table className="op-list">
        <caption id={captionId}>{caption}</caption>
        <Heads names={['Card', 'Status', 'Balance', 'Storefront', 'Order']} />
        <tbody>
          {cards.map((c) => (
            <tr key={c.cardId}>
              <th scope="row">
                <a href={deskCardPath(c.cardId)}>{c.maskedNumber}</a>
              </th>
              <td data-label="Status">{c.status}</td>
              <td data-label="Balance">{money(c.balanceCents, c.currency)}</td>
              <td data-label="Storefront">{c.storefrontKey}</td>
              <td data-label="Order">
                <OrderLink orderId={c.orderId} orderNumber={c.orderNumber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

// ─── search ──────────────────────────────────────────────────────────────────────────────────────

function SearchResults({ typed, page, result }: { typed: string; page: number; result: DeskSearchResult }) {
  const pageLink = (to: number) => `${DESK_PATH}?${new URLSearchParams({ q: typed, page: String(to) })}`;
  const links = [
    page > 1 ? <a key="previous" href={pageLink(page - 1)}>Previous page</a> : null,
    result.hasMore && page < DESK_MAX_PAGE ? <a key="next" href={pageLink(page + 1)}>Next page</a> : null,
  ];
  return (
    <>
      <h2>Results{page > 1 ? ` (page ${page})` : ''}</h2>
      {!result.orders.length && !result.cards.length ? <p role="status">Nothing found.</p> : null}
      {result.orders.length ? (
        <ScrollingTable labelId="desk-orders">
          <table className="op-list">
            <caption id="desk-orders">Orders</caption>
            <Heads names={['Order', 'Status', 'Buyer', 'Total', 'Storefront', 'Placed']} />
            <tbody>
              {result.orders.map((o) => (
                <tr key={o.orderId}>
                  <th scope="row">
                    <a href={deskOrderPath(o.orderId)}>{o.orderNumber}</a>
                  </th>
                  <td data-label="Status">{o.status}</td>
                  <td data-label="Buyer">
                    {o.customerName} &lt;{o.email}&gt;
                  </td>
                  <td data-label="Total">{money(o.grandTotalCents, o.currency)}</td>
                  <td data-label="Storefront">{o.storefrontKey}</td>
                  <td data-label="Placed">
                    <Time iso={o.placedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : null}
      {result.cards.length ? <CardsTable captionId="desk-cards" caption="Gift cards" cards={result.cards} /> : null}
      {links.some(Boolean) ? (
        <p className="op-pager">
          <Spaced>{links}</Spaced>
        </p>
      ) : null}
    </>
  );
}

interface DeskSearchPageProps {
  viewer: Viewer;
  typed: string;
  page: number;
  result: DeskSearchResult | null;
  notice: Notice | null;
}

export function DeskSearchPage({ viewer, typed, page, result, notice }: DeskSearchPageProps) {
  return (
    <ConsoleLayout title="Service desk" current={DESK_PATH} viewer={viewer} notice={notice}>
      <DeskNav current={DESK_PATH} />
      {/* biome-ignore lint/a11y/useSemanticElements: the search form itself carries the landmark. */}
      <form method="get" action={DESK_PATH} className="op-desk-search" role="search" aria-label="Find orders and cards">
        <div className="op-field">
          <label htmlFor="desk-q">Order number, e-mail address or a card’s last digits</label>
          <input id="desk-q" name="q" type="search" required maxLength={254} autoComplete="off" defaultValue={typed} aria-describedby="desk-q-hint" />
          <span id="desk-q-hint" className="op-muted">
            An order number or an e-mail address finds exact matches; a card by its last 4 to 19 digits.
          </span>
        </div>
        <button type="submit">Search</button>
      </form>
      {result && result.errors.length === 0 ? <SearchResults typed={typed} page={page} result={result} /> : null}
    </ConsoleLayout>
  );
}

export function deskSearchPage(viewer: Viewer, typed: string, page: number, result: DeskSearchResult | null, notice: Notice | null): Html {
  return renderPage(<DeskSearchPage viewer={viewer} typed={typed} page={page} result={result} notice={notice} />);
}

// ─── an order ────────────────────────────────────────────────────────────────────────────────────

/** A section of an order or a card: its heading, then a table of its rows (or "None."). */
function Table({ id, caption, head, rows }: { id: string; caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <>
      <h2 id={id}>{caption}</h2>
      {rows.length === 0 ? (
        <p className="op-muted">None.</p>
      ) : (
        <ScrollingTable labelId={id}>
          <table>
            <Heads names={head} />
            <tbody>
              {rows.map((r, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows rendered once, in order.
                <tr key={index}>
                  {r.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells rendered once, in order.
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </>
  );
}

function AuditTable({ rows }: { rows: DeskOrderDetail['audit'] }) {
  return (
    <Table
      id="desk-audit"
      caption="Audit log"
      head={['When', 'Action', 'By', 'After']}
      rows={rows.map((a) => [<Time key="at" iso={a.at} />, a.action, a.actor, a.after ? <code key="after">{a.after.slice(0, 400)}</code> : ''])}
    />
  );
}

const Fact = ({ name, children }: { name: string; children: ReactNode }) => (
  <tr>
    <th scope="row">{name}</th>
    <td>{children}</td>
  </tr>
);

export function DeskOrderPage({ viewer, detail: d, notice }: { viewer: Viewer; detail: DeskOrderDetail; notice: Notice | null }) {
  const o = d.order;
  const currency = o.currency;
  const active = d.cards.filter((c) => c.status === 'ACTIVE');
  return (
    <ConsoleLayout title={`Order ${o.orderNumber}`} current={DESK_PATH} viewer={viewer} notice={notice}>
      <DeskNav current="" />
      <table className="op-facts">
        <tbody>
          <Fact name="Order number">{o.orderNumber}</Fact>
          <Fact name="Status">
            {o.status} ({o.kind})
          </Fact>
          <Fact name="Buyer">
            {o.customerName} &lt;{o.email}&gt;
          </Fact>
          <Fact name="Storefront, language">
            {o.storefrontKey}, {o.language}
          </Fact>
          <Fact name="Total">
            {money(o.grandTotalCents, o.currency)}
            {o.giftCardCents ? ` (${money(o.giftCardCents, o.currency)} paid by gift cards)` : ''}
          </Fact>
          <Fact name="Placed, paid, issued">
            <Time iso={o.placedAt} />, <Time iso={o.paidAt} />, <Time iso={o.issuedAt} />
          </Fact>
          {o.issueProblem ? <Fact name="Issue problem">{o.issueProblem}</Fact> : null}
        </tbody>
      </table>
      <Table
        id="desk-lines"
        caption="Lines"
        head={['Product', 'Delivery', 'Amount', 'Quantity']}
        rows={d.lines.map((l) => [l.productId, l.deliveryType, money(l.amountCents, currency), String(l.quantity)])}
      />
      <Table
        id="desk-order-cards"
        caption="Gift cards"
        head={['Card', 'Status', 'Balance']}
        rows={d.cards.map((c) => [<a key="card" href={deskCardPath(c.cardId)}>{c.maskedNumber}</a>, c.status, money(c.balanceCents, c.currency)])}
      />
      {o.status === 'COMPLETED' ? (
        <DeskForm viewer={viewer} label={`Refund order ${o.orderNumber}`}>
          <h2 id="desk-refund">Refund</h2>
          <p>Refunds value not yet redeemed: it is taken off the cards at once, then the payment provider refunds it; the buyer is mailed.</p>
          <Hidden name="order" value={o.orderId} />
          <div className="op-field">
            <label htmlFor="desk-refund-amount">Amount in {currency}</label>
            <input
              id="desk-refund-amount"
              name="amount"
              inputMode="decimal"
              pattern="[0-9]+([.,][0-9]{1,2})?"
              maxLength={12}
              autoComplete="off"
              aria-describedby="desk-refund-amount-hint"
            />
            <span id="desk-refund-amount-hint" className="op-muted">
              e.g. 25.00; empty: everything not yet redeemed.
            </span>
          </div>
          <ReasonField id="desk-refund-reason" label="Reason for the refund" />
          <div className="op-buttons">
            <Submit op="refund" visible="Refund" danger rest={`order ${o.orderNumber}`} />
          </div>
        </DeskForm>
      ) : null}
      {active.length > 0 ? (
        <DeskForm viewer={viewer} label="Send a card mail again">
          <h2 id="desk-resend">Send a card mail again</h2>
          <p>
            The card gets a new PIN and its mail goes to the same recipient again; the PIN of the earlier mail stops working. At most 3 a day per card.
          </p>
          <div className="op-field">
            <label htmlFor="desk-resend-card">Card</label>
            <select id="desk-resend-card" name="card">
              {active.map((c) => (
                <option key={c.cardId} value={c.cardId}>
                  {`${c.maskedNumber} (${money(c.balanceCents, c.currency)})`}
                </option>
              ))}
            </select>
          </div>
          <ReasonField id="desk-resend-reason" label="Reason for sending the card mail again" />
          <div className="op-buttons">
            <Submit op="resend-mail" visible="Send card mail again" />
          </div>
        </DeskForm>
      ) : null}
      <Table
        id="desk-payments"
        caption="Payments"
        head={['Created', 'Provider', 'Method', 'Status', 'Amount', 'Reference']}
        rows={d.payments.map((p) => [
          <Time key="at" iso={p.createdAt} />,
          p.provider,
          p.method,
          p.status + (p.refusalReason ? ` (${p.refusalReason})` : ''),
          money(p.amountCents, p.currency),
          p.pspReference ?? '',
        ])}
      />
      <Table
        id="desk-notifications"
        caption="Provider notifications"
        head={['Received', 'Event', 'Success', 'Reference', 'Outcome']}
        rows={d.notifications.map((n) => [
          <Time key="at" iso={n.receivedAt} />,
          n.eventCode,
          n.success ? 'yes' : 'no',
          n.pspReference,
          n.outcome + (n.problem ? `: ${n.problem}` : ''),
        ])}
      />
      <Table
        id="desk-refunds"
        caption="Refunds"
        head={['Created', 'Amount', 'Origin', 'Status', 'Reason']}
        rows={d.refunds.map((r) => [
          <Time key="at" iso={r.createdAt} />,
          money(r.amountCents, r.currency),
          r.origin,
          r.status + (r.problem ? ` (${r.problem})` : ''),
          r.reason,
        ])}
      />
      <Table
        id="desk-disputes"
        caption="Chargebacks and disputes"
        head={['Updated', 'Status', 'Last event', 'Amount', 'Frozen', 'Spent', 'Loss']}
        rows={d.disputes.map((x) => [
          <Time key="at" iso={x.updatedAt} />,
          x.status,
          x.lastEventCode,
          money(x.amountCents, x.currency),
          money(x.frozenCents, x.currency),
          money(x.spentCents, x.currency),
          money(x.lostCents, x.currency),
        ])}
      />
      <Table
        id="desk-mails"
        caption="Mails"
        head={['Created', 'Kind', 'To', 'Status', 'Sent']}
        rows={d.mails.map((m) => [
          <Time key="at" iso={m.createdAt} />,
          m.kind,
          m.recipient,
          `${m.status}${m.attempts > 1 ? ` after ${m.attempts} attempts` : ''}`,
          <Time key="sent" iso={m.sentAt} />,
        ])}
      />
      <Table
        id="desk-withdrawals"
        caption="Withdrawals"
        head={['Received', 'From', 'Match', 'Status', 'Decided']}
        rows={d.withdrawals.map((w) => [<Time key="at" iso={w.receivedAt} />, w.email, w.matchStatus, w.status, <Time key="decided" iso={w.decidedAt} />])}
      />
      <AuditTable rows={d.audit} />
    </ConsoleLayout>
  );
}

export function deskOrderPage(viewer: Viewer, d: DeskOrderDetail, notice: Notice | null): Html {
  return renderPage(<DeskOrderPage viewer={viewer} detail={d} notice={notice} />);
}

// ─── a card ──────────────────────────────────────────────────────────────────────────────────────

export function DeskCardPage({ viewer, detail: d, notice }: { viewer: Viewer; detail: DeskCardDetail; notice: Notice | null }) {
  const c = d.card;
  const active = c.status === 'ACTIVE' && !c.isTest;
  return (
    <ConsoleLayout title={`Gift card ${c.maskedNumber}`} current={DESK_PATH} viewer={viewer} notice={notice}>
      <DeskNav current="" />
      <table className="op-facts">
        <tbody>
          <Fact name="Card">
            {c.maskedNumber}
            {c.isTest ? ' (test card)' : ''}
          </Fact>
          <Fact name="Status">{c.status}</Fact>
          <Fact name="Balance">{money(c.balanceCents, c.currency)}</Fact>
          <Fact name="Storefront, kind">
            {c.storefrontKey}, {c.variationType}
          </Fact>
          <Fact name="Order">
            <OrderLink orderId={c.orderId} orderNumber={c.orderNumber} />
          </Fact>
          <Fact name="Valid until">
            <Time iso={c.expiresAt} />
          </Fact>
          {c.reissuedFromId ? (
            <Fact name="Replaces">
              <a href={deskCardPath(c.reissuedFromId)}>the blocked card</a>
            </Fact>
          ) : null}
          {c.reissuedToId ? (
            <Fact name="Replaced by">
              <a href={deskCardPath(c.reissuedToId)}>the reissued card</a>
            </Fact>
          ) : null}
        </tbody>
      </table>
      {active ? (
        <>
          <DeskForm viewer={viewer} label={`Block and reissue ${c.maskedNumber}`}>
            <h2 id="desk-block">Block and reissue</h2>
            <p>
              Blocks this card and moves its balance ({money(c.balanceCents, c.currency)}) to a new card, mailed to the buyer of the order. For a lost or
              stolen card.
            </p>
            <Hidden name="card" value={c.cardId} />
            <ReasonField id="desk-block-reason" label="Reason for blocking and reissuing" />
            <div className="op-buttons">
              <Submit op="block-reissue" visible="Block and reissue" danger rest={c.maskedNumber} />
            </div>
          </DeskForm>
          <DeskForm viewer={viewer} label={`Send the card mail of ${c.maskedNumber} again`}>
            <h2 id="desk-resend">Send the card mail again</h2>
            <p>A new PIN, mailed to the card mail’s recipient again; the PIN of the earlier mail stops working. At most 3 a day.</p>
            <Hidden name="card" value={c.cardId} />
            <ReasonField id="desk-resend-reason" label="Reason for sending the card mail again" />
            <div className="op-buttons">
              <Submit op="resend-mail" visible="Send card mail again" rest={c.maskedNumber} />
            </div>
          </DeskForm>
        </>
      ) : null}
      <Table
        id="desk-ledger"
        caption={d.ledgerTruncated ? 'Ledger (the oldest 200 movements)' : 'Ledger'}
        head={['When', 'Movement', 'Amount', 'Order', 'Reference']}
        rows={d.ledger.map((e) => [
          <Time key="at" iso={e.createdAt} />,
          e.kind,
          money(e.amountCents, c.currency),
          e.orderId ? (
            <a key="order" href={deskOrderPath(e.orderId)}>
              order
            </a>
          ) : (
            ''
          ),
          e.reference ?? '',
        ])}
      />
      <AuditTable rows={d.audit} />
    </ConsoleLayout>
  );
}

export function deskCardPage(viewer: Viewer, d: DeskCardDetail, notice: Notice | null): Html {
  return renderPage(<DeskCardPage viewer={viewer} detail={d} notice={notice} />);
}

// ─── the withdrawal queue ────────────────────────────────────────────────────────────────────────

function WithdrawalRow({ viewer, w, index }: { viewer: Viewer; w: WithdrawalQueueItem; index: number }) {
  return (
    <tr>
      <th scope="row">
        {w.orderId ? (
          <a href={deskOrderPath(w.orderId)}>{w.orderNumber}</a>
        ) : (
          <>
            {w.orderNumber} <Muted>(no such order)</Muted>
          </>
        )}
      </th>
      <td data-label="From">
        {w.name} &lt;{w.email}&gt;
      </td>
      <td data-label="Match">{w.matchStatus}</td>
      <td data-label="Received">
        <Time iso={w.receivedAt} />
      </td>
      <td className="op-act" data-label="Decision">
        {w.status === 'OPEN' ? (
          <DeskForm viewer={viewer} label={`Decide the withdrawal for ${w.orderNumber}`}>
            <Hidden name="id" value={w.id} />
            <ReasonField id={`desk-withdrawal-reason-${index}`} label={`Reason for the decision on ${w.orderNumber}`} />
            <div className="op-buttons">
              {w.orderId ? <Submit op="approve-withdrawal" visible="Approve and refund" rest={`the withdrawal for ${w.orderNumber}`} /> : null}
              <Submit op="reject-withdrawal" visible="Reject" danger rest={`the withdrawal for ${w.orderNumber}`} />
            </div>
          </DeskForm>
        ) : (
          <>
            {w.status} <Time iso={w.decidedAt} />
          </>
        )}
      </td>
    </tr>
  );
}

interface DeskWithdrawalsPageProps {
  viewer: Viewer;
  status: string;
  items: WithdrawalQueueItem[];
  notice: Notice | null;
}

export function DeskWithdrawalsPage({ viewer, status, items, notice }: DeskWithdrawalsPageProps) {
  return (
    <ConsoleLayout title="Withdrawal queue" current={DESK_PATH} viewer={viewer} notice={notice}>
      <DeskNav current={DESK_WITHDRAWALS_PATH} />
      <p>
        Approving refunds the order’s value not yet redeemed (taken off its cards at once) and mails the buyer; rejecting mails the sender that it could
        not be carried out. MATCHED: the order’s own e-mail address; EMAIL_DIFFERS: another address; UNKNOWN: no such order (reject only).
      </p>
      <p className="op-links">
        Show:{' '}
        <Spaced>
          {['OPEN', 'APPROVED', 'REJECTED'].map((s) => (
            <a key={s} href={`${DESK_WITHDRAWALS_PATH}?status=${s}`} aria-current={s === status ? 'page' : undefined}>
              {s.toLowerCase()}
            </a>
          ))}
        </Spaced>
      </p>
      {items.length ? (
        <ScrollingTable labelId="desk-withdrawals">
          <table className="op-list">
            <caption id="desk-withdrawals">Withdrawals: {status.toLowerCase()}</caption>
            <Heads names={['Order', 'From', 'Match', 'Received', 'Decision']} />
            <tbody>
              {items.map((w, index) => (
                <WithdrawalRow key={w.id} viewer={viewer} w={w} index={index} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      ) : (
        <p role="status">No withdrawals here.</p>
      )}
    </ConsoleLayout>
  );
}

export function deskWithdrawalsPage(viewer: Viewer, status: string, items: WithdrawalQueueItem[], notice: Notice | null): Html {
  return renderPage(<DeskWithdrawalsPage viewer={viewer} status={status} items={items} notice={notice} />);
}

// ─── the review queue ────────────────────────────────────────────────────────────────────────────

function HeldRow({ viewer, h, index }: { viewer: Viewer; h: HeldOrderItem; index: number }) {
  return (
    <tr>
      <th scope="row">
        <a href={deskOrderPath(h.orderId)}>{h.orderNumber}</a>
      </th>
      <td data-label="Buyer">{h.email}</td>
      <td data-label="Amount">{money(h.amountCents, h.currency)}</td>
      <td data-label="Placed">
        <Time iso={h.placedAt} />
      </td>
      <td data-label="Score">
        {h.score ?? ''}
        {h.hits.length ? (
          <ul className="op-diff">
            {h.hits.map((hit, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rules are listed once, in order.
              <li key={i}>{hit}</li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className="op-act" data-label="Decision">
        <DeskForm viewer={viewer} label={`Decide held order ${h.orderNumber}`}>
          <Hidden name="order" value={h.orderId} />
          <ReasonField id={`desk-review-reason-${index}`} label={`Reason for the decision on ${h.orderNumber}`} />
          <div className="op-buttons">
            <Submit op="release-held" visible="Release and issue" rest={`order ${h.orderNumber}`} />
            <Submit op="refuse-held" visible="Refuse and refund" danger rest={`order ${h.orderNumber}`} />
          </div>
        </DeskForm>
      </td>
    </tr>
  );
}

export function DeskReviewPage({ viewer, items, notice }: { viewer: Viewer; items: HeldOrderItem[] | null; notice: Notice | null }) {
  return (
    <ConsoleLayout title="Review queue" current={DESK_PATH} viewer={viewer} notice={notice}>
      <DeskNav current={DESK_REVIEW_PATH} />
      {items === null ? (
        <p>Fraud review is not available in this build.</p>
      ) : (
        <>
          <p>
            Orders fraud screening held: releasing issues the cards now; refusing refunds the whole payment. The buyer is mailed either way.
          </p>
          {items.length ? (
            <ScrollingTable labelId="desk-held">
              <table className="op-list">
                <caption id="desk-held">Orders held for review, oldest first</caption>
                <Heads names={['Order', 'Buyer', 'Amount', 'Placed', 'Score and rules', 'Decision']} />
                <tbody>
                  {items.map((h, index) => (
                    <HeldRow key={h.orderId} viewer={viewer} h={h} index={index} />
                  ))}
                </tbody>
              </table>
            </ScrollingTable>
          ) : (
            <p role="status">No orders are held.</p>
          )}
        </>
      )}
    </ConsoleLayout>
  );
}

export function deskReviewPage(viewer: Viewer, items: HeldOrderItem[] | null, notice: Notice | null): Html {
  return renderPage(<DeskReviewPage viewer={viewer} items={items} notice={notice} />);
}
