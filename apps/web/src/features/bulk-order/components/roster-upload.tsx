import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { BULK_ORDER_TEMPLATE_FILE_NAME, bulkOrderTemplateCsv } from '@livery/domain/roster-template';
import { App, Button, Flex, Typography, Upload } from 'antd';

/** A roster file must be under 5 MB (spec 02 section 5). */
const MAX_ROSTER_BYTES = 5 * 1024 * 1024;

/** Saves the sample roster with the spec's required columns and an example row. */
export function downloadRosterTemplate() {
  const blob = new Blob([bulkOrderTemplateCsv()], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = BULK_ORDER_TEMPLATE_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The roster drop zone: one .csv file under 5 MB, checked before it is read. */
export function RosterUpload({ disabled, onFile }: { disabled: boolean; onFile: (file: File) => void }) {
  const { message } = App.useApp();
  return (
    <div>
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={(file) => {
          if (!file.name.toLowerCase().endsWith('.csv')) {
            void message.error('Please choose a .csv file.');
          } else if (file.size >= MAX_ROSTER_BYTES) {
            void message.error('The file must be under 5 MB.');
          } else {
            onFile(file);
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Order with a staff roster (optional): click or drop a .csv file</p>
        <p className="ant-upload-hint">Only .csv, one file, under 5 MB.</p>
      </Upload.Dragger>
      <Flex justify="flex-end" style={{ marginTop: 8 }}>
        <Button type="link" icon={<DownloadOutlined />} onClick={downloadRosterTemplate}>
          Download sample template
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Each row needs a staff ID, a name and a size per product (and a sex where the roster has a Sex
        column); a blank quantity is one piece. Use NA as the size for an employee who takes none of a
        product.
      </Typography.Text>
    </div>
  );
}
