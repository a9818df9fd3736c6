import { ROSTER_FIELDS } from '@livery/domain/roster-columns';
import { Select, Table, Typography } from 'antd';

const FIELD_CHOICES = [
  ...ROSTER_FIELDS.map((field) => ({ value: field, label: field })),
  ...[1, 2, 3].map((n) => ({ value: `tag_${n}`, label: `tag_${n}` })),
];

/** A .csv name list as read: its columns, its rows and the field each column fills (null: ignored). */
export interface ParsedCsv {
  fileName: string;
  headers: string[];
  data: string[][];
  mapping: Array<string | null>;
}

/** Each column of the .csv beside the field it fills, with its first row's value; a column may be ignored. */
export function NameListColumnMapping({
  parsed,
  onMapping,
}: {
  parsed: ParsedCsv;
  onMapping: (mapping: ParsedCsv['mapping']) => void;
}) {
  return (
    <Table
      size="small"
      rowKey="header"
      pagination={false}
      scroll={{ x: true }}
      dataSource={parsed.headers.map((header, index) => ({ header, index }))}
      columns={[
        { title: 'CSV column', dataIndex: 'header' },
        {
          title: 'Field',
          render: (_, { header, index }) => (
            <Select
              aria-label={`Field for ${header}`}
              allowClear
              placeholder="Ignore"
              value={parsed.mapping[index] ?? undefined}
              options={FIELD_CHOICES}
              onChange={(value) =>
                onMapping(parsed.mapping.map((field, at) => (at === index ? (value ?? null) : field)))
              }
              style={{ width: 160 }}
            />
          ),
        },
        {
          title: 'First row',
          render: (_, { index }) => (
            <Typography.Text type="secondary">{parsed.data[0]?.[index] ?? ''}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
