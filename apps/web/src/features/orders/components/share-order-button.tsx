import { ShareAltOutlined } from '@ant-design/icons';
import { MAX_SHARE_RECIPIENTS } from '@livery/api-schemas/orders';
import { Alert, App, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { EmailListField } from '../../../shared/components/email-list-field.tsx';
import { useFormSubmit } from '../../../shared/hooks/use-form-submit.ts';
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
  const { submit, error, isSaving } = useFormSubmit(form, async ({ emails }) => {
    const answer = await share.mutateAsync(emails);
    notification.success({ message: answer.message });
    onClose();
  });

  return (
    <Modal
      open
      title={`Share order ${orderUid}`}
      okText="Share"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isSaving}
      destroyOnHidden
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="share-order" layout="vertical">
        <EmailListField
          extra="Separate addresses with commas. Each receives a read-only link to this order that works for 30 days, without an account."
          requiredMessage="Enter one or more e-mail addresses"
          placeholder="finance@example.com, site.manager@example.com"
          max={MAX_SHARE_RECIPIENTS}
        />
      </Form>
    </Modal>
  );
}
