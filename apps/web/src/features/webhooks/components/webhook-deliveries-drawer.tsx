import { RedoOutlined } from '@ant-design/icons';
import type { WebhookDelivery, WebhookEndpoint } from '@livery/api-schemas/webhooks';
import { App, Button, Drawer, Grid, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ListTable } from '../../../shared/components/list-table.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useWebhookDeliveries, WEBHOOK_DELIVERIES_PER_PAGE } from '../api/get-webhook-deliveries.ts';
import { useResendWebhookDelivery } from '../api/resend-webhook-delivery.ts';
import type { WebhookScope } from '../api/webhook-scope.ts';

const STATUS_TAGS: Record<WebhookDelivery['status'], { color: string; label: string }> = {
  pending: { color: 'gold', label: 'Retrying' },
  succeeded: { color: 'green', label: 'Delivered' },
  failed: { color: 'red', label: 'Failed' },
};

/** The endpoint's delivery log: each event's latest attempt (answer, time taken, error) and a Resend button. */
export function WebhookDeliveriesDrawer(props: {
  scope: WebhookScope;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(props.scope, props.endpoint.id, page);
  const resend = useResendWebhookDelivery(props.scope, props.endpoint.id);
  const { notification } = App.useApp();
  const isPhone = !Grid.useBreakpoint().md;
  const columns: ResponsiveColumn<WebhookDelivery>[] = [
    {
      title: 'Event',
      key: 'event',
      card: 'title',
      render: (_, delivery) => (
        <>
          <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
            {delivery.event_type}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {delivery.event_id}
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Status',
      dataIndex: 'status',
      card: 'status',
      render: (status: WebhookDelivery['status']) => (
        <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
      ),
    },
    {
      title: 'Answer',
      key: 'answer',
      render: (_, delivery) =>
        delivery.attempts === 0
          ? 'Not sent yet'
          : `${delivery.response_status ?? 'none'} in ${delivery.duration_ms ?? 0} ms${delivery.error ? ` (${delivery.error})` : ''}`,
    },
    { title: 'Attempts', dataIndex: 'attempts', align: 'right' },
    {
      title: 'Last attempt',
      dataIndex: 'last_attempt_at',
      render: (value: string | null) => formatDateTime(value) || '–',
    },
    {
      title: '',
      key: 'actions',
      card: 'actions',
      render: (_, delivery) => (
        <Button
          size="small"
          icon={<RedoOutlined />}
          disabled={!props.endpoint.is_enabled}
          aria-label={`Resend ${delivery.event_type} ${delivery.event_id}`}
          onClick={async () => {
            const answer = await resend.mutateAsync(delivery.id);
            notification.success({ message: answer.message, duration: 2 });
          }}
        >
          Resend
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open
      title={`Deliveries to ${props.endpoint.url}`}
      width={isPhone ? '100%' : 880}
      onClose={props.onClose}
    >
      {!props.endpoint.is_enabled ? (
        <Typography.Paragraph type="warning">
          This endpoint is off: turn it on (Edit) to resend.
        </Typography.Paragraph>
      ) : null}
      <ListTable<WebhookDelivery>
        rowKey="id"
        columns={columns}
        dataSource={deliveries.data?.deliveries ?? []}
        loading={deliveries.isFetching}
        locale={{ emptyText: 'No event has been sent to this endpoint yet.' }}
        paging={{
          page,
          pageSize: WEBHOOK_DELIVERIES_PER_PAGE,
          total: deliveries.data?.meta.total_count,
          hidesOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}
