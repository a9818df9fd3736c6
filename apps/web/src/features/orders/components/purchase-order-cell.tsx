import { DeleteOutlined, EditOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_PO_NUMBER_LENGTH, type OrderSummary } from '@livery/api-schemas/orders';
import { PO_ATTACHMENT_ACCEPT } from '@livery/domain/constants';
import { App, Button, Flex, Form, Input, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useRemoveOrderPoFile } from '../api/remove-order-po-file.ts';
import { useSetPoNumber } from '../api/update-order-po-number.ts';
import { useUploadOrderPoFiles } from '../api/upload-order-po-files.ts';

/** The order's PO documents as download links (signed; no session headers needed). */
function PoFileLinks({ files }: { files: OrderSummary['po_attachments'] }) {
  return (
    <Flex vertical gap={2}>
      {files.map((file) => (
        <Typography.Link key={file.id} href={file.url} style={{ fontSize: 13 }} ellipsis>
          <PaperClipOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}

/** The editing modal: the PO number with its own Save, and the PO files, each uploaded or removed at once. */
function PurchaseOrderModal({ order, onClose }: { order: OrderSummary; onClose: () => void }) {
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const setPoNumber = useSetPoNumber(order.uuid);
  const upload = useUploadOrderPoFiles(order.uuid);
  const remove = useRemoveOrderPoFile(order.uuid);
  const [form] = Form.useForm<{ po_number: string }>();
  const failed = (error: unknown) =>
    void message.error(error instanceof ApiError ? error.message : 'Something went wrong!');

  const save = async ({ po_number }: { po_number: string }) => {
    try {
      await setPoNumber.mutateAsync(po_number ?? '');
      void message.success('Updated!');
    } catch {
      // The app-wide handler shows the server's message.
    }
  };

  return (
    <Modal open title={`Purchase Order · ${order.uid}`} footer={null} onCancel={onClose} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ po_number: order.po_number ?? '' }}
        onFinish={save}
        requiredMark={false}
      >
        <Form.Item label="PO Number" style={{ marginBottom: 16 }}>
          <Flex gap={8}>
            <Form.Item name="po_number" noStyle>
              <Input
                placeholder="PO (NA if not applicable)"
                maxLength={MAX_PO_NUMBER_LENGTH}
                aria-label="PO Number"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={setPoNumber.isPending}>
              Save
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      <Typography.Text strong>PO attachments</Typography.Text>
      <Flex vertical gap={4} style={{ margin: '8px 0 12px' }}>
        {order.po_attachments.length === 0 ? (
          <Typography.Text type="secondary">No PO files yet.</Typography.Text>
        ) : (
          order.po_attachments.map((file) => (
            <Flex key={file.id} justify="space-between" align="center" gap={8}>
              <Typography.Link href={file.url} ellipsis>
                <PaperClipOutlined /> {file.name}
              </Typography.Link>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove ${file.name}`}
                onClick={() =>
                  confirmDelete(async () => {
                    await remove.mutateAsync(file.id);
                    void message.success('Deleted!');
                  })
                }
              />
            </Flex>
          ))
        )}
      </Flex>
      <Upload
        multiple
        accept={PO_ATTACHMENT_ACCEPT}
        showUploadList={false}
        beforeUpload={(file, chosen) => {
          // One request for the whole choice, sent as soon as the files are picked.
          if (file === chosen[0]) {
            upload.mutate(chosen, {
              onSuccess: () => void message.success('Added!'),
              onError: failed,
            });
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          Attach PO files
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        Images, xls, xlsx, csv or pdf, up to 10 MB each.
      </Typography.Paragraph>
    </Modal>
  );
}

/** The list's Purchase Order cell (spec 03 section 2.2): the PO number and files, and a button to edit them. */
export function PurchaseOrderCell({ order }: { order: OrderSummary }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <Flex vertical gap={2} align="flex-start" style={{ maxWidth: 220 }}>
      <Flex gap={4} align="center">
        <Typography.Text>{order.po_number ?? '—'}</Typography.Text>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit purchase order of ${order.uid}`}
          onClick={() => setEditing(true)}
        />
      </Flex>
      {order.po_attachments.length > 0 ? <PoFileLinks files={order.po_attachments} /> : null}
      {isEditing ? <PurchaseOrderModal order={order} onClose={() => setEditing(false)} /> : null}
    </Flex>
  );
}
