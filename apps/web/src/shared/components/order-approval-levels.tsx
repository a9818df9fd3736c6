import type { OrderApprovalsResponse } from '@livery/api-schemas/order-approval';
import { Card, Skeleton, Steps, Typography } from 'antd';
import { formatDateTime } from '../format/date.ts';

type Level = OrderApprovalsResponse['levels'][number];

function describeLevel(level: Level): string {
  if (level.approved_by) {
    return `Approved by ${level.approved_by}${level.approved_at ? ` on ${formatDateTime(level.approved_at)}` : ''}`;
  }
  const people = level.approver_names.length > 0 ? level.approver_names.join(', ') : 'nobody yet';
  return level.is_current ? `Waiting for ${people}` : `Then: ${people}`;
}

/** The levels of the company's approval in order: who approved each, and who must approve next. */
export function OrderApprovalLevels({ approvals }: { approvals: OrderApprovalsResponse | undefined }) {
  if (!approvals) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (approvals.levels.length === 0) return null;
  const current = approvals.levels.find((level) => level.is_current);
  return (
    <Card title="Company approval" size="small" style={{ marginBottom: 16 }}>
      {current ? (
        <Typography.Paragraph>
          Next to approve (level {current.level}):{' '}
          <Typography.Text strong>
            {current.approver_names.length > 0
              ? current.approver_names.join(', ')
              : current.approvers.join(' or ')}
          </Typography.Text>
        </Typography.Paragraph>
      ) : null}
      <Steps
        direction="vertical"
        size="small"
        items={approvals.levels.map((level) => ({
          title: `Level ${level.level}: ${level.approvers.join(' or ')}`,
          description: describeLevel(level),
          status: level.approved_by ? 'finish' : level.is_current ? 'process' : 'wait',
        }))}
      />
    </Card>
  );
}
