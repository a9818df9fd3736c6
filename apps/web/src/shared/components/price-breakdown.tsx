import type { LinePrice } from '@livery/api-schemas/line-price';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Typography } from 'antd';

const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;
const amountStyle = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A line's price as the server computed it (the cart's one price): garment at the pooled tier, size
 * add-ons, printing per piece, and the next price break when it is close. Amounts are right-aligned.
 */
export function PriceBreakdown({ price, showAmount = false }: { price: LinePrice; showAmount?: boolean }) {
  const money = (value: number) => formatMoneyWithCode(value, price.currency);
  const isPooled = price.pooled_qty > price.total_qty;
  return (
    <div data-testid="price-breakdown" style={{ fontSize: 13, display: 'grid', gap: 2, maxWidth: 420 }}>
      <div style={rowStyle}>
        <Typography.Text type="secondary">Garment</Typography.Text>
        <Typography.Text style={amountStyle}>
          {price.total_qty} pcs × {money(price.unit_price)}
        </Typography.Text>
      </div>
      {price.size_addons > 0 ? (
        <div style={rowStyle}>
          <Typography.Text type="secondary">Size add-ons</Typography.Text>
          <Typography.Text style={amountStyle}>{money(price.size_addons)}</Typography.Text>
        </div>
      ) : null}
      {price.printing_per_piece > 0 ? (
        <div style={rowStyle}>
          <Typography.Text type="secondary">Printing per piece</Typography.Text>
          <Typography.Text style={amountStyle}>{money(price.printing_per_piece)}</Typography.Text>
        </div>
      ) : null}
      {showAmount ? (
        <div style={{ ...rowStyle, borderTop: '1px solid #eef1f5', paddingTop: 4, marginTop: 2 }}>
          <Typography.Text strong>Subtotal (estimate)</Typography.Text>
          <Typography.Text strong style={amountStyle} data-testid="estimate-amount">
            {money(price.amount)}
          </Typography.Text>
        </div>
      ) : null}
      {isPooled ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="pooled-tier">
          Tier price for {price.pooled_qty} pcs: this product's lines in the cart count together.
        </Typography.Text>
      ) : null}
      {price.next_break ? (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid="next-break">
          Add {price.next_break.add_pieces} more for {money(price.next_break.unit_price)} each
        </Typography.Text>
      ) : null}
    </div>
  );
}
