import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { RecurringSchedule } from '@livery/api-schemas/recurring-orders';
import { App, Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { type ResponsiveColumn, ResponsiveTable } from '../../../shared/components/responsive-table.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { formatDate } from '../../../shared/format/date.ts';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete.ts';
import { useDeleteRecurringSchedule } from '../api/delete-recurring-schedule.ts';
import { useRecurringSchedules } from '../api/get-recurring-schedules.ts';
import { useUpdateRecurringSchedule } from '../api/update-recurring-schedule.ts';
import { RecurringOrderModal } from './recurring-order-modal.tsx';

const capitalise = (day: string) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

function describe(schedule: RecurringSchedule) {
  const next = schedule.next_dates[0];
  return (
    <Flex vertical>
      {next ? <span>Next order {dayjs(next).format('ddd, DD MMM YYYY')}</span> : null}
      <Typography.Text type="secondary">Placed by {schedule.user_name}, priced on the day</Typography.Text>
      {schedule.last_failure ? (
        <Typography.Text type="danger">Last run not placed: {schedule.last_failure}</Typography.Text>
      ) : null}
    </Flex>
  );
}

/** The Recurring Orders tab of /orders: each schedule with its rhythm, next order, change and delete. */
export function RecurringOrdersTable() {
  const schedules = useRecurringSchedules();
  const update = useUpdateRecurringSchedule();
  const remove = useDeleteRecurringSchedule();
  const confirmDelete = useConfirmDelete();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<RecurringSchedule | null>(null);

  const columns: ResponsiveColumn<RecurringSchedule>[] = [
    {
      title: 'Order ID',
      dataIndex: 'order_uid',
      render: (uid: string, schedule) => <Link to={paths.order(schedule.order_id)}>{uid}</Link>,
      card: 'title',
    },
    {
      title: 'Frequency',
      dataIndex: 'frequency',
      render: (weeks: number) => (weeks === 1 ? 'Every week' : `Every ${weeks} weeks`),
    },
    { title: 'Days', dataIndex: 'days', render: (days: string[]) => days.map(capitalise).join(', ') },
    {
      title: 'Created',
      dataIndex: 'created_at',
      render: (value: string) => formatDate(value),
      className: 'nowrap',
    },
    { title: 'Description', key: 'description', render: (_, schedule) => describe(schedule) },
    {
      title: 'Action',
      key: 'actions',
      card: 'actions',
      render: (_, schedule) => (
        <Flex gap={4}>
          <Button
            icon={<EditOutlined />}
            aria-label={`Change the recurring order of ${schedule.order_uid}`}
            onClick={() => setEditing(schedule)}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete the recurring order of ${schedule.order_uid}`}
            onClick={() =>
              confirmDelete(
                async () => {
                  await remove.mutateAsync(schedule.id);
                  void message.success(
                    'The recurring order was deleted: no more orders will be placed from it.',
                  );
                },
                { content: `Orders will no longer be placed again from ${schedule.order_uid}.` },
              )
            }
          />
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ResponsiveTable<RecurringSchedule>
        rowKey="id"
        columns={columns}
        dataSource={schedules.data ?? []}
        loading={schedules.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: 'No recurring orders yet: set one up from an order with "Setup Recurring Order".',
        }}
        pagination={false}
      />
      {editing ? (
        <RecurringOrderModal
          title={`Recurring order of ${editing.order_uid}`}
          okText="Update"
          initial={{ frequency: editing.frequency, days: editing.days }}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: editing.id, ...values });
            void message.success('Updated!');
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
