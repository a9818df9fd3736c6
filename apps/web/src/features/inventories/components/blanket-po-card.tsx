import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { BlanketPurchaseOrder, InventoryDetail } from '@livery/api-schemas/inventories';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Progress,
  Table,
  Typography,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useCreateBlanketPurchaseOrder } from '../api/create-blanket-purchase-order.ts';
import { useDeleteBlanketPurchaseOrder } from '../api/delete-blanket-purchase-order.ts';

interface BlanketPoValues {
  title: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  note?: string;
  qtys: Record<string, number | null>;
}

function CreateBlanketPoModal({ inventory, onClose }: { inventory: InventoryDetail; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BlanketPoValues>();
  const [file, setFile] = useState<File | null>(null);
  const create = useCreateBlanketPurchaseOrder();
  const submit = async (values: BlanketPoValues) => {
    const quantities = Object.entries(values.qtys ?? {}).filter(([, qty]) => (qty ?? 0) > 0);
    if (quantities.length === 0) {
      void message.error('Quantity is required');
      return;
    }
    const data = new FormData();
    data.set('inventory_id', inventory.uuid);
    data.set('title', values.title);
    const [begin, finish] = values.period ?? [null, null];
    if (begin) data.set('begin_at', begin.format('YYYY-MM-DD'));
    if (finish) data.set('finish_at', finish.format('YYYY-MM-DD'));
    if (values.note) data.set('note', values.note);
    for (const [size, qty] of quantities) data.set(`qtys[${size}]`, String(qty));
    if (file) data.set('po_attachment', file, file.name);
    await create.mutateAsync(data);
    void message.success('Added!');
    onClose();
  };
  return (
    <Modal
      open
      title="Blanket Purchase Order"
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={create.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label="PO Number"
          name="title"
          // The PO goes as multipart fields that the service reads itself (no body schema): its words here.
          rules={[{ required: true, whitespace: true, message: 'PO Number is required' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="From – To" name="period">
          <DatePicker.RangePicker format="YYYY-MM-DD" allowEmpty={[true, true]} style={{ width: '100%' }} />
        </Form.Item>
        <Typography.Text>Quantity</Typography.Text>
        <Flex wrap gap={8} style={{ margin: '4px 0 16px' }}>
          {inventory.sizes.map((size) => (
            <Form.Item key={size} name={['qtys', size]} label={size} style={{ width: 88, marginBottom: 0 }}>
              <InputNumber
                aria-label={`Quantity ${size}`}
                min={0}
                max={1_000_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item label="Note" name="note">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Upload
          maxCount={1}
          accept="image/*,.pdf,.xls,.xlsx,.csv"
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />}>Attach PO (image, pdf, xls, xlsx, csv)</Button>
        </Upload>
      </Form>
    </Modal>
  );
}

/** Committed, called off and remaining pieces of one PO: a bar for the whole, a narrow table per size. */
function CallOff({ po }: { po: BlanketPurchaseOrder }) {
  const percent = po.total_committed > 0 ? Math.round((po.total_called_off / po.total_committed) * 100) : 0;
  const rows = Object.entries(po.qtys).map(([size, committed]) => ({
    size,
    committed,
    calledOff: po.called_off_qtys[size] ?? 0,
    remaining: po.remaining_qtys[size] ?? 0,
  }));
  return (
    <Flex vertical gap={4} style={{ maxWidth: 360 }}>
      <span>
        Called off {po.total_called_off.toLocaleString('en-US')} of{' '}
        {po.total_committed.toLocaleString('en-US')} pcs · {po.total_remaining.toLocaleString('en-US')}{' '}
        remaining
      </span>
      <Progress
        percent={Math.min(percent, 100)}
        size="small"
        aria-label={`${po.title} called off`}
        status={po.total_remaining === 0 ? 'success' : 'normal'}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="size"
        dataSource={rows}
        aria-label={`${po.title} per size`}
        columns={[
          { title: 'Size', dataIndex: 'size' },
          { title: 'Committed', dataIndex: 'committed', align: 'right' },
          {
            title: <span style={{ whiteSpace: 'nowrap' }}>Called off</span>,
            dataIndex: 'calledOff',
            align: 'right',
          },
          { title: 'Remaining', dataIndex: 'remaining', align: 'right' },
        ]}
      />
    </Flex>
  );
}

/** The item's blanket purchase orders: PO number, period and duration, call-off per size, note, file. */
export function BlanketPoCard({ inventory }: { inventory: InventoryDetail }) {
  const [isCreating, setIsCreating] = useState(false);
  const remove = useDeleteBlanketPurchaseOrder();
  const confirmDelete = useConfirmDelete();
  return (
    <Card
      title="Blanket Purchase Orders"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setIsCreating(true)}>
          New
        </Button>
      }
    >
      {inventory.blanket_p_ords.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No blanket purchase orders yet" />
      ) : (
        <List
          dataSource={inventory.blanket_p_ords}
          renderItem={(po) => (
            <List.Item
              actions={[
                <Button
                  key="delete"
                  type="text"
                  danger
                  aria-label={`Delete ${po.title}`}
                  icon={<DeleteOutlined />}
                  onClick={() => confirmDelete(() => remove.mutateAsync(po.id))}
                />,
              ]}
            >
              <List.Item.Meta
                title={po.title}
                description={
                  <Flex vertical gap={2}>
                    <span>
                      {po.begin_at ?? 'N/A'} → {po.finish_at ?? 'N/A'} · {po.duration}
                    </span>
                    <CallOff po={po} />
                    {po.note ? <Typography.Text type="secondary">{po.note}</Typography.Text> : null}
                    {po.attachment ? (
                      <a href={po.attachment.url}>
                        <PaperClipOutlined /> {po.attachment.title}
                      </a>
                    ) : null}
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
      {isCreating ? (
        <CreateBlanketPoModal inventory={inventory} onClose={() => setIsCreating(false)} />
      ) : null}
    </Card>
  );
}
