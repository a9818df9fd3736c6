import type { WebhookEndpoint } from '@livery/api-schemas/webhooks';
import { App, Button, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { SettingsTable } from '../../../shared/components/settings-table.tsx';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useDeleteWebhookEndpoint } from '../api/delete-webhook-endpoint.ts';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints.ts';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret.ts';
import type { WebhookScope } from '../api/webhook-scope.ts';
import { WebhookDeliveriesDrawer } from './webhook-deliveries-drawer.tsx';
import { WebhookEndpointModal } from './webhook-endpoint-modal.tsx';
import { WebhookSecretModal } from './webhook-secret-modal.tsx';

/** On, failing (no success since a date) or off (turned off on a date, by hand or after three days of failures). */
function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const state: { color: string; label: string; since: string | null } = !endpoint.is_enabled
    ? { color: 'red', label: 'Off', since: endpoint.disabled_at }
    : endpoint.failing_since
      ? { color: 'orange', label: 'Failing', since: endpoint.failing_since }
      : { color: 'green', label: 'On', since: null };
  const { since } = state;
  return (
    <div title={since ? formatDateTime(since) : undefined}>
      <Tag color={state.color}>{state.label}</Tag>
      {since ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          since {formatDate(since)}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The endpoints of a company or of the provider: add (the secret shown once), edit, delete, rotate the secret,
 * and each endpoint's delivery log with Resend.
 */
export function WebhooksPanel(props: { scope: WebhookScope; intro: ReactNode }) {
  const endpoints = useWebhookEndpoints(props.scope);
  const remove = useDeleteWebhookEndpoint(props.scope);
  const rotate = useRotateWebhookSecret(props.scope);
  const { modal } = App.useApp();
  const [shownSecret, setShownSecret] = useState<{ secret: string; url: string } | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  const confirmRotate = (endpoint: WebhookEndpoint) =>
    modal.confirm({
      title: 'Rotate the signing secret?',
      content: `Deliveries to ${endpoint.url} are signed with the new secret at once: update your receiver right after.`,
      okText: 'Rotate',
      onOk: async () => {
        const answer = await rotate.mutateAsync(endpoint.id);
        setShownSecret({ secret: answer.secret, url: endpoint.url });
      },
    });

  return (
    <>
      <SettingsTable<WebhookEndpoint>
        title="Webhooks"
        newLabel="New endpoint"
        intro={props.intro}
        rowKey="id"
        records={endpoints.data}
        isLoading={endpoints.isFetching}
        columns={[
          {
            title: 'Endpoint',
            key: 'url',
            card: 'title',
            render: (_, endpoint) => (
              <div style={{ maxWidth: 280, whiteSpace: 'normal', wordBreak: 'break-all' }}>
                {endpoint.url}
                {endpoint.description ? (
                  <Typography.Text type="secondary" style={{ display: 'block', wordBreak: 'normal' }}>
                    {endpoint.description}
                  </Typography.Text>
                ) : null}
              </div>
            ),
          },
          {
            title: 'Status',
            key: 'status',
            card: 'status',
            render: (_, endpoint) => <EndpointStatus endpoint={endpoint} />,
          },
          {
            title: 'Events',
            dataIndex: 'events',
            render: (events: string[]) => (
              <div style={{ maxWidth: 200, whiteSpace: 'normal', fontSize: 13 }}>{events.join(', ')}</div>
            ),
          },
        ]}
        nameOf={(endpoint) => endpoint.url}
        onDelete={(endpoint) => remove.mutateAsync(endpoint.id)}
        rowActions={(endpoint) => (
          <>
            <Button
              size="small"
              onClick={() => setLogOf(endpoint)}
              aria-label={`Deliveries to ${endpoint.url}`}
            >
              Deliveries
            </Button>
            <Button
              size="small"
              onClick={() => confirmRotate(endpoint)}
              aria-label={`Rotate the secret of ${endpoint.url}`}
            >
              Rotate
            </Button>
          </>
        )}
        modal={(endpoint, onClose) => (
          <WebhookEndpointModal
            scope={props.scope}
            endpoint={endpoint}
            onClose={onClose}
            onSecret={(secret, url) => setShownSecret({ secret, url })}
          />
        )}
      />
      {shownSecret ? <WebhookSecretModal {...shownSecret} onClose={() => setShownSecret(null)} /> : null}
      {logOf ? (
        <WebhookDeliveriesDrawer scope={props.scope} endpoint={logOf} onClose={() => setLogOf(null)} />
      ) : null}
    </>
  );
}
