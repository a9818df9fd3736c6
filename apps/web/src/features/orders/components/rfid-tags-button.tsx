import { DownloadOutlined, TagsOutlined } from '@ant-design/icons';
import type { RfidTagsResponse } from '@livery/api-schemas/orders';
import { formatCsv } from '@livery/domain/csv-cell';
import { RFID_TAG_FIELDS, type RfidTagField } from '@livery/domain/rfid-tag';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { useLineRfidTags } from '../api/get-line-rfid-tags.ts';

type Tag = RfidTagsResponse['rfid_tags'][number];

const DEFAULT_FIELDS: RfidTagField[] = ['tag_code', 'staff_id', 'name', 'size'];

/** Saves the chosen columns of the tags as a CSV file (formula cells neutralised by formatCsv). */
function downloadCsv(tags: Tag[], fields: RfidTagField[], fileName: string) {
  const header = RFID_TAG_FIELDS.filter((field) => fields.includes(field.key)).map((field) => field.label);
  const rows = tags.map((tag) =>
    RFID_TAG_FIELDS.filter((field) => fields.includes(field.key)).map((field) => tag[field.key] ?? ''),
  );
  const url = URL.createObjectURL(new Blob([`\uFEFF${formatCsv([header, ...rows])}`], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/** The RFID tags preview of one order line, with an export of the chosen fields (spec 03 section 2.3). */
export function RfidTagsButton({ itemUuid, itemTitle }: { itemUuid: string; itemTitle: string }) {
  const [isOpen, setOpen] = useState(false);
  const [fields, setFields] = useState<RfidTagField[]>(DEFAULT_FIELDS);
  const tags = useLineRfidTags(itemUuid, isOpen);
  const columns: ResponsiveColumn<Tag>[] = RFID_TAG_FIELDS.filter((field) => fields.includes(field.key)).map(
    (field, index) => ({
      title: field.label,
      dataIndex: field.key,
      render: (value: string | number | null) => value ?? '—',
      card: index === 0 ? 'title' : 'field',
      className: field.key === 'tag_code' ? 'nowrap' : undefined,
    }),
  );
  return (
    <>
      <Button size="small" icon={<TagsOutlined />} onClick={() => setOpen(true)}>
        RFID tags
      </Button>
      <Modal
        open={isOpen}
        title={`RFID tags: ${itemTitle}`}
        onCancel={() => setOpen(false)}
        width={860}
        destroyOnHidden
        footer={
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            disabled={!tags.data?.length || fields.length === 0}
            onClick={() =>
              downloadCsv(tags.data ?? [], fields, `rfid-tags-${itemTitle.replace(/\W+/g, '-')}.csv`)
            }
          >
            Export CSV
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">
          One tag per employee garment. Choose the fields to preview and export.
        </Typography.Paragraph>
        <Checkbox.Group
          value={fields}
          onChange={(chosen) => setFields(chosen as RfidTagField[])}
          style={{ marginBottom: 12 }}
        >
          <Flex wrap gap={8}>
            {RFID_TAG_FIELDS.map((field) => (
              <Checkbox key={field.key} value={field.key}>
                {field.label}
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
        <ResponsiveTable<Tag>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={tags.data ?? []}
          loading={tags.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        />
      </Modal>
    </>
  );
}
