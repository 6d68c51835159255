/** The cards of a business quote request (issue 17), as a table (HTML) and as text lines: title, quantity × amount, value. */
import type { CSSProperties } from 'react';
import type { QuoteMailLine } from '../mail-types';
import { BORDER, FONT, type FormatMoney, LAYOUT_TABLE, MUTED, TEXT_COLOR } from './mail-layout';

const CELL: CSSProperties = { ...FONT, fontSize: '15px', color: TEXT_COLOR, padding: '10px 0', borderTop: `1px solid ${BORDER}` };
const TOTAL: CSSProperties = { ...FONT, fontSize: '17px', color: TEXT_COLOR, padding: '10px 0', borderTop: `2px solid ${TEXT_COLOR}` };

const lineValue = (line: QuoteMailLine) => ({ cents: line.amountPerCard.cents * line.quantity, currency: line.amountPerCard.currency });

interface QuoteTableProps {
  lines: readonly QuoteMailLine[];
  totalLabel: string;
  total: string;
  money: FormatMoney;
  count: (n: number) => string;
}

export function QuoteTable({ lines, totalLabel, total, money, count }: QuoteTableProps) {
  return (
    <table {...LAYOUT_TABLE} width="100%" style={{ margin: '0 0 16px' }}>
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines in the order they were asked for
          <tr key={index}>
            <td style={CELL}>
              <strong>{line.productTitle}</strong>
              <br />
              <span style={{ fontSize: '14px', color: MUTED }}>{`${count(line.quantity)} × ${money(line.amountPerCard)}`}</span>
            </td>
            <td align="right" valign="top" style={{ ...CELL, whiteSpace: 'nowrap' }}>
              {money(lineValue(line))}
            </td>
          </tr>
        ))}
        <tr>
          <td style={TOTAL}>
            <strong>{totalLabel}</strong>
          </td>
          <td align="right" style={{ ...TOTAL, whiteSpace: 'nowrap' }}>
            <strong>{total}</strong>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function quoteLineText(lines: readonly QuoteMailLine[], money: FormatMoney, count: (n: number) => string): string[] {
  return lines.map((line) => `${count(line.quantity)} × ${line.productTitle} (${money(line.amountPerCard)}): ${money(lineValue(line))}`);
}
