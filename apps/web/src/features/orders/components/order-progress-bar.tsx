import type { OrderDetail } from '@livery/api-schemas/orders';
import { orderProgress } from '@livery/domain/order-progress';
import { ProgressSteps } from '../../../shared/components/progress-steps.tsx';

/** The order's progress by the spec's rule; nothing for a cancelled order. */
export function OrderProgressBar({ order }: { order: OrderDetail }) {
  return <ProgressSteps progress={orderProgress(order)} />;
}
