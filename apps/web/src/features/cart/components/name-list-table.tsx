import { Table, type TableColumnsType, Tag } from 'antd';

type EmployeeRow = Record<string, string | number | null>;

const COLUMNS: Array<[key: string, title: string]> = [
  ['staff_id', 'Staff ID'],
  ['name', 'Name'],
  ['nametag', 'Name tag'],
  ['sex', 'Sex'],
  ['department', 'Department'],
  ['cost_center', 'Cost center'],
  ['position', 'Position'],
  ['size', 'Size'],
  ['qty', 'Qty'],
  ['note', 'Note'],
];

/** The tag columns of a roster row, in order, filled ones only. */
export function tagsOf(employee: EmployeeRow): string[] {
  return Object.keys(employee)
    .filter((key) => /^tag_\d+$/.test(key))
    .sort()
    .map((key) => String(employee[key] ?? '').trim())
    .filter(Boolean);
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** A line's name list: one row per employee with the roster fields that are filled anywhere. */
export function NameListTable({ employees }: { employees: EmployeeRow[] }) {
  const shown = COLUMNS.filter(([key]) => employees.some((employee) => text(employee[key]) !== '-'));
  const columns: TableColumnsType<EmployeeRow> = shown.map(([key, title]) => ({
    key,
    title,
    dataIndex: key,
    render: text,
  }));
  if (employees.some((employee) => tagsOf(employee).length > 0)) {
    columns.push({
      key: 'tags',
      title: 'Tags',
      render: (_, employee) => tagsOf(employee).map((tag) => <Tag key={tag}>{tag}</Tag>),
    });
  }
  return (
    <Table<EmployeeRow>
      size="small"
      rowKey={(employee) => `${employee.staff_id}-${employee.name}-${employees.indexOf(employee)}`}
      columns={columns}
      dataSource={employees}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}

/** The RFID tags preview: who carries which tags. */
export function TagsTable({ employees }: { employees: EmployeeRow[] }) {
  const tagged = employees.filter((employee) => tagsOf(employee).length > 0);
  return (
    <Table<EmployeeRow>
      size="small"
      rowKey={(employee) => `${employee.staff_id}-${tagged.indexOf(employee)}`}
      columns={[
        { key: 'staff_id', title: 'Staff ID', dataIndex: 'staff_id', render: text },
        { key: 'name', title: 'Name', dataIndex: 'name', render: text },
        {
          key: 'tags',
          title: 'Tags',
          render: (_, employee) =>
            tagsOf(employee).map((tag) => (
              <Tag key={tag} color="geekblue">
                {tag}
              </Tag>
            )),
        },
      ]}
      dataSource={tagged}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
