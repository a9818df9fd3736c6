import { SkinOutlined } from '@ant-design/icons';
import type { LinePrice } from '@livery/api-schemas/line-price';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PriceBreakdown } from './price-breakdown.tsx';

export interface PricedLineProps {
  title: ReactNode;
  thumbnail: string | null;
  colour: string | null;
  quantities: string;
  totalQuantity: number;
  unitPrice: number;
  surcharge: number;
  amount: number;
  /** ISO 4217 code: lines of different countries meet in a cart or an order. */
  currency: string;
  /** The cart's price of the line (pooled tier, add-ons, printing); without it the pieces and surcharge show. */
  price?: LinePrice;
  /** Shown under the amount, e.g. a Remove button. */
  actions?: ReactNode;
  /** Shown under the prices, e.g. the surcharge types or previews. */
  details?: ReactNode;
}

/** One priced product line, as the cart and an order show it: picture, sizes, pieces and prices. */
export function PricedLine(props: PricedLineProps) {
  const money = (value: number) => formatMoneyWithCode(value, props.currency);
  return (
    <Flex gap={14} align="flex-start" wrap style={{ padding: '14px 0', borderBottom: '1px solid #eef1f5' }}>
      <div
        style={{
          width: 72,
          height: 72,
          borderRadius: 8,
          background: '#f5f7fa',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flex: 'none',
        }}
      >
        {props.thumbnail ? (
          <img src={props.thumbnail} alt="" style={{ maxWidth: 64, maxHeight: 64 }} />
        ) : (
          <SkinOutlined style={{ fontSize: 28, color: '#c9cfd8' }} />
        )}
      </div>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        {props.title}
        <div>
          <Typography.Text type="secondary">
            {props.colour ? `${props.colour} · ` : ''}
            {props.quantities}
          </Typography.Text>
        </div>
        {props.price ? (
          <PriceBreakdown price={props.price} />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {props.totalQuantity} pcs × {money(props.unitPrice)}
            {props.surcharge > 0 ? ` + ${money(props.surcharge)} surcharge` : ''}
          </Typography.Text>
        )}
        {props.details}
      </div>
      <Flex vertical align="flex-end" gap={4} style={{ marginLeft: 'auto' }}>
        <Typography.Text
          strong
          style={{ fontSize: 16, fontVariantNumeric: 'tabular-nums' }}
          data-testid="line-amount"
        >
          {money(props.amount)}
        </Typography.Text>
        {props.actions}
      </Flex>
    </Flex>
  );
}

/** A cart or order line as the API names its figures. */
export interface LineFigures {
  thumb_front: string | null;
  apparel_color: string | null;
  qtys: string;
  total_qty: number;
  unit_price: number;
  surcharge: number;
  amount: number;
  currency: string;
}

/** A cart or order line's picture, sizes, pieces and prices as `PricedLine` takes them (the cart, an order, the console). */
export function pricedLineFigures(line: LineFigures) {
  return {
    thumbnail: line.thumb_front,
    colour: line.apparel_color,
    quantities: line.qtys,
    totalQuantity: line.total_qty,
    unitPrice: line.unit_price,
    surcharge: line.surcharge,
    amount: line.amount,
    currency: line.currency,
  } satisfies Partial<PricedLineProps>;
}
