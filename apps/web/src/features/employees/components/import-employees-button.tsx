import { UploadOutlined } from '@ant-design/icons';
import { checkEmployeeImportRow } from '@livery/domain/employee-records';
import { mapRosterColumns } from '@livery/domain/roster-columns';
import { App, Button, Upload } from 'antd';
import Papa from 'papaparse';
import { useImportEmployees } from '../api/import-employees.ts';

/** The rows of a roster CSV as roster fields, mapped by the bulk order's keyword rules. */
function readRows(text: string): Array<Record<string, string>> {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [headers = [], ...lines] = parsed.data;
  const columns = mapRosterColumns(headers);
  return lines.map((line) => {
    const row: Record<string, string> = {};
    columns.forEach((field, index) => {
      if (field) row[field] = line[index] ?? '';
    });
    return row;
  });
}

/** Import CSV: the same column mapping and person checks as the bulk order; a bad row stops the import. */
export function ImportEmployeesButton() {
  const { message, modal } = App.useApp();
  const importEmployees = useImportEmployees();

  const importFile = async (file: File) => {
    const rows = readRows(await file.text());
    if (rows.length === 0) {
      void message.error('Can not read file !');
      return;
    }
    const problems = rows.flatMap((row, index) => {
      const check = checkEmployeeImportRow(row);
      return check.valid ? [] : check.error_message.split('\n').map((text) => `Row ${index + 1}: ${text}`);
    });
    if (problems.length > 0) {
      modal.error({
        title: 'Fix these rows and import again',
        content: (
          <ul style={{ paddingLeft: 18, maxHeight: 240, overflow: 'auto' }}>
            {problems.slice(0, 50).map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ),
      });
      return;
    }
    const answer = await importEmployees.mutateAsync(rows);
    void message.success(answer.message);
  };

  return (
    <Upload
      accept=".csv,text/csv"
      showUploadList={false}
      beforeUpload={(file) => {
        void importFile(file).catch(() => {});
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={importEmployees.isPending}>
        Import CSV
      </Button>
    </Upload>
  );
}
