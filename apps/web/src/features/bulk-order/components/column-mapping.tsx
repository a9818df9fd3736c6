import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { MAX_TAG_COLUMNS } from '@livery/domain/roster-columns';
import { Select, Table, Tag, Typography } from 'antd';

const PERSON_FIELDS: Array<[string, string]> = [
  ['staff_id', 'Staff ID'],
  ['name', 'Name'],
  ['nametag', 'Name tag'],
  ['sex', 'Sex'],
  ['department', 'Department'],
  ['cost_center', 'Cost center'],
  ['position', 'Position'],
  ['laundry_id', 'Laundry ID'],
  ['locker_id', 'Locker ID'],
  ['uniform_code', 'Uniform code'],
  ['other_info', 'Other info'],
];

/** A roster field's name as the review table and the mapping show it. */
export function fieldLabel(field: string, products: SavedProduct[]): string {
  const person = PERSON_FIELDS.find(([key]) => key === field);
  if (person) return person[1];
  const match = /^product(\d+)_(size|qty|note|tag_(\d))$/.exec(field);
  if (!match) return field;
  const number = Number(match[1]);
  const what =
    match[2] === 'size'
      ? 'size'
      : match[2] === 'qty'
        ? 'qty'
        : match[2] === 'note'
          ? 'note'
          : `tag ${match[3]}`;
  const title = products[number - 1]?.title;
  return `Product ${number} ${what}${title ? ` (${title})` : ''}`;
}

/** Every field a roster column may map to: the person's fields, then each chosen product's. */
function mappingOptions(products: SavedProduct[]) {
  const productGroups = products.map((product, index) => {
    const prefix = `product${index + 1}`;
    const fields = [
      `${prefix}_size`,
      `${prefix}_qty`,
      `${prefix}_note`,
      ...Array.from({ length: MAX_TAG_COLUMNS }, (_, tag) => `${prefix}_tag_${tag + 1}`),
    ];
    return {
      label: `Product ${index + 1}: ${product.title}`,
      options: fields.map((field) => ({ value: field, label: fieldLabel(field, products) })),
    };
  });
  return [
    { value: '', label: 'Not used' },
    { label: 'Employee', options: PERSON_FIELDS.map(([value, label]) => ({ value, label })) },
    ...productGroups,
  ];
}

/**
 * Step 2: each CSV column and the field it fills, suggested by keywords; a column the user points at a
 * field already taken takes it over, the other column becomes 'not used'.
 */
export function ColumnMapping({
  headers,
  sample,
  columns,
  products,
  onChange,
}: {
  headers: string[];
  sample: string[][];
  columns: Array<string | null>;
  products: SavedProduct[];
  onChange: (columns: Array<string | null>) => void;
}) {
  const options = mappingOptions(products);
  const change = (index: number, value: string) => {
    const field = value || null;
    onChange(columns.map((column, at) => (at === index ? field : column === field ? null : column)));
  };
  return (
    <Table
      size="small"
      rowKey="index"
      pagination={false}
      tableLayout="fixed"
      dataSource={headers.map((header, index) => ({ index, header }))}
      columns={[
        {
          title: 'Column in your file',
          dataIndex: 'header',
          width: '35%',
          render: (header: string) => (
            <Typography.Text strong style={{ wordBreak: 'break-word' }}>
              {header || '(no name)'}
            </Typography.Text>
          ),
        },
        {
          title: 'Example values',
          key: 'sample',
          responsive: ['sm'],
          render: (_, { index }) => (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 240 }}>
              {sample
                .map((line) => line[index] ?? '')
                .filter(Boolean)
                .join(', ') || '—'}
            </Typography.Text>
          ),
        },
        {
          title: 'Maps to',
          key: 'field',
          width: '45%',
          render: (_, { index, header }) => (
            <Select
              aria-label={`Field for column ${header}`}
              style={{ width: '100%' }}
              popupMatchSelectWidth={false}
              value={columns[index] ?? ''}
              options={options}
              showSearch={{ optionFilterProp: 'label' }}
              labelRender={({ value, label }) =>
                value ? label : <Tag style={{ marginInlineEnd: 0 }}>not used</Tag>
              }
              onChange={(value) => change(index, value)}
            />
          ),
        },
      ]}
    />
  );
}
