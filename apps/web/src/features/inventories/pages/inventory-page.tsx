import { DownloadOutlined, SettingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { describeStockChange, QR_CODE } from '@livery/domain/inventory-stock';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Dropdown,
  Empty,
  Flex,
  List,
  Modal,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useJoinedTeams } from '../../../shared/api/get-joined-teams.ts';
import { PageHeader } from '../../../shared/components/page-header.tsx';
import { PageLoading } from '../../../shared/components/page-loading.tsx';
import { ProductPicture } from '../../../shared/components/product-picture.tsx';
import { SizeChartLink } from '../../../shared/components/size-chart-link.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDeleteInventory } from '../api/delete-inventory.ts';
import { downloadInventoryLogs } from '../api/download-inventory-logs.ts';
import { useInventory } from '../api/get-inventory.ts';
import { useReferenceOrders } from '../api/get-reference-orders.ts';
import { useUpdateInventory } from '../api/update-inventory.ts';
import { BlanketPoCard } from '../components/blanket-po-card.tsx';
import { InventoryQrCode } from '../components/inventory-qr-code.tsx';
import { LocationModal, locationLabel } from '../components/location-modal.tsx';
import { ReadyStock } from '../components/ready-stock.tsx';
import { StockModal, type StockModalMode } from '../components/stock-modal.tsx';

