import { DeleteOutlined } from '@ant-design/icons';
import type { KartItem } from '@livery/api-schemas/cart';
import { Button, Typography } from 'antd';
import { Link } from 'react-router';
import { PricedLine } from '../../../shared/components/priced-line.tsx';
import { paths } from '../../../shared/config/paths.ts';

/** One cart line, linking to its item page, with a Remove button. */
export function CartLine({ item, onRemove }: { item: KartItem; onRemove?: () => void }) {
  return (
    <PricedLine
      title={
        <Link to={paths.cartItem(item.uuid)}>
          <Typography.Text strong>{item.title}</Typography.Text>
        </Link>
      }
      thumbnail={item.thumb_front}
      colour={item.apparel_color}
      quantities={item.qtys}
      totalQuantity={item.total_qty}
      unitPrice={item.unit_price}
      surcharge={item.surcharge}
      amount={item.amount}
      currencySymbol={item.currency_symbol}
      actions={
        onRemove ? (
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`Remove ${item.title}`}
          >
            Remove
          </Button>
        ) : null
      }
    />
  );
}
