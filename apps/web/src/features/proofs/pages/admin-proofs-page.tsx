import type { AdminProofRow } from '@livery/api-schemas/proofs';
import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { ListPage } from '../../../shared/components/list-page.tsx';
import { ProofStatusTag } from '../../../shared/components/order-proofs.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { PROOFS_PER_PAGE, useAdminProofs } from '../api/get-admin-proofs.ts';
import type { AdminProofsStatus } from '../api/proofs-keys.ts';

const FILTERS: Array<{ value: AdminProofsStatus; label: string }> = [
  { value: undefined, label: 'All to follow up' },
  { value: 'sent', label: 'Waiting for the customer' },
  { value: 'changes_requested', label: 'Changes requested' },
];

function statusParam(value: string | null): AdminProofsStatus {
  return value === 'sent' || value === 'changes_requested' ? value : undefined;
}

/** /admin/proofs: proofs waiting for the customer and proofs with changes requested, each linking to its order. */
export default function AdminProofsPage() {
  const { params, setParams: update } = useUrlParam();
  const status = statusParam(params.get('status'));
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useAdminProofs({ status, page });

  const columns: ResponsiveColumn<AdminProofRow>[] = [
    {
      title: 'Line',
      key: 'line',
      card: 'title',
      render: (_, proof) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>
            {proof.line.title} · v{proof.version}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {proof.company.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      card: 'status',
      render: (_, proof) => <ProofStatusTag status={proof.status} />,
    },
    {
      title: 'Order',
      key: 'order',
      render: (_, proof) => (
        <Link to={`${paths.adminOrders}?keyword=${encodeURIComponent(proof.order.uid)}`}>
          {proof.order.uid}
        </Link>
      ),
    },
    {
      title: 'Customer said',
      dataIndex: 'comment',
      render: (value: string | null) =>
        value ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: value }} style={{ margin: 0, maxWidth: 320 }}>
            {value}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    {
      title: 'When',
      key: 'when',
      render: (_, proof) =>
        proof.status === 'sent'
          ? `Sent ${formatDateTime(proof.sent_at)}`
          : `Answered ${formatDateTime(proof.decided_at)}`,
    },
  ];

  return (
    <ListPage<AdminProofRow>
      title="Proofs"
      subtitle="Proofs waiting for the customer's approval, and proofs the customer asked to change."
      filters={
        <Flex gap={8} wrap role="group" aria-label="Filter proofs by status">
          {FILTERS.map((filter) => (
            <Button
              key={filter.value ?? 'all'}
              type={status === filter.value ? 'primary' : 'default'}
              aria-pressed={status === filter.value}
              onClick={() => update({ status: filter.value, page: undefined })}
            >
              {filter.label}
            </Button>
          ))}
        </Flex>
      }
      paging={{
        page,
        pageSize: PROOFS_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => update({ page: String(next) }),
      }}
      rowKey="id"
      columns={columns}
      dataSource={list.data?.proofs ?? []}
      loading={list.isLoading}
      size="middle"
      locale={{ emptyText: 'No proofs to follow up.' }}
    />
  );
}
