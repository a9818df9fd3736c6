import type { EntitlementRequestJson } from '@livery/api-schemas/entitlement-requests';
import {
  ENTITLEMENT_REQUEST_STATUS_LABELS,
  ENTITLEMENT_REQUEST_STATUSES,
  type EntitlementRequestStatus,
  increaseText,
} from '@livery/domain/entitlement-requests';
import { GARMENT_GROUP_LABELS } from '@livery/domain/entitlements';
import { Alert, App, Button, Card, Grid, Input, Modal, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { ListTable } from '../../../shared/components/list-table.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { formatDate } from '../../../shared/format/date.ts';
import { useDecideEntitlementRequest } from '../api/decide-entitlement-request.ts';
import { useEntitlementRequests } from '../api/get-entitlement-requests.ts';
import type { RequestFilters } from '../api/settings-keys.ts';

const STATUS_COLOURS: Record<EntitlementRequestStatus, string> = {
  waiting: 'gold',
  approved: 'green',
  refused: 'red',
};

const FILTERS = [
  ...ENTITLEMENT_REQUEST_STATUSES.map((status) => ({
    value: status,
    label: ENTITLEMENT_REQUEST_STATUS_LABELS[status],
  })),
  { value: 'all', label: 'All' },
];

function increaseOf(request: EntitlementRequestJson) {
  const title =
    request.item?.saved_product_title ??
    (request.item?.garment_group ? GARMENT_GROUP_LABELS[request.item.garment_group] : null);
  return increaseText({ quantity: request.quantity ?? 0, amountCents: request.amount ?? 0 }, title);
}

/** Approve or refuse one request, with an optional note to whoever asked; a refusal by the server keeps the note. */
function DecideModal({ request, onClose }: { request: EntitlementRequestJson; onClose: () => void }) {
  const { notification } = App.useApp();
  const decide = useDecideEntitlementRequest();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (isApproved: boolean) => {
    setError(null);
    try {
      const answer = await decide.mutateAsync({ uuid: request.uuid, isApproved, note });
      notification.success({ message: answer.message, duration: 3 });
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong!');
    }
  };
  return (
    <Modal
      open
      title={`${increaseOf(request)} for ${request.employee.name}`}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            danger
            loading={decide.isPending && !decide.variables?.isApproved}
            onClick={() => send(false)}
          >
            Refuse
          </Button>
          <Button
            type="primary"
            loading={decide.isPending && decide.variables?.isApproved}
            onClick={() => send(true)}
          >
            Approve
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        <Typography.Text strong>Reason: </Typography.Text>
        {request.reason}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Asked by {request.requested_by ?? 'someone no longer here'} on {formatDate(request.requested_at)}. An
        approval raises {request.employee.name}'s balance for this programme year only.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Input.TextArea
        aria-label="Note to the person who asked"
        placeholder="Note to the person who asked (optional)"
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}

/** The programme's requests for more: waiting first by default, with their history; a person in charge decides. */
export function EntitlementRequestsCard() {
  const [filters, setFilters] = useState<RequestFilters>({ status: 'waiting', page: 1 });
  const requests = useEntitlementRequests(filters);
  const [deciding, setDeciding] = useState<EntitlementRequestJson | null>(null);
  const isPhone = Grid.useBreakpoint().sm === false;
  const canDecide = requests.data?.can_decide ?? false;
  const columns: ResponsiveColumn<EntitlementRequestJson>[] = [
    {
      title: 'Employee',
      key: 'employee',
      card: 'title',
      render: (_, request) => (
        <>
          {request.employee.name}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {request.employee.staff_id}
          </Typography.Text>
        </>
      ),
    },
    { title: 'Asked for', key: 'increase', render: (_, request) => increaseOf(request) },
    {
      title: 'Reason',
      dataIndex: 'reason',
      render: (reason: string) => <div style={{ maxWidth: 280, whiteSpace: 'normal' }}>{reason}</div>,
    },
    {
      title: 'Asked',
      key: 'asked',
      render: (_, request) => `${request.requested_by ?? '—'}, ${formatDate(request.requested_at)}`,
    },
    {
      title: 'Status',
      dataIndex: 'status',
      card: 'status',
      render: (status: EntitlementRequestStatus, request) => (
        <>
          <Tag color={STATUS_COLOURS[status]} bordered={false}>
            {ENTITLEMENT_REQUEST_STATUS_LABELS[status]}
          </Tag>
          {request.decided_at ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              by {request.decided_by ?? '—'}, {formatDate(request.decided_at)}
              {request.decision_note ? `: ${request.decision_note}` : ''}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    ...(canDecide
      ? [
          {
            title: '',
            key: 'decide',
            render: (_: unknown, request: EntitlementRequestJson) =>
              request.status === 'waiting' ? (
                <Button size="small" onClick={() => setDeciding(request)}>
                  Approve or refuse
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  const filter = (
    <Segmented
      size="small"
      value={filters.status ?? 'all'}
      options={FILTERS}
      onChange={(value) =>
        setFilters({ status: value === 'all' ? null : (value as EntitlementRequestStatus), page: 1 })
      }
    />
  );
  return (
    // On a phone the filter goes under the title, which it would otherwise cut to "Requ…".
    <Card title="Requests for more" style={{ marginTop: 16 }} extra={isPhone ? undefined : filter}>
      {isPhone ? <div style={{ marginBottom: 12 }}>{filter}</div> : null}
      <Typography.Paragraph type="secondary">
        {canDecide
          ? 'Ask for more from an employee’s balance in the employee database. Approving raises their balance for this programme year.'
          : 'Your requests for more. Ask from an employee’s balance in the employee database; a person in charge decides.'}
      </Typography.Paragraph>
      <ListTable<EntitlementRequestJson>
        rowKey="uuid"
        columns={columns}
        dataSource={requests.data?.requests ?? []}
        loading={requests.isFetching}
        locale={{ emptyText: filters.status === 'waiting' ? 'No request waits.' : 'No requests.' }}
        paging={{
          page: filters.page,
          pageSize: 10,
          total: requests.data?.meta.total_count,
          hidesOnSinglePage: true,
          onChange: (page) => setFilters((before) => ({ ...before, page })),
        }}
      />
      {deciding ? <DecideModal request={deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}
