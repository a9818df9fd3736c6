import { ShareAltOutlined } from '@ant-design/icons';
import { MAX_SHARE_RECIPIENTS, type OrderShareLink, shareOrderBody } from '@livery/api-schemas/orders';
import { App, Button, Divider, Form, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { EmailListField } from '../../../shared/components/email-list-field.tsx';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { formatDate, formatDateTime } from '../../../shared/format/date.ts';
import { useShareLinks } from '../api/get-share-links.ts';
import { useRevokeShareLink } from '../api/revoke-share-link.ts';
import { useShareOrder } from '../api/share-order.ts';

/** 'Share Order Details': colleagues receive a read-only link to the order by e-mail (spec 03 section 2.3). */
export function ShareOrderButton({ orderUuid, orderUid }: { orderUuid: string; orderUid: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        Share Order Details
      </Button>
      {isOpen ? (
        <ShareOrderModal orderUuid={orderUuid} orderUid={orderUid} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function ShareOrderModal({
  orderUuid,
  orderUid,
  onClose,
}: {
  orderUuid: string;
  orderUid: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ emails: string }>();
  const share = useShareOrder(orderUuid);
  const { notification } = App.useApp();
  return (
    <FormModal<{ emails: string }>
      title={`Share order ${orderUid}`}
      okText="Share"
      form={form}
      name="share-order"
      initialValues={{}}
      onSubmit={async ({ emails }) => {
        const answer = await share.mutateAsync(emails);
        notification.success({ message: answer.message });
      }}
      onClose={onClose}
      below={<SharedWith orderUuid={orderUuid} />}
    >
      <EmailListField
        extra="Separate addresses with commas. Each receives a read-only link to this order that works for 30 days, without an account."
        emails={shareOrderBody.shape.emails}
        placeholder="finance@example.com, site.manager@example.com"
        max={MAX_SHARE_RECIPIENTS}
      />
    </FormModal>
  );
}

const LINK_STATUS: Record<OrderShareLink['status'], { label: string; colour: string }> = {
  active: { label: 'Active', colour: 'green' },
  revoked: { label: 'Revoked', colour: 'red' },
  expired: { label: 'Expired', colour: 'default' },
};

function openings(link: OrderShareLink): string {
  if (link.view_count === 0) return 'Not opened yet';
  const times = link.view_count === 1 ? 'once' : `${link.view_count} times`;
  return `Opened ${times}, last ${formatDateTime(link.last_viewed_at)}`;
}

/** Everyone the order was shared with: each link's state and openings, and a Revoke button while it works. */
function SharedWith({ orderUuid }: { orderUuid: string }) {
  const links = useShareLinks(orderUuid);
  const revoke = useRevokeShareLink(orderUuid);
  const { modal, message } = App.useApp();
  const askRevoke = (link: OrderShareLink) =>
    modal.confirm({
      title: `Revoke the link shared with ${link.recipient}?`,
      content: 'The link stops opening the order at once. Share again to send a new one.',
      okText: 'Revoke',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await revoke.mutateAsync(link.id);
          void message.success(answer.message);
        } catch {
          // The refusal is shown by the app's notice; the confirm closes and the list refreshes.
        }
      },
    });

  if (!links.data || links.data.length === 0) return null;
  return (
    <>
      <Divider titlePlacement="start" plain>
        Shared with
      </Divider>
      <List
        size="small"
        aria-label="Shared with"
        dataSource={links.data}
        style={{ maxHeight: 280, overflowY: 'auto' }}
        renderItem={(link) => (
          <List.Item
            actions={
              link.status === 'active'
                ? [
                    <Button
                      key="revoke"
                      size="small"
                      danger
                      aria-label={`Revoke the link shared with ${link.recipient}`}
                      onClick={() => askRevoke(link)}
                    >
                      Revoke
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <span style={{ overflowWrap: 'anywhere' }}>
                  {link.recipient}{' '}
                  <Tag color={LINK_STATUS[link.status].colour} bordered={false}>
                    {LINK_STATUS[link.status].label}
                  </Tag>
                </span>
              }
              description={
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {link.shared_by_name ? `By ${link.shared_by_name}, ` : ''}
                  {formatDate(link.created_at)}
                  {link.status === 'revoked'
                    ? ` · revoked${link.revoked_by_name ? ` by ${link.revoked_by_name}` : ''} ${formatDate(link.revoked_at)}`
                    : ` · until ${formatDate(link.expires_at)}`}
                  {' · '}
                  {openings(link)}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </>
  );
}
