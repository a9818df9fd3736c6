import { Alert, Modal, Typography } from 'antd';

/** The signing secret, shown this once (after create or rotate) with a copy button. */
export function WebhookSecretModal(props: { secret: string; url: string; onClose: () => void }) {
  return (
    <Modal
      open
      title="Signing secret"
      okText="I have copied it"
      onOk={props.onClose}
      onCancel={props.onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Alert
        type="warning"
        showIcon
        message="Copy this secret now: it is not shown again."
        description="Your receiver checks each delivery's Livery-Signature header with it. Lost it? Rotate the secret to get a new one."
        style={{ marginBottom: 12 }}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        For {props.url}
      </Typography.Paragraph>
      <Typography.Paragraph
        copyable={{ text: props.secret, tooltips: ['Copy secret', 'Copied'] }}
        style={{
          fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
          fontSize: 13,
          wordBreak: 'break-all',
          background: '#f4f6fa',
          border: '1px solid #e3e8ef',
          borderRadius: 6,
          padding: '8px 10px',
        }}
      >
        {props.secret}
      </Typography.Paragraph>
    </Modal>
  );
}
