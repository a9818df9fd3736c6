import type { ProgressStep } from '@livery/domain/order-progress';
import { Steps } from 'antd';
import { formatDate } from '../format/date.ts';
import { markedStep } from './step-marker.tsx';

/** An order's or quotation's progress as the domain computed it; nothing when it is hidden (cancelled). */
export function ProgressSteps({ progress }: { progress: { visible: boolean; steps: ProgressStep[] } }) {
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
