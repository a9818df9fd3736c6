import type { EmployeeProductsResponse } from '@livery/api-schemas/orders';
import {
  EMPLOYEE_PRODUCT_STATUS_LABELS,
  EMPLOYEE_PRODUCT_STATUSES,
  type EmployeeProductStatus,
} from '@livery/domain/shipment-rules';
import { App, Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { ListTable } from '../../../shared/components/list-table.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { StatusTag } from '../../../shared/components/status-tag.tsx';
import { useAdminEmployeeProducts } from '../api/get-admin-employee-products.ts';
import { useSetEmployeeProductStatus } from '../api/update-employee-product-status.ts';

type EmployeeRow = EmployeeProductsResponse['employee_products'][number];

/**
 * The statuses every chosen garment may be given by hand, as the server judged each row with the rule its update
 * applies (`garmentStatusChoices`: a parcel ships a garment; a cancelled one comes back only where a parcel can
 * carry it). A row sent without choices leaves the decision to the server.
 */
function statusOptions(chosen: readonly EmployeeRow[]) {
  return EMPLOYEE_PRODUCT_STATUSES.map((status) => ({
    value: status,
    label: EMPLOYEE_PRODUCT_STATUS_LABELS[status],
    disabled: chosen.some((row) => row.status_choices !== undefined && !row.status_choices.includes(status)),
  }));
}

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
  const chosen = (rows.data?.employee_products ?? []).filter((row) => selected.includes(row.id));
  const options = statusOptions(chosen);
  const isAllowed = !options.find((option) => option.value === status)?.disabled;
  const apply = async () => {
    try {
      const answer = await setStatuses.mutateAsync({ ids: selected, product_status: status });
      notification.success({
        message: `${answer.updated_count} marked ${EMPLOYEE_PRODUCT_STATUS_LABELS[status]}`,
      });
      setSelected([]);
    } catch (error) {
      notification.error({
        message: error instanceof ApiError ? error.message : 'The status could not be set',
      });
    }
  };
  return (
    <>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Select
          aria-label="Product status"
          value={status}
          options={options}
          onChange={setStatus}
          style={{ minWidth: 160 }}
        />
        <Button
          type="primary"
          disabled={selected.length === 0 || !isAllowed}
          loading={setStatuses.isPending}
          onClick={() => void apply()}
        >
          Set status of {selected.length} selected
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          A parcel marks the garments it carries Shipped; shipped garments can then be marked Delivered.
        </Typography.Text>
      </Flex>
      <ListTable<EmployeeRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows.data?.employee_products ?? []}
        loading={rows.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        paging={{ page, pageSize: 50, total, onChange: setPage }}
      />
    </>
  );
}
