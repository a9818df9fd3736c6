import {
  type WebhookEndpoint,
  type WebhookEndpointBody,
  webhookEndpointBody,
} from '@livery/api-schemas/webhooks';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@livery/domain/webhooks';
import { Checkbox, Flex, Form, type FormRule, Input, Switch, Typography } from 'antd';
import { SettingsRecordModal } from '../../../shared/components/settings-table.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useSaveWebhookEndpoint } from '../api/save-webhook-endpoint.ts';
import type { WebhookScope } from '../api/webhook-scope.ts';

const rulesFor = antdRulesFrom(webhookEndpointBody);
/** A list, not a text: antd's required rule checks it as an array, with the schema's message for an empty one. */
const EVENTS_RULES: FormRule[] = [
  {
    required: true,
    type: 'array',
    min: 1,
    message: webhookEndpointBody.shape.events.safeParse([]).error?.issues[0]?.message,
  },
];

/** Events not sent yet: proofs are still to come (issue 26 item 1); subscribing now receives them then. */
const LATER_EVENTS = new Set(['proof.sent', 'proof.approved']);

/**
 * New or edit an endpoint: its URL, a note, the events it receives and (when editing) whether it is on. A new
 * endpoint's secret comes back once, handed to `onSecret` for the page to show.
 */
export function WebhookEndpointModal(props: {
  scope: WebhookScope;
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  onSecret: (secret: string, url: string) => void;
}) {
  const [form] = Form.useForm<WebhookEndpointBody>();
  const save = useSaveWebhookEndpoint(props.scope);
  const { endpoint } = props;
  return (
    <SettingsRecordModal
      title={endpoint ? 'Edit webhook endpoint' : 'New webhook endpoint'}
      form={form}
      width={620}
      initialValues={
        endpoint
          ? {
              url: endpoint.url,
              description: endpoint.description,
              events: endpoint.events,
              is_enabled: endpoint.is_enabled,
            }
          : { events: ['order.created', 'order.status_changed'] }
      }
      save={async (values) => {
        const answer = await save.mutateAsync({ id: endpoint?.id, body: values });
        if (answer.secret) props.onSecret(answer.secret, answer.webhook_endpoint.url);
        return answer;
      }}
      onClose={props.onClose}
    >
      <Form.Item label="URL" name="url" rules={rulesFor('url')} extra="Livery POSTs each event here, signed.">
        <Input placeholder="https://erp.example.com/livery-events" inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={rulesFor('description')}>
        <Input placeholder="What receives it, e.g. ERP order import" />
      </Form.Item>
      <Form.Item label="Events" name="events" rules={EVENTS_RULES}>
        <Checkbox.Group style={{ width: '100%' }}>
          <Flex vertical gap={6}>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type}>
                <Typography.Text code>{type}</Typography.Text> {WEBHOOK_EVENT_LABELS[type]}
                {LATER_EVENTS.has(type) ? (
                  <Typography.Text type="secondary"> (sent once proofs are in use)</Typography.Text>
                ) : null}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
      {endpoint ? (
        <Form.Item
          label="On"
          name="is_enabled"
          valuePropName="checked"
          extra="Turning it on again forgets its failures; resend what it missed from its deliveries."
        >
          <Switch />
        </Form.Item>
      ) : null}
    </SettingsRecordModal>
  );
}
