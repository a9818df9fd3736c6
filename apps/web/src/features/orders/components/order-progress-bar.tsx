import type { OrderDetail } from '@livery/api-schemas/orders';
import { orderProgress } from '@livery/domain/order-progress';
import { Steps } from 'antd';
import { markedStep } from '../../../shared/components/step-marker.tsx';
import { formatDate } from '../../../shared/format/date.ts';

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
      items={progress.steps.map((step, index) =>
        markedStep(
          { title: step.label, description: step.at ? formatDate(step.at) : undefined },
          step.state,
          index,
        ),
      )}
    />
  );
}
