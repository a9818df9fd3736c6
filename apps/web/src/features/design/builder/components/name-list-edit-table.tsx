import { DeleteOutlined } from '@ant-design/icons';
import type { RowCheck } from '@livery/domain/roster-rows';
import { App, Button, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import type { NameListRow } from '../state/builder-state.ts';

const QTY_CHOICES = Array.from({ length: 50 }, (_, index) => ({
  value: String(index + 1),
  label: index + 1,
}));
const SEX_CHOICES = [
  { value: 'male', label: 'male' },
  { value: 'female', label: 'female' },
];
const EDITABLE_TEXT: Array<[string, string, number]> = [
  ['staff_id', 'Staff ID', 110],
  ['name', 'Name', 160],
  ['nametag', 'Name tag', 140],
  ['department', 'Department', 130],
];

/** The name list's rows, each cell editable, each row marked valid or with the spec's message (step 2). */
export function NameListEditTable({
  rows,
  checks,
  sizes,
  onRows,
}: {
  rows: NameListRow[];
  checks: RowCheck[];
  sizes: readonly string[];
  onRows: (rows: NameListRow[]) => void;
}) {
  const { modal } = App.useApp();
  const checkOf = new Map(rows.map((row, index) => [row.id, checks[index]]));
  const editRow = (rowId: string, field: string, value: string) =>
    onRows(rows.map((row) => (row.id === rowId ? { ...row, [field]: value } : row)));
  /** A column whose cells pick one of `options`, marked red where the row's check names the field. */
  const choiceColumn = (
    field: string,
    title: string,
    label: string,
    width: number,
    options: Array<{ value: string; label: string | number }>,
  ) => ({
    title,
    width,
    render: (_: unknown, row: NameListRow) => (
      <Select
        aria-label={`${label} of row ${rows.indexOf(row) + 1}`}
        value={row[field] || undefined}
        status={checkOf.get(row.id)?.column === field ? ('error' as const) : undefined}
        options={options}
        onChange={(value: string) => editRow(row.id, field, value)}
        style={{ width: '100%' }}
      />
    ),
  });

  return (
    <Table
      size="small"
      rowKey="id"
      dataSource={rows}
      scroll={{ x: 980 }}
      pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(row) => (checkOf.get(row.id)?.valid === false ? 'builder-row-invalid' : '')}
      columns={[
        ...EDITABLE_TEXT.map(([field, title, width]) => ({
          title,
          width,
          render: (_: unknown, row: NameListRow) => (
            <Input
              aria-label={`${title} of row ${rows.indexOf(row) + 1}`}
              value={row[field] ?? ''}
              status={checkOf.get(row.id)?.column === field ? ('error' as const) : undefined}
              onChange={(event) => editRow(row.id, field, event.target.value)}
            />
          ),
        })),
        choiceColumn('sex', 'Sex', 'Sex', 110, SEX_CHOICES),
        choiceColumn(
          'size',
          'Size',
          'Size',
          100,
          sizes.map((size) => ({ value: size, label: size })),
        ),
        choiceColumn('qty', 'Qty', 'Quantity', 90, QTY_CHOICES),
        {
          title: 'Status',
          width: 200,
          render: (_: unknown, row: NameListRow) => {
            const check = checkOf.get(row.id);
            return check?.valid === false ? (
              <Flex vertical gap={2}>
                <Tag color="red" style={{ width: 'fit-content' }}>
                  INVALID
                </Tag>
                <Typography.Text type="danger" style={{ fontSize: 12 }}>
                  {check.error_message}
                </Typography.Text>
              </Flex>
            ) : (
              <Tag color="green">VALID</Tag>
            );
          },
        },
        {
          title: '',
          width: 48,
          render: (_: unknown, row: NameListRow) => (
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove row ${rows.indexOf(row) + 1}`}
              onClick={() =>
                modal.confirm({
                  title: 'Remove this row?',
                  okText: 'Remove',
                  onOk: () => onRows(rows.filter((candidate) => candidate.id !== row.id)),
                })
              }
            />
          ),
        },
      ]}
    />
  );
}
