import { CloseOutlined, DeleteOutlined, FilePdfOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Tooltip, Typography } from 'antd';

/** The most products one bulk order takes (spec 02 section 2.3). */
const MAX_BULK_ORDER_PRODUCTS = 10;

/** Sticks to the bottom of the window while products are ticked: count, bulk order, price list, remove. */
export function SelectionBar({
  count,
  canRemove,
  isBusy,
  onBulkOrder,
  onPriceList,
  onRemove,
  onClear,
}: {
  count: number;
  canRemove: boolean;
  isBusy: boolean;
  onBulkOrder: () => void;
  onPriceList: () => void;
  onRemove: () => void;
  onClear: () => void;
}) {
  const isTooMany = count > MAX_BULK_ORDER_PRODUCTS;
  // On a phone the secondary actions shrink to icons so the bar stays one line high.
  const isNarrow = !Grid.useBreakpoint().sm;
  return (
    <div style={{ position: 'sticky', bottom: 16, zIndex: 10, marginTop: 20 }}>
      <Card
        data-testid="selection-bar"
        styles={{ body: { padding: '12px 16px' } }}
        style={{ boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)', borderColor: '#1f3a5f' }}
      >
        <Flex justify="space-between" align="center" gap={10}>
          <Flex align="center" gap={8}>
            <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
              {count} selected
            </Typography.Text>
            <Button
              type="link"
              size="small"
              onClick={onClear}
              style={{ padding: 0 }}
              aria-label="Clear selection"
              icon={isNarrow ? <CloseOutlined /> : undefined}
            >
              {isNarrow ? null : 'Clear'}
            </Button>
          </Flex>
          <Flex gap={8}>
            {canRemove ? (
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={onRemove}
                loading={isBusy}
                aria-label="Remove"
                title="Remove"
              >
                {isNarrow ? null : 'Remove'}
              </Button>
            ) : null}
            <Button
              icon={<FilePdfOutlined />}
              onClick={onPriceList}
              aria-label="Price list"
              title="Price list (PDF)"
            >
              {isNarrow ? null : 'Price list'}
            </Button>
            <Tooltip
              title={isTooMany ? `A bulk order takes up to ${MAX_BULK_ORDER_PRODUCTS} products` : undefined}
            >
              <Button
                type="primary"
                icon={<ShoppingCartOutlined />}
                onClick={onBulkOrder}
                disabled={isTooMany}
              >
                Bulk Order
              </Button>
            </Tooltip>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
