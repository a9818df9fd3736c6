import { CheckOutlined } from '@ant-design/icons';
import { type StepsProps, theme } from 'antd';
import type { CSSProperties } from 'react';

/** Where a step stands: done, the current one, or not reached yet. */
export type StepState = 'complete' | 'active' | 'waiting';

const STEP_STATUS = { complete: 'finish', active: 'process', waiting: 'wait' } as const;

const STATE_LABEL: Record<StepState, string> = {
  complete: 'Done',
  active: 'Current step',
  waiting: 'Not reached yet',
};

const MARKER_BASE: CSSProperties = {
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
 * A step's marker: done is a filled green check, the current step a filled navy number with a halo,
 * a waiting step a hollow grey number, so the three read apart at a glance and to a screen reader.
 */
export function StepMarker({ state, number }: { state: StepState; number: number }) {
  const { token } = theme.useToken();
  const look: Record<StepState, CSSProperties> = {
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
    <span role="img" aria-label={STATE_LABEL[state]} style={{ ...MARKER_BASE, ...look[state] }}>
      {state === 'complete' ? <CheckOutlined aria-hidden /> : number}
    </span>
  );
}

type StepItem = NonNullable<StepsProps['items']>[number];

/** A step's antd status and marker for its state. */
export function markedStep(item: StepItem, state: StepState, index: number): StepItem {
  return { ...item, status: STEP_STATUS[state], icon: <StepMarker state={state} number={index + 1} /> };
}

/** Wizard steps before `current` are done, `current` is under way, the rest wait. */
export function markWizardSteps(items: StepItem[], current: number): StepItem[] {
  return items.map((item, index) =>
    markedStep(item, index < current ? 'complete' : index === current ? 'active' : 'waiting', index),
  );
}
