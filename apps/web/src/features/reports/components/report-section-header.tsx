import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { openExportLink } from '../api/open-export-link.ts';

type ExportFormat = 'csv' | 'xlsx';

interface ReportSectionHeaderProps {
  title: string;
  /** What the buttons download, for their labels: "the budget report". */
  reportName: string;
  fetchExportLink: (format: ExportFormat) => Promise<{ url: string }>;
}

/** A report section's title with its CSV and XLSX downloads, each busy while its signed link is fetched. */
export function ReportSectionHeader({ title, reportName, fetchExportLink }: ReportSectionHeaderProps) {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    const failure = await openExportLink(() => fetchExportLink(format));
    setExporting(null);
    if (failure) void message.error(failure);
  };

  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Space>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            icon={<DownloadOutlined />}
            aria-label={`Download ${reportName} as ${format.toUpperCase()}`}
            loading={exporting === format}
            onClick={() => exportAs(format)}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Space>
    </Space>
  );
}
