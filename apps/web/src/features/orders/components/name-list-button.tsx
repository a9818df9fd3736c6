import { TeamOutlined } from '@ant-design/icons';
import type { EmployeeProductsResponse } from '@livery/api-schemas/orders';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { useLineNameList } from '../api/get-line-name-list.ts';

type Row = EmployeeProductsResponse['employee_products'][number];

const columns: ResponsiveColumn<Row>[] = [
  { title: 'Name', dataIndex: 'name', card: 'title' },
  { title: 'Staff ID', dataIndex: 'staff_id' },
  { title: 'Department', dataIndex: 'department', render: (value: string | null) => value ?? '—' },
  { title: 'Size', dataIndex: 'size' },
  { title: 'Qty', dataIndex: 'qty', align: 'right' },
];

/** The name list preview of one order line (spec 03 section 2.3): who gets which size. */
export function NameListButton({ itemUuid, itemTitle }: { itemUuid: string; itemTitle: string }) {
  const [isOpen, setOpen] = useState(false);
  const nameList = useLineNameList(itemUuid, isOpen);
  return (
    <>
      <Button size="small" icon={<TeamOutlined />} onClick={() => setOpen(true)}>
        Name list
      </Button>
      <Modal
        open={isOpen}
        title={`Name list: ${itemTitle}`}
        footer={null}
        onCancel={() => setOpen(false)}
        width={720}
        destroyOnHidden
      >
        <ResponsiveTable<Row>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={nameList.data ?? []}
          loading={nameList.isFetching}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        />
      </Modal>
    </>
  );
}
