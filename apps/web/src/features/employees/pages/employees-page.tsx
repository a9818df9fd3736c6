import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import type { Employee } from '@livery/api-schemas/employees';
import { ADDRESS_SEARCH_DEBOUNCE_MS } from '@livery/domain/constants';
import { reorderRoster } from '@livery/domain/employee-records';
import { MAX_BULK_ORDER_PRODUCTS } from '@livery/domain/roster-columns';
import { App, Button, Flex, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { downloadApiFile } from '../../../shared/api/download-file.ts';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { rosterHandOffState } from '../../../shared/navigation/roster-hand-off.ts';
import { useEmployees } from '../api/get-employees.ts';
import { useRemoveEmployee } from '../api/remove-employee.ts';
import { AskForMoreModal } from '../components/ask-for-more-modal.tsx';
import { EditEmployeeModal } from '../components/edit-employee-modal.tsx';
import { EmployeeDatabaseTabs } from '../components/employee-database-tabs.tsx';
import { ImportEmployeesButton } from '../components/import-employees-button.tsx';

const orNone = (value: string | null) => value ?? '—';

/** /employees: everyone the company has ordered for, searchable, editable, and ready to order for again. */
export default function EmployeesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keywordInput, setKeywordInput] = useState('');
  const keyword = useDebouncedValue(keywordInput.trim(), ADDRESS_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ current: 1, size: 10 });
  const employees = useEmployees({ keyword, page: page.current, perPage: page.size });
  const [selected, setSelected] = useState<Map<string, Employee>>(new Map());
  const [editing, setEditing] = useState<Employee | null>(null);
  const [askingFor, setAskingFor] = useState<string | null>(null);
  const removeEmployee = useRemoveEmployee();
  const [isExporting, setExporting] = useState(false);

  const orderAgain = () => {
    const people = [...selected.values()];
    const { products, csv } = reorderRoster(people, MAX_BULK_ORDER_PRODUCTS);
    if (products.length === 0) {
      void message.warning('None of these people has a size on record yet.');
      return;
    }
    void navigate(paths.bulkOrder(products.map((product) => product.saved_product_uuid)), {
      state: rosterHandOffState(csv, 'employees-order-again.csv'),
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadApiFile('employees/export_csv', {
        query: keyword ? { keyword } : {},
        fallbackName: 'employees-export.csv',
      });
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : 'Something went wrong!');
    } finally {
      setExporting(false);
    }
  };

  const columns: ResponsiveColumn<Employee>[] = [
    { title: 'Staff ID', dataIndex: 'staff_id', card: 'title' },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, employee) => (
        <>
          {name}
          {employee.aliases.length > 0 ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              also {employee.aliases.join(', ')}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    { title: 'Department', dataIndex: 'department', render: orNone },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: Employee['role'], employee) =>
        role ? (
          <>
            {role.name}
            {employee.start_date ? (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                since {formatDate(employee.start_date)}
              </Typography.Text>
            ) : null}
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto', display: 'block' }}
              onClick={() => setAskingFor(employee.staff_id)}
            >
              Balance · Ask for more
            </Button>
          </>
        ) : (
          '—'
        ),
    },
    {
      title: 'Last Sizes',
      dataIndex: 'sizes',
      render: (sizes: Employee['sizes']) =>
        sizes.length === 0
          ? '—'
          : sizes.map((size) => (
              <Tag key={size.saved_product_uuid} bordered={false}>
                {size.title}: {size.size}
              </Tag>
            )),
    },
    { title: 'Laundry ID', dataIndex: 'laundry_id', render: orNone },
    { title: 'Locker ID', dataIndex: 'locker_id', render: orNone },
    { title: 'Cost Center', dataIndex: 'cost_center', render: orNone },
    { title: 'Uniform Code', dataIndex: 'uniform_code', render: orNone },
    {
      title: 'Last Order',
      dataIndex: 'last_ordered_at',
      render: (value: string | null) => formatDate(value),
    },
    {
      title: 'Action',
      key: 'action',
      card: 'actions',
      render: (_: unknown, employee) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setEditing(employee)} aria-label={`Edit ${employee.name}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Has ${employee.name} left?`}
            description="They are taken out of the employee database; a Reorder then flags them."
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                const answer = await removeEmployee.mutateAsync(employee.uuid);
                void message.success(answer.message);
              } catch {
                // The failure notice is raised by the shared API error handling.
              }
            }}
          >
            <Button size="small" danger aria-label={`Remove ${employee.name}`}>
              Left
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  const rows = employees.data?.employees ?? [];
  return (
    <>
      <EmployeeDatabaseTabs />
      <ListPage<Employee>
        title="Employees"
        subtitle="Everyone your company has ordered for, with the sizes they last wore."
        extra={
          <Space wrap>
            <ImportEmployeesButton />
            <Button icon={<DownloadOutlined />} onClick={exportCsv} loading={isExporting}>
              Export CSV
            </Button>
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              disabled={selected.size === 0}
              onClick={orderAgain}
            >
              Order again for these people ({selected.size})
            </Button>
          </Space>
        }
        framed
        filters={
          <Input.Search
            allowClear
            value={keywordInput}
            onChange={(event) => {
              setKeywordInput(event.target.value);
              setPage((current) => ({ ...current, current: 1 }));
            }}
            placeholder="Enter Employee Name / Staff ID / Laundry ID / Locker ID"
            aria-label="Search employees"
            style={{ maxWidth: 420 }}
          />
        }
        paging={{
          page: page.current,
          pageSize: page.size,
          total: employees.data?.meta.total_count,
          pageSizes: [5, 10, 15, 25, 50, 100],
          onChange: (current, size) => setPage({ current, size }),
          showsTotal: true,
        }}
        rowKey="uuid"
        columns={columns}
        dataSource={rows}
        loading={employees.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            // Selections on other pages are kept; rows of this page come and go with their boxes.
            const next = new Map(selected);
            for (const row of rows) if (!keys.includes(row.uuid)) next.delete(row.uuid);
            for (const row of rows) if (keys.includes(row.uuid)) next.set(row.uuid, row);
            setSelected(next);
          },
        }}
      >
        {editing ? <EditEmployeeModal employee={editing} onClose={() => setEditing(null)} /> : null}
        {askingFor ? <AskForMoreModal staffId={askingFor} onClose={() => setAskingFor(null)} /> : null}
      </ListPage>
    </>
  );
}
