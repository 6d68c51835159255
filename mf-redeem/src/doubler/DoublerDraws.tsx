import { useFormatMoney } from '@shop/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { DOUBLER_DRAW_ENTRIES_QUERY, type DoublerDraw } from '../common/doubler/doubler-documents';

/**
 * The published draws (issue 18: "publish the draw result"): per month the winning card's last four
 * digits and the prize, and what anyone needs to check the draw: the number of entries, the fingerprint
 * of their list and the random seed (ADR 0025 has the rule: the winner is entry number
 * HMAC-SHA256(seed, fingerprint) mod entries, counted from 0, in the list sorted by reference).
 */
export function DoublerDraws({ draws, timeZone }: { draws: readonly DoublerDraw[]; /** The storefront's, in which the draw is reckoned. */ timeZone: string }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const monthName = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className="redeem-doubler-section" aria-labelledby="redeem-doubler-draws" id="draws" data-testid="doubler-draws">
      <h2 id="redeem-doubler-draws">
        <FormattedMessage id="redeem.doubler.drawsTitle" defaultMessage="Results of the draws" />
      </h2>
      {draws.length === 0 ? (
        <p className="redeem-hint">
          <FormattedMessage id="redeem.doubler.noDraws" defaultMessage="No draw has taken place yet." />
        </p>
      ) : (
        <ul className="redeem-doubler-draws">
          {draws.map((draw) => (
            <li key={draw.month} className="redeem-doubler-draw" data-testid="doubler-draw">
              <h3>{monthName(draw.month)}</h3>
              <p>
                <FormattedMessage
                  id="redeem.doubler.drawWinner"
                  defaultMessage="The card {card} won: its balance grew by {prize}."
                  values={{ card: <strong>{draw.winner.maskedNumber}</strong>, prize: <strong>{money(draw.prize)}</strong> }}
                />
              </p>
              <details>
                <summary>
                  <FormattedMessage id="redeem.doubler.checkDraw" defaultMessage="Check this draw" />
                </summary>
                <dl className="redeem-doubler-proof">
                  <div>
                    <dt>
                      <FormattedMessage id="redeem.doubler.drawnAt" defaultMessage="Drawn" />
                    </dt>
                    <dd>{intl.formatDate(draw.drawnAt, { dateStyle: 'long', timeStyle: 'short', timeZone })}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="redeem.doubler.entryCount" defaultMessage="Entries" />
                    </dt>
                    <dd>{intl.formatNumber(draw.entryCount)}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="redeem.doubler.winningEntry" defaultMessage="Winning entry" />
                    </dt>
                    <dd>
                      {/* The number its entrant was shown; the reference is what the entry list below lists. */}
                      <strong data-testid="doubler-winning-number">{draw.winner.number}</strong> <code>{draw.winner.reference}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="redeem.doubler.entriesHash" defaultMessage="Fingerprint of the entry list (SHA-256)" />
                    </dt>
                    <dd>
                      <code>{draw.entriesHash}</code>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="redeem.doubler.seed" defaultMessage="Random seed" />
                    </dt>
                    <dd>
                      <code>{draw.seed}</code>
                    </dd>
                  </div>
                </dl>
                <p className="redeem-hint">
                  <FormattedMessage
                    id="redeem.doubler.howToCheck"
                    defaultMessage="The entry IDs sorted and joined by line breaks give the fingerprint; the winner is the entry at position HMAC-SHA256(seed, fingerprint) modulo the number of entries, counting from 0."
                  />
                </p>
                <DrawEntries month={draw.month} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The entry references of a draw, in the hashed order, loaded when asked for (one list can be long). */
function DrawEntries({ month }: { month: string }) {
  const intl = useIntl();
  const client = useClient();
  const [references, setReferences] = useState<readonly string[] | null>(null);
  const [busy, setBusy] = useState(false);
  if (references) {
    return (
      <textarea className="redeem-doubler-entries" readOnly rows={6} value={references.join('\n')} aria-label={intl.formatMessage({ id: 'redeem.doubler.entriesOf', defaultMessage: 'Entry IDs of {month}' }, { month })} data-testid="doubler-draw-entries" />
    );
  }
  return (
    <button
      type="button"
      className="shop-button is-link"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const result = await client.query(DOUBLER_DRAW_ENTRIES_QUERY, { month }, { requestPolicy: 'network-only' }).toPromise();
        setBusy(false);
        setReferences(result.data?.doublerDrawEntries.data?.references ?? []);
      }}
    >
      <FormattedMessage id="redeem.doubler.showEntries" defaultMessage="Show the entry list" />
    </button>
  );
}
