import type { OrderResponse } from '@livery/api-schemas/orders';
import { type LineStory, type OrderStory, orderStory } from '@livery/domain/order-story';
import { Typography } from 'antd';
import { formatDate } from '../format/date.ts';

/**
 * The order's one status story (packages/domain `orderStory`) told from the detail the API sends: the buyer's
 * order, status and shared pages and the console's drawer all show this, never the raw fields.
 */
export function storyOfOrder({ order, items }: Pick<OrderResponse, 'order' | 'items'>): OrderStory {
  return orderStory({
    order_status: order.order_status,
    created_at: order.created_at,
    approved_at: order.approved_at,
    processed_at: order.processed_at,
    in_progress_at: order.in_progress_at,
    ready_at: order.ready_at,
    shipped_at: order.shipped_at,
    completed_at: order.completed_at,
    lines: items
      .flatMap((group) => group.items)
      .map((line) => ({ uuid: line.uuid, qty_options: line.qty_options, due_date: line.due_date })),
    parcels: order.shipping_logs.map((log) => ({
      created_at: log.created_at,
      items: log.log_items.flatMap((packed) =>
        packed.package_items.map((item) => ({ order_item_id: item.order_item_id, sizes: item.sizes })),
      ),
    })),
  });
}

/** The story of one line, by its uuid. */
export function lineStoryOf(story: OrderStory, lineUuid: string): LineStory | undefined {
  return story.lines.find((line) => line.uuid === lineUuid);
}

/** A line's one date: the day its last piece shipped, else the estimate and how many pieces have left. */
export function LineDate({
  line,
  showsEstimate = true,
}: {
  line: LineStory | undefined;
  showsEstimate?: boolean;
}) {
  if (!line) return null;
  const text = line.shipped_at
    ? `Shipped on ${formatDate(line.shipped_at)}`
    : [
        showsEstimate
          ? `Estimated finishing date: ${line.estimated_finishing_date ? formatDate(line.estimated_finishing_date) : 'N/A'}`
          : null,
        line.shipped_qty > 0 ? `${line.shipped_qty} of ${line.total_qty} shipped` : null,
      ]
        .filter(Boolean)
        .join(' · ');
  if (!text) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
      {text}
    </Typography.Text>
  );
}
