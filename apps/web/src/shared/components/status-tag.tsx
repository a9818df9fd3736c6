import { isOrderStatus, ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import { isQuotationStatus, QUOTATION_STATUS_LABELS } from '@livery/domain/quotation-status';
import { type StatusTone, statusTone } from '@livery/domain/status-colour';
import { Tag } from 'antd';

const TONE_COLOUR: Record<StatusTone, string> = {
  default: 'default',
  primary: 'blue',
  success: 'green',
  danger: 'red',
  warning: 'gold',
  info: 'cyan',
  quote: 'purple',
};

function labelOf(status: string): string {
  if (isOrderStatus(status)) return ORDER_STATUS_LABELS[status];
  if (isQuotationStatus(status)) return QUOTATION_STATUS_LABELS[status];
  const words = status.replace(/^(order|invoice)_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An order, invoice or quotation status shown as a coloured tag, by the spec's colour rule. */
export function StatusTag({ status }: { status: string }) {
  return (
    <Tag color={TONE_COLOUR[statusTone(status)]} bordered={false}>
      {labelOf(status)}
    </Tag>
  );
}
