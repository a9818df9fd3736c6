import type { EmployeeProductsResponse } from '@livery/api-schemas/orders';
import {
  EMPLOYEE_PRODUCT_STATUS_LABELS,
  EMPLOYEE_PRODUCT_STATUSES,
  type EmployeeProductStatus,
} from '@livery/domain/shipment-rules';
import { App, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { useAdminEmployeeProducts, useSetEmployeeProductStatus } from '../api/admin-order-calls.ts';

type EmployeeRow = EmployeeProductsResponse['employee_products'][number];

const STATUS_OPTIONS = EMPLOYEE_PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: EMPLOYEE_PRODUCT_STATUS_LABELS[status],
}));

const columns: ResponsiveColumn<EmployeeRow>[] = [
  { title: 'Staff ID', dataIndex: 'staff_id', card: 'title' },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Department', dataIndex: 'department', render: (value: string | null) => value ?? '—' },
  { title: 'Item', dataIndex: 'item_title' },
  { title: 'Size', dataIndex: 'size' },
  {
    title: 'Status',
    dataIndex: 'product_status',
    card: 'status',
    render: (status: string) => <StatusTag status={status} />,
  },
];

/** Per-employee product status: choose rows (or a whole page) and set one status on all of them. */
export function EmployeeStatusPanel({ orderUuid }: { orderUuid: string }) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [status, setStatus] = useState<EmployeeProductStatus>('in_production');
  const rows = useAdminEmployeeProducts(orderUuid, page);
  const setStatuses = useSetEmployeeProductStatus(orderUuid);
  const { notification } = App.useApp();
  const total = rows.data?.meta.total_count ?? 0;
  if (!rows.isPending && total === 0) {
    return <Typography.Text type="secondary">This order has no name list.</Typography.Text>;
  }
  const apply = async () => {
    const answer = await setStatuses.mutateAsync({ ids: selected, product_status: status });
    notification.success({
      message: `${answer.updated_count} marked ${EMPLOYEE_PRODUCT_STATUS_LABELS[status]}`,
    });
    setSelected([]);
  };
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Select
          aria-label="Product status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={setStatus}
          style={{ minWidth: 160 }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0}
          loading={setStatuses.isPending}
          onClick={() => void apply()}
        >
          Set status of {selected.length} selected
        </Button>
      </Flex>
      <ResponsiveTable<EmployeeRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows.data?.employee_products ?? []}
        loading={rows.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{ current: page, pageSize: 50, total, onChange: setPage, showSizeChanger: false }}
      />
    </>
  );
}
