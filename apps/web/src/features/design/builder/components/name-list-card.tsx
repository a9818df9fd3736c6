import { InboxOutlined, SaveOutlined } from '@ant-design/icons';
import { mapRosterColumns, missingBuilderColumns } from '@livery/domain/roster-columns';
import { checkBuilderRow, type RowCheck } from '@livery/domain/roster-rows';
import { Alert, App, Button, Card, Flex, Input, Modal, Select, Space, Steps, Typography, Upload } from 'antd';
import Papa from 'papaparse';
import { useState } from 'react';
import { ApiError } from '../../../../shared/api/client.ts';
import { useNameLists } from '../api/get-name-lists.ts';
import { useSaveNameList } from '../api/save-name-list.ts';
import { employeesOf, type NameListRow, newRowId } from '../state/builder-state.ts';
import { NameListColumnMapping, type ParsedCsv } from './name-list-column-mapping.tsx';
import { NameListEditTable } from './name-list-edit-table.tsx';

const MAX_CSV_BYTES = 5 * 1024 * 1024;

/**
 * 'Order with .CSV file (Optional)': step 1 reads a .csv and maps its columns (or picks a kept name list),
 * step 2 edits and checks every row with the spec's messages. Clear goes back to step 1 with an empty list.
 */
export function NameListCard({
  id,
  sizes,
  rows,
  checks,
  onRows,
}: {
  id: string;
  sizes: readonly string[];
  rows: NameListRow[];
  checks: RowCheck[];
  onRows: (rows: NameListRow[]) => void;
}) {
  const { message, modal } = App.useApp();
  const [step, setStep] = useState(rows.length > 0 ? 1 : 0);
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [saveTitle, setSaveTitle] = useState<string | null>(null);
  const nameLists = useNameLists(true);
  const saveNameList = useSaveNameList();

  const clear = () => {
    setParsed(null);
    setMissing([]);
    onRows([]);
    setStep(0);
  };

  const readFile = (file: File) => {
    if (!/\.csv$/i.test(file.name)) {
      void message.error('Choose a .csv file');
      return;
    }
    if (file.size >= MAX_CSV_BYTES) {
      void message.error('The file must be under 5 MB');
      return;
    }
    if (typeof FileReader === 'undefined') {
      void modal.warning({ title: 'FileReader are not supported in this browser.' });
      return;
    }
    Papa.parse<string[]>(file, {
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const [headers, ...data] = result.data;
        if (!headers || headers.length === 0) {
          void modal.error({ title: 'Can not read file !' });
          return;
        }
        const mapping = mapRosterColumns(headers);
        const absent = missingBuilderColumns(mapping);
        setMissing(absent);
        if (absent.length > 0) {
          // A list without its compulsory columns cannot be ordered: the list is cleared.
          setParsed(null);
          onRows([]);
          return;
        }
        setParsed({ fileName: file.name, headers, data, mapping });
      },
      error: () => void modal.error({ title: 'Can not read file !' }),
    });
  };

  const next = () => {
    if (!parsed) return;
    const absent = missingBuilderColumns(parsed.mapping);
    setMissing(absent);
    if (absent.length > 0) return;
    onRows(
      parsed.data.map((cells) => {
        const row: NameListRow = { id: newRowId() };
        parsed.mapping.forEach((field, index) => {
          if (field) row[field] = (cells[index] ?? '').trim();
        });
        return row;
      }),
    );
    setStep(1);
  };

  const keepList = async () => {
    const title = saveTitle?.trim();
    if (!title) return;
    try {
      await saveNameList.mutateAsync({ title, rows: employeesOf(rows) });
      void message.success('Name list saved');
      setSaveTitle(null);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : 'Something went wrong!');
    }
  };

  const invalid = checks.filter((check) => !check.valid).length;

  return (
    <Card id={id} size="small" title="Order with .CSV file (Optional)" style={{ scrollMarginTop: 80 }}>
      <Steps
        size="small"
        current={step}
        items={[{ title: 'Map columns' }, { title: 'Edit and validate' }]}
        style={{ marginBottom: 16 }}
      />
      {missing.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={missing.map((text) => <div key={text}>{text}</div>)}
        />
      ) : null}

      {step === 0 ? (
        <Flex vertical gap={12}>
          <Upload.Dragger
            accept=".csv"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              readFile(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon" style={{ marginBottom: 4 }}>
              <InboxOutlined />
            </p>
            <Typography.Text strong>
              {parsed ? parsed.fileName : 'Choose or drop a .csv name list'}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              One .csv file under 5 MB with staff ID, name, sex, size and qty columns
            </Typography.Text>
          </Upload.Dragger>
          <Select
            aria-label="Use a saved name list"
            placeholder="…or use a saved name list"
            loading={nameLists.isLoading}
            value={null}
            options={(nameLists.data?.name_lists ?? []).map((list) => ({
              value: list.uuid,
              label: `${list.title} (${list.row_count} rows)`,
            }))}
            onChange={(uuid) => {
              const list = nameLists.data?.name_lists.find((candidate) => candidate.uuid === uuid);
              if (!list) return;
              setMissing([]);
              onRows(
                list.rows.map((row) => ({
                  ...Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ''])),
                  id: newRowId(),
                })),
              );
              setStep(1);
            }}
          />
          {parsed ? (
            <NameListColumnMapping
              parsed={parsed}
              onMapping={(mapping) => setParsed({ ...parsed, mapping })}
            />
          ) : null}
          <Flex gap={8} justify="flex-end">
            <Button onClick={clear}>Clear</Button>
            <Button type="primary" onClick={next} disabled={!parsed}>
              Next
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text>
              {rows.length} row{rows.length === 1 ? '' : 's'}
              {invalid > 0 ? (
                <Typography.Text type="danger"> · {invalid} invalid</Typography.Text>
              ) : (
                <Typography.Text type="success"> · all valid</Typography.Text>
              )}
            </Typography.Text>
            <Space wrap>
              <Button icon={<SaveOutlined />} onClick={() => setSaveTitle('')} disabled={rows.length === 0}>
                Save name list
              </Button>
              <Button onClick={clear}>Clear</Button>
            </Space>
          </Flex>
          <NameListEditTable rows={rows} checks={checks} sizes={sizes} onRows={onRows} />
        </Flex>
      )}
      <Modal
        open={saveTitle !== null}
        title="Save name list"
        okText="Save"
        confirmLoading={saveNameList.isPending}
        okButtonProps={{ disabled: !saveTitle?.trim() }}
        onOk={() => void keepList()}
        onCancel={() => setSaveTitle(null)}
      >
        <Input
          aria-label="Name list title"
          placeholder="e.g. Front desk, March"
          value={saveTitle ?? ''}
          maxLength={120}
          onChange={(event) => setSaveTitle(event.target.value)}
          onPressEnter={() => void keepList()}
        />
      </Modal>
    </Card>
  );
}

/** The row checks of the builder's name list against the product's sizes (spec 02 section 5). */
export function checkNameList(rows: readonly NameListRow[], sizes: readonly string[]): RowCheck[] {
  return rows.map((row) => checkBuilderRow(row, sizes));
}
