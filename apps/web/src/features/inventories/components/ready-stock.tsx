import type { Inventory } from '@livery/api-schemas/inventories';
import { STOCK_LEVEL_COLOURS, stockLevel } from '@livery/domain/inventory-stock';
import { Flex, Tooltip } from 'antd';

const LEVEL_NAMES = { above_minimum: 'above the minimum', low: 'low', out: 'out of stock' } as const;

/** Ready stock per size, each coloured green, orange or red by the low-level map. */
export function ReadyStock({
  inventory,
}: {
  inventory: Pick<Inventory, 'sizes' | 'ready_stock' | 'low_level_qtys'>;
}) {
  return (
    <Flex gap={6} wrap>
      {inventory.sizes.map((size) => {
        const quantity = inventory.ready_stock[size] ?? 0;
        const level = stockLevel(quantity, inventory.low_level_qtys[size]);
        return (
          <Tooltip key={size} title={`${size}: ${quantity} (${LEVEL_NAMES[level]})`}>
            <span
              data-stock-level={level}
              data-size={size}
              style={{
                border: `1px solid ${STOCK_LEVEL_COLOURS[level]}`,
                color: STOCK_LEVEL_COLOURS[level],
                borderRadius: 6,
                padding: '1px 6px',
                fontSize: 12,
                whiteSpace: 'nowrap',
              }}
            >
              {size}: <strong>{quantity}</strong>
            </span>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
