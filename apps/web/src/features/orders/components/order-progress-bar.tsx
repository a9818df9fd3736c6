import type { OrderDetail } from '@livery/api-schemas/orders';
import { orderProgress } from '@livery/domain/order-progress';
import { Steps } from 'antd';
import { formatDate } from '../../../shared/format/date.ts';

const STEP_STATUS = { complete: 'finish', active: 'process', waiting: 'wait' } as const;

/** The order's progress by the spec's rule; nothing for a cancelled order. */
export function OrderProgressBar({ order }: { order: OrderDetail }) {
  const progress = orderProgress(order);
  if (!progress.visible) return null;
  const activeIndex = progress.steps.findIndex((step) => step.state === 'active');
  return (
    <Steps
      current={activeIndex === -1 ? progress.steps.length : activeIndex}
      responsive
      size="small"
      labelPlacement="vertical"
      items={progress.steps.map((step) => ({
        title: step.label,
        status: STEP_STATUS[step.state],
        description: step.at ? formatDate(step.at) : undefined,
      }))}
    />
  );
}
