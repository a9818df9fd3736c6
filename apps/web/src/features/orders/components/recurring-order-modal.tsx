import { updateRecurringScheduleBody } from '@livery/api-schemas/recurring-orders';
import { MAX_FREQUENCY_WEEKS, WEEKDAYS, type Weekday } from '@livery/domain/recurring-schedule';
import { Checkbox, Form, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { FormModal } from '../../../shared/components/form-modal.tsx';
import { antdRulesFrom } from '../../../shared/forms/antd-rules-from.ts';
import { useSchedulePreview } from '../api/get-schedule-preview.ts';

/** How often and on which days, as the API checks a new or changed schedule (the spec's messages). */
const rulesFor = antdRulesFrom(updateRecurringScheduleBody.shape.recurring_order);

export interface ScheduleValues {
  frequency: number;
  days: Weekday[];
}

const DAY_OPTIONS = WEEKDAYS.map((day) => ({
  value: day,
  label: `${day[0]!.toUpperCase()}${day.slice(1, 3)}`,
}));

/** The next order days, as the server's calculate_schedule gives them once frequency and days are set. */
function NextDates({ frequency, days }: { frequency: number | null; days: Weekday[] }) {
  const preview = useSchedulePreview(frequency, days);
  if (!frequency || days.length === 0) {
    return (
      <Typography.Text type="secondary">
        Choose how often and on which days to see the next orders.
      </Typography.Text>
    );
  }
  if (preview.isError)
    return <Typography.Text type="secondary">The next dates could not be worked out.</Typography.Text>;
  return (
    <div aria-live="polite">
      <Typography.Text strong>Next orders</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }} data-testid="recurring-next-dates">
        {(preview.data ?? []).map((date) => (
          <li key={date}>{dayjs(date).format('ddd, DD MMM YYYY')}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Set up (or change) a recurring order: every N weeks on the chosen weekdays. The preview lists the next
 * order days; each is placed again from this order, priced that day, and waits in Pending.
 */
export function RecurringOrderModal({
  title,
  okText,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  okText: string;
  initial?: ScheduleValues;
  onSubmit: (values: ScheduleValues) => Promise<void>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ScheduleValues>();
  const frequency = Form.useWatch('frequency', form) ?? null;
  const days = Form.useWatch('days', form) ?? [];

  return (
    <FormModal
      title={title}
      okText={okText}
      form={form}
      name="recurring-order"
      initialValues={initial ?? { frequency: 1, days: [] }}
      onSubmit={onSubmit}
      onClose={onClose}
      submitsOnEnter
      below={<NextDates frequency={typeof frequency === 'number' ? frequency : null} days={days} />}
    >
      <Form.Item label="Repeat every (weeks)" name="frequency" rules={rulesFor('frequency')}>
        <InputNumber
          min={1}
          max={MAX_FREQUENCY_WEEKS}
          precision={0}
          style={{ width: 140 }}
          addonAfter="weeks"
        />
      </Form.Item>
      <Form.Item label="On" name="days" rules={rulesFor('days')}>
        <Checkbox.Group options={DAY_OPTIONS} />
      </Form.Item>
    </FormModal>
  );
}
