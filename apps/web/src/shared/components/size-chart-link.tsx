import { ColumnWidthOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';

/** A 'Size chart' link opening the provider's size chart for a product; nothing when it has none. */
export function SizeChartLink({ title, sizeChart }: { title: string; sizeChart: string | null | undefined }) {
  const [isOpen, setOpen] = useState(false);
  if (!sizeChart?.trim()) return null;
  return (
    <>
      <Button
        type="link"
        size="small"
        icon={<ColumnWidthOutlined />}
        onClick={() => setOpen(true)}
        style={{ paddingInline: 0 }}
      >
        Size chart
      </Button>
      <Modal
        title={`Size chart: ${title}`}
        open={isOpen}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {sizeChart.trim()}
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
