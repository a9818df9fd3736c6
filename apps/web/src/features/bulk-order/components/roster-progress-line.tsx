import { Progress, Typography } from 'antd';
import type { RosterProgress } from '../roster/use-roster-worker.ts';

/** How far the roster worker has read or checked the file, announced to screen readers as it goes. */
export function RosterProgressLine({ progress }: { progress: RosterProgress }) {
  const text =
    progress.phase === 'read'
      ? `Reading the roster… ${progress.done.toLocaleString('en')} rows read`
      : `Checking rows… ${progress.done.toLocaleString('en')} of ${(progress.total ?? 0).toLocaleString('en')} checked`;
  const percent =
    progress.phase === 'check' && progress.total ? Math.round((progress.done / progress.total) * 100) : 100;
  return (
    <div role="status" aria-live="polite" style={{ marginTop: 12 }}>
      <Typography.Text>{text}</Typography.Text>
      <Progress percent={percent} status="active" showInfo={progress.phase === 'check'} />
    </div>
  );
}
