import { CheckOutlined } from '@ant-design/icons';
import type { OrderDetail } from '@livery/api-schemas/orders';
import { orderProgress, type ProgressStep } from '@livery/domain/order-progress';
import { Steps, theme } from 'antd';
import type { CSSProperties } from 'react';
import { formatDate } from '../../../shared/format/date.ts';

const STEP_STATUS = { complete: 'finish', active: 'process', waiting: 'wait' } as const;

const STATE_LABEL: Record<ProgressStep['state'], string> = {
  complete: 'Done',
  active: 'Current step',
  waiting: 'Not reached yet',
};

const ICON_BASE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontSize: 12,
  fontWeight: 600,
  boxSizing: 'border-box',
};

/**
 * The step's marker: done is a filled green check, the current step a filled navy number with a halo,
 * a waiting step a hollow grey number, so the three read apart at a glance and to a screen reader.
 */
function StepIcon({ state, number }: { state: ProgressStep['state']; number: number }) {
  const { token } = theme.useToken();
  const look: Record<ProgressStep['state'], CSSProperties> = {
    complete: { background: token.colorSuccess, color: token.colorTextLightSolid },
    active: {
      background: token.colorPrimary,
      color: token.colorTextLightSolid,
      boxShadow: `0 0 0 4px ${token.colorPrimaryBg}`,
    },
    waiting: {
      background: token.colorBgContainer,
      color: token.colorTextSecondary,
      border: `1px solid ${token.colorTextTertiary}`,
    },
  };
  return (
    <span role="img" aria-label={STATE_LABEL[state]} style={{ ...ICON_BASE, ...look[state] }}>
      {state === 'complete' ? <CheckOutlined aria-hidden /> : number}
    </span>
  );
}

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
      items={progress.steps.map((step, index) => ({
        title: step.label,
        status: STEP_STATUS[step.state],
        icon: <StepIcon state={step.state} number={index + 1} />,
        description: step.at ? formatDate(step.at) : undefined,
      }))}
    />
  );
}
