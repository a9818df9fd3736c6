import type { OrderStory } from '@livery/domain/order-story';
import { ProgressSteps } from '../../../shared/components/progress-steps.tsx';

/** The order's progress as its story tells it (parcels included); nothing for a cancelled order. */
export function OrderProgressBar({ story }: { story: OrderStory }) {
  return <ProgressSteps progress={story.progress} />;
}
