import { SyncOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { useCreateRecurringSchedule } from '../api/create-recurring-schedule.ts';
import { RecurringOrderModal } from './recurring-order-modal.tsx';

/** 'Setup Recurring Order' on an order's page: the form, then the Recurring Orders tab that lists it. */
export function SetupRecurringOrderButton({ orderUuid, orderUid }: { orderUuid: string; orderUid: string }) {
  const [isOpen, setOpen] = useState(false);
  const create = useCreateRecurringSchedule();
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <>
      <Button icon={<SyncOutlined />} onClick={() => setOpen(true)}>
        Setup Recurring Order
      </Button>
      {isOpen ? (
        <RecurringOrderModal
          title={`Repeat order ${orderUid}`}
          okText="Setup"
          onSubmit={async (values) => {
            await create.mutateAsync({ orderUuid, ...values });
            void message.success('Setup Recurring Order Successfully!');
            void navigate(`${paths.orders}?tab=recurring_orders`);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
