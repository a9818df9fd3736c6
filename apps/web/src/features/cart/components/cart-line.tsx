import { DeleteOutlined, SkinOutlined } from '@ant-design/icons';
import type { KartItem } from '@livery/api-schemas/cart';
import { cents, formatMoney } from '@livery/domain/money';
import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';

/** One cart line: picture, title, colour, sizes, and its server-computed prices. */
export function CartLine({ item, onRemove }: { item: KartItem; onRemove?: () => void }) {
  const money = (amount: number) => formatMoney(cents(amount), item.currency_symbol);
  return (
    <Flex gap={14} align="flex-start" style={{ padding: '14px 0', borderBottom: '1px solid #eef1f5' }} wrap>
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
        {item.thumb_front ? (
          <img src={item.thumb_front} alt="" style={{ maxWidth: 64, maxHeight: 64 }} />
        ) : (
          <SkinOutlined style={{ fontSize: 28, color: '#c9cfd8' }} />
        )}
      </div>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Link to={paths.cartItem(item.uuid)}>
          <Typography.Text strong>{item.title}</Typography.Text>
        </Link>
        <div>
          <Typography.Text type="secondary">
            {item.apparel_color ? `${item.apparel_color} · ` : ''}
            {item.qtys}
          </Typography.Text>
        </div>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {item.total_qty} pcs × {money(item.unit_price)}
          {item.surcharge > 0 ? ` + ${money(item.surcharge)} size add-ons` : ''}
        </Typography.Text>
      </div>
      <Flex vertical align="flex-end" gap={4} style={{ marginLeft: 'auto' }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {money(item.amount)}
        </Typography.Text>
        {onRemove ? (
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
        ) : null}
      </Flex>
    </Flex>
  );
}