function ChangeTeamModal({
  uuid,
  teamId,
  onClose,
}: {
  uuid: string;
  teamId: number | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const teams = useJoinedTeams();
  const [chosen, setChosen] = useState<number | null>(teamId);
  const update = useUpdateInventory();
  return (
    <Modal
      open
      title="Change Team"
      okText="Save"
      okButtonProps={{ disabled: chosen === null }}
      confirmLoading={update.isPending}
      onCancel={onClose}
      onOk={async () => {
        if (chosen === null) return;
        await update.mutateAsync({ uuid, body: { team_id: chosen } });
        void message.success('Updated!');
        onClose();
      }}
    >
      <Select
        aria-label="Team"
        value={chosen}
        onChange={setChosen}
        style={{ width: '100%' }}
        options={(teams.data ?? []).map((team) => ({ value: team.id, label: team.name }))}
      />
    </Modal>
  );
}

type Dialog =
  | { kind: 'stock'; mode: StockModalMode }
  | { kind: 'team' }
  | { kind: 'qr' }
  | { kind: 'location' };

/** /inventories/{uuid}: the item's stock, banners, location, activity, blanket POs and reference orders. */
export default function InventoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const inventory = useInventory(id);
  const referenceOrders = useReferenceOrders(id);
  const remove = useDeleteInventory();
  const confirmDelete = useConfirmDelete();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  if (inventory.isPending) return <PageLoading />;
  if (!inventory.data) return <Empty description="This inventory item could not be found." />;
  const item = inventory.data;

  const gearItems = [
    { key: 'edit', label: 'Edit Stocks', onClick: () => setDialog({ kind: 'stock', mode: 'edit' }) },
    {
      key: 'low',
      label: 'Update Low Inventory Levels',
      onClick: () => setDialog({ kind: 'stock', mode: 'low' }),
    },
    { key: 'team', label: 'Change Team', onClick: () => setDialog({ kind: 'team' }) },
    { key: 'qr', label: 'QR Code', onClick: () => setDialog({ kind: 'qr' }) },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      onClick: () =>
        confirmDelete(async () => {
          await remove.mutateAsync(item.uuid);
          void message.success('Deleted!');
          void navigate(paths.inventories);
        }),
    },
  ];

  return (
    <div>
      <PageHeader
        title={item.title}
        subtitle={`Created by ${item.user_name}${item.team_name ? ` · Team ${item.team_name}` : ''}`}
        extra={
          <Space wrap>
            <Link to={`${paths.savedProduct(item.product_uuid)}?inventory_id=${item.uuid}`}>
              <Button type="primary" icon={<ShoppingCartOutlined />}>
                Place Order
              </Button>
            </Link>
            <Dropdown menu={{ items: gearItems }} trigger={['click']}>
              <Button icon={<SettingOutlined />} aria-label="Inventory settings" />
            </Dropdown>
          </Space>
        }
      />
      {item.total_low_levels === 0 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Set minimum levels for this item"
          description="Low inventory notifications are sent by email when a size falls to its minimum level."
          action={
            <Button size="small" onClick={() => setDialog({ kind: 'stock', mode: 'low' })}>
              Set levels
            </Button>
          }
        />
      ) : null}
      {item.is_low_inventory_levels ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message="Low Inventory!"
          description="At least one size is at or below its minimum level."
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Item">
            <Flex gap={16} wrap>
              <div style={{ width: 160 }}>
                <ProductPicture src={item.thumb_image} alt={item.title} height={160} />
              </div>
              <Flex vertical gap={8} style={{ flex: 1, minWidth: 220 }}>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    { key: 'sku', label: 'SKU', children: item.sku ?? '—' },
                    { key: 'colour', label: 'Colour', children: item.apparel_color ?? '—' },
                    { key: 'updated', label: 'Last Updated', children: formatDateTime(item.last_updated) },
                    { key: 'total', label: 'Ready Stock', children: `${item.total_ready_stock} pcs` },
                  ]}
                />
                <SizeChartLink title={item.product_title} sizeChart={item.size_chart} />
                <ReadyStock inventory={item} />
                <Space wrap>
                  <Button onClick={() => setDialog({ kind: 'stock', mode: 'add' })}>Add Stock</Button>
                  <Button onClick={() => setDialog({ kind: 'stock', mode: 'withdraw' })}>
                    Withdraw Stock
                  </Button>
                </Space>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title="Location"
            extra={
              <Button type="link" onClick={() => setDialog({ kind: 'location' })}>
                {item.address ? 'Change' : 'Assign'}
              </Button>
            }
          >
            {item.address ? (
              <Flex vertical>
                <Typography.Text strong>{locationLabel(item)}</Typography.Text>
                <span>
                  {item.address.address}, {item.address.city}, {item.address.country_name}
                </span>
              </Flex>
            ) : (
              <Typography.Text type="secondary">No location assigned.</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Activity"
            extra={
              <Button
                icon={<DownloadOutlined />}
                onClick={() =>
                  downloadInventoryLogs(item.uuid).catch((error: Error) => message.error(error.message))
                }
              >
                CSV
              </Button>
            }
          >
            <List
              size="small"
              dataSource={item.logs}
              locale={{ emptyText: 'No activity yet' }}
              renderItem={(log) => (
                <List.Item>
                  <List.Item.Meta
                    title={log.message}
                    description={
                      <Flex vertical>
                        <span>
                          {formatDateTime(log.created_at)}
                          {log.user_name ? ` · ${log.user_name}` : ''}
                        </span>
                        {log.stock_change && Object.keys(log.stock_change).length > 0 ? (
                          <Typography.Text type="secondary">
                            Stock: {describeStockChange(log.stock_change, item.sizes)}
                          </Typography.Text>
                        ) : null}
                        {log.notes ? <Typography.Text italic>{log.notes}</Typography.Text> : null}
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <BlanketPoCard inventory={item} />
            <Card title="Reference Orders">
              <List
                size="small"
                loading={referenceOrders.isPending}
                dataSource={referenceOrders.data ?? []}
                locale={{ emptyText: 'No orders placed for this item yet' }}
                renderItem={(order) => (
                  <List.Item extra={<StatusTag status={order.order_status} />}>
                    <List.Item.Meta
                      title={<Link to={paths.order(order.uuid)}>{order.uid}</Link>}
                      description={`${formatDateTime(order.created_at)} · ${order.total_qty} pcs`}
                    />
                  </List.Item>
                )}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
      {dialog?.kind === 'stock' ? (
        <StockModal inventory={item} mode={dialog.mode} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'team' ? (
        <ChangeTeamModal uuid={item.uuid} teamId={item.team_id} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'location' ? (
        <LocationModal inventory={item} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'qr' ? (
        <Modal open title="QR Code" footer={null} onCancel={() => setDialog(null)}>
          <Flex vertical align="center" gap={8}>
            <InventoryQrCode uuid={item.uuid} size={QR_CODE.detailSize} />
            <Typography.Text type="secondary">Scan to open this item.</Typography.Text>
          </Flex>
        </Modal>
      ) : null}
    </div>
  );
}
