import type { ProviderNotice, ProviderNoticeKind } from '@livery/api-schemas/provider-notices';
import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ListTable } from '../../../shared/components/list-table.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { NOTICES_PER_PAGE, useProviderNotices } from '../api/get-provider-notices.ts';

const KIND_TAGS: Record<ProviderNoticeKind, { label: string; color: string }> = {
  order_placed: { label: 'New order', color: 'blue' },
  order_approved: { label: 'Approved by customer', color: 'green' },
  quotation_requested: { label: 'Quotation request', color: 'purple' },
  quotation_comment: { label: 'Comment', color: 'gold' },
  quotation_changes_requested: { label: 'Changes requested', color: 'orange' },
  order_note: { label: 'Order note', color: 'cyan' },
};

const columns: ResponsiveColumn<ProviderNotice>[] = [
  {
    title: 'When',
    dataIndex: 'created_at',
    className: 'nowrap',
    render: (value: string) => formatDateTime(value),
  },
  {
    title: 'What',
    key: 'what',
    card: 'title',
    render: (_, notice) => (
      <Flex vertical gap={2} align="flex-start">
        <Link to={notice.link}>{notice.title}</Link>
        {/* A phone's card sets its title slot in bold: the message keeps its own weight, as in the table. */}
        <Typography.Text type="secondary" style={{ maxWidth: 560, fontWeight: 'normal' }}>
          {notice.message}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: 'Kind',
    dataIndex: 'kind',
    card: 'status',
    render: (kind: ProviderNoticeKind) => (
      <Tag color={KIND_TAGS[kind].color} bordered={false}>
        {KIND_TAGS[kind].label}
      </Tag>
    ),
  },
  { title: 'Customer', dataIndex: 'company_name', render: (name: string | null) => name ?? '—' },
];

/** /admin/whats-new: new and customer-approved orders, order notes, quotation requests and customers' comments. */
export default function WhatsNewPage() {
  const { params, setParams } = useUrlParam();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const notices = useProviderNotices(page);
  return (
    <Card>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        What's new
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        The same events are e-mailed to the notification recipients in Settings.
      </Typography.Paragraph>
      <ListTable<ProviderNotice>
        rowKey="id"
        columns={columns}
        dataSource={notices.data?.notices ?? []}
        loading={notices.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Nothing new yet.' }}
        paging={{
          page,
          pageSize: NOTICES_PER_PAGE,
          total: notices.data?.meta.total_count,
          onChange: (next) => setParams({ page: next === 1 ? null : next }),
        }}
      />
    </Card>
  );
}
