import { DownloadOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Inventory } from '@livery/api-schemas/inventories';
import { INVENTORY_KEYWORD_DEBOUNCE_MS, QR_CODE } from '@livery/domain/inventory-stock';
import { App, Button, Flex, Grid, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddressList } from '../../../shared/api/get-addresses.ts';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { TeamFilter } from '../../../shared/components/team-filter.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useUrlKeyword } from '../../../shared/hooks/use-url-keyword.ts';
import { positiveIntegerParam, useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { exportInventoriesCsv } from '../api/download-inventories-csv.ts';
import { downloadInventoryLabels } from '../api/download-inventory-labels.ts';
import { INVENTORIES_PER_PAGE, useInventories } from '../api/get-inventories.ts';
import { AddItemModal } from '../components/add-item-modal.tsx';
import { InventoryQrCode } from '../components/inventory-qr-code.tsx';
import { LocationModal, locationLabel } from '../components/location-modal.tsx';
import { ReadyStock } from '../components/ready-stock.tsx';
import { StockModal, type StockModalMode } from '../components/stock-modal.tsx';

/** /inventories: the items kept in stock, filtered by team, location and product name (filters in the URL). */
export default function InventoriesPage() {
  const { message } = App.useApp();
  // Stacked in the table's narrow Stock column; side by side on a phone's card, where there is room.
  const isTableLayout = Grid.useBreakpoint().sm !== false;
  const { params, setParam } = useUrlParam();
  const teamId = positiveIntegerParam(params.get('team_id'));
  const addressId = positiveIntegerParam(params.get('address_id'));
  const page = positiveIntegerParam(params.get('page')) ?? 1;
  const { keyword, setKeyword, settledKeyword } = useUrlKeyword(INVENTORY_KEYWORD_DEBOUNCE_MS);
  const addresses = useAddressList();
  const list = useInventories({ keyword: settledKeyword, teamId, addressId, page });
  const [isAdding, setIsAdding] = useState(false);
  const [stockModal, setStockModal] = useState<{ inventory: Inventory; mode: StockModalMode } | null>(null);
  const [locating, setLocating] = useState<Inventory | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const run = async (task: () => Promise<void>) => {
    try {
      await task();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'Something went wrong!');
    }
  };

  const columns: ResponsiveColumn<Inventory>[] = [
    {
      title: 'Product',
      key: 'product',
      card: 'title',
      minWidth: 150,
      render: (_, item) => (
        <Link to={paths.inventory(item.uuid)}>
          <Typography.Text strong>{item.title}</Typography.Text>
        </Link>
      ),
    },
    {
      title: 'Last Updated',
      dataIndex: 'last_updated',
      width: 112,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: 'Stock',
      key: 'moves',
      card: 'actions',
      render: (_, item) => (
        <Space.Compact direction={isTableLayout ? 'vertical' : 'horizontal'}>
          <Button size="small" onClick={() => setStockModal({ inventory: item, mode: 'add' })}>
            Add
          </Button>
          <Button size="small" onClick={() => setStockModal({ inventory: item, mode: 'withdraw' })}>
            Withdraw
          </Button>
        </Space.Compact>
      ),
    },
    { title: 'Ready Stock', key: 'ready', width: 170, render: (_, item) => <ReadyStock inventory={item} /> },
    { title: 'Total', dataIndex: 'total_ready_stock', card: 'amount', align: 'right' },
    { title: 'Team', dataIndex: 'team_name', render: (value: string | null) => value ?? '—' },
    { title: 'Creator', dataIndex: 'user_name' },
    {
      title: 'Location',
      key: 'location',
      render: (_, item) => (
        <Flex gap={4} align="center" wrap>
          <span>{locationLabel(item) ?? 'Not assigned'}</span>
          <Button type="link" size="small" onClick={() => setLocating(item)}>
            {item.address ? 'Change' : 'Assign'}
          </Button>
        </Flex>
      ),
    },
    {
      title: 'QR Code',
      key: 'qr',
      width: QR_CODE.listSize + 24,
      render: (_, item) => <InventoryQrCode uuid={item.uuid} size={QR_CODE.listSize} />,
    },
  ];

  return (
    <ListPage<Inventory>
      title="Inventory"
      subtitle="Stock per size, with low-stock alerts by e-mail."
      extra={
        <Flex gap={8} wrap>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => run(() => exportInventoriesCsv({ keyword: settledKeyword, teamId, addressId }))}
          >
            Export CSV
          </Button>
          <Button
            icon={<PrinterOutlined />}
            disabled={selected.length === 0}
            onClick={() => run(() => downloadInventoryLabels(selected))}
          >
            Print QR Labels
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
            Add Item
          </Button>
        </Flex>
      }
      filters={
        <>
          <Input.Search
            aria-label="Search by product name"
            placeholder="Search by product name"
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            style={{ width: 260 }}
          />
          <TeamFilter value={teamId} onChange={(value) => setParam('team_id', value)} />
          <Select
            aria-label="Location"
            allowClear
            placeholder="All locations"
            value={addressId}
            onChange={(value) => setParam('address_id', value ?? null)}
            style={{ width: 220 }}
            options={(addresses.data ?? []).map((address) => ({
              value: address.id,
              label: address.nickname || `${address.address}, ${address.city}`,
            }))}
          />
        </>
      }
      paging={{
        page,
        pageSize: INVENTORIES_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => setParam('page', next),
      }}
      rowKey="uuid"
      columns={columns}
      dataSource={list.data?.inventories ?? []}
      loading={list.isFetching}
      size="middle"
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
    >
      {isAdding ? <AddItemModal onClose={() => setIsAdding(false)} /> : null}
      {stockModal ? (
        <StockModal
          inventory={stockModal.inventory}
          mode={stockModal.mode}
          onClose={() => setStockModal(null)}
        />
      ) : null}
      {locating ? <LocationModal inventory={locating} onClose={() => setLocating(null)} /> : null}
    </ListPage>
  );
}
