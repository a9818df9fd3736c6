import type { JobCounts, JobSummary } from '@livery/api-schemas/jobs';
import {
  JOB_FILTER_LABELS,
  JOB_FILTERS,
  JOB_STATUS_COLOURS,
  type JobFilter,
} from '@livery/domain/job-status';
import { App, Button, Flex, Tag, Typography } from 'antd';
import { ListPage } from '../../../shared/components/list-page.tsx';
import type { ResponsiveColumn } from '../../../shared/components/responsive-table.tsx';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useUrlParam } from '../../../shared/hooks/use-url-param.ts';
import { JOBS_PER_PAGE, useAdminJobs } from '../api/get-admin-jobs.ts';
import { useRetryJob } from '../api/retry-job.ts';

function filterParam(value: string | null): JobFilter | undefined {
  return JOB_FILTERS.find((filter) => filter === value);
}

const totalOf = (counts: JobCounts) => counts.queued + counts.running + counts.done + counts.failed;

/** What happened and when: the finish, or the next run of a queued job, or the lease of a running one. */
function whenText(job: JobSummary): string {
  if (job.status === 'queued') return `${job.attempts > 0 ? 'Retry' : 'Runs'} ${formatDateTime(job.run_at)}`;
  if (job.status === 'running') {
    // Its worker stopped (killed, or cut off by a shutdown): the next worker to poll starts it again.
    if (job.locked_until && Date.parse(job.locked_until) < Date.now())
      return `Worker gone since ${formatDateTime(job.locked_until)}; runs again`;
    return `Started ${formatDateTime(job.started_at)}`;
  }
  return `${job.status === 'done' ? 'Done' : 'Failed'} ${formatDateTime(job.finished_at)}`;
}

function RetryButton({ job }: { job: JobSummary }) {
  const retry = useRetryJob();
  const { message } = App.useApp();
  if (job.status !== 'failed') return null;
  return (
    <Button
      size="small"
      loading={retry.isPending && retry.variables === job.id}
      onClick={() => retry.mutate(job.id, { onSuccess: () => message.success(`Job ${job.id} queued again`) })}
    >
      Retry
    </Button>
  );
}

/**
 * /admin/jobs: the background jobs (e-mails, recurring orders, low-stock alerts, thumbnails) by status, with
 * each one's attempts and last error; a failed job can be queued again.
 */
export default function AdminJobsPage() {
  const { params, setParams: update } = useUrlParam();
  const status = filterParam(params.get('status'));
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useAdminJobs({ status, page });
  const counts = list.data?.counts;

  const columns: ResponsiveColumn<JobSummary>[] = [
    {
      title: 'Job',
      key: 'job',
      card: 'title',
      render: (_, job) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{job.subject}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            #{job.id} · {job.kind}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      card: 'status',
      render: (_, job) => (
        <Tag color={JOB_STATUS_COLOURS[job.status]} bordered={false}>
          {JOB_FILTER_LABELS[job.status]}
        </Tag>
      ),
    },
    {
      title: 'Attempts',
      key: 'attempts',
      align: 'right',
      render: (_, job) => `${job.attempts} of ${job.max_attempts}`,
    },
    { title: 'When', key: 'when', render: (_, job) => whenText(job) },
    {
      title: 'Last error',
      dataIndex: 'last_error',
      render: (value: string | null) =>
        value ? (
          <Typography.Text type="danger" style={{ fontSize: 13 }} ellipsis={{ tooltip: value }}>
            {value}
          </Typography.Text>
        ) : (
          '—'
        ),
      onCell: () => ({ style: { maxWidth: 320 } }),
    },
    {
      title: 'Request',
      dataIndex: 'request_id',
      render: (value: string | null) =>
        value ? (
          <Typography.Text code copyable={{ text: value }} style={{ fontSize: 12 }}>
            {value.slice(0, 8)}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
    { title: '', key: 'actions', card: 'actions', render: (_, job) => <RetryButton job={job} /> },
  ];

  const cap = list.data?.done_count_cap;
  const countText = (count: number | undefined, includesDone: boolean) => {
    if (count === undefined) return '';
    const isCapped = includesDone && cap !== undefined && (counts?.done ?? 0) >= cap;
    return ` (${count}${isCapped ? '+' : ''})`;
  };
  const filterButton = (filter: JobFilter | undefined, label: string, count: number | undefined) => (
    <Button
      key={filter ?? 'all'}
      type={status === filter ? 'primary' : 'default'}
      danger={filter === 'failed' && (count ?? 0) > 0 && status !== filter}
      onClick={() => update({ status: filter })}
      aria-pressed={status === filter}
    >
      {label}
      {countText(count, filter === undefined || filter === 'done')}
    </Button>
  );

  return (
    <ListPage<JobSummary>
      title="Jobs"
      subtitle="Background work: e-mails, recurring orders, low-stock alerts and thumbnails. A failed job stays here until it is retried."
      filters={
        <Flex gap={8} wrap role="group" aria-label="Filter jobs by status">
          {filterButton(undefined, 'All', counts ? totalOf(counts) : undefined)}
          {JOB_FILTERS.map((filter) => filterButton(filter, JOB_FILTER_LABELS[filter], counts?.[filter]))}
        </Flex>
      }
      paging={{
        page,
        pageSize: JOBS_PER_PAGE,
        total: list.data?.meta.total_count,
        onChange: (next) => update({ page: String(next) }),
        showsTotal: true,
      }}
      rowKey="id"
      columns={columns}
      dataSource={list.data?.jobs ?? []}
      loading={list.isLoading}
      size="middle"
      locale={{ emptyText: 'No jobs here.' }}
    />
  );
}
