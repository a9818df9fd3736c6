import type { OrderSummary } from '@livery/api-schemas/orders';
import { formatMoneyWithCode } from '@livery/domain/money';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../format/date.ts';
import type { ResponsiveColumn } from './responsive-table.tsx';
import { StatusTag } from './status-tag.tsx';

/** An order's date column (the buyer's list, the console's list and the report's): the day, never wrapped. */
export function orderDateColumn<T extends { created_at: string }>(): ResponsiveColumn<T> {
  return {
    title: 'Date',
    dataIndex: 'created_at',
    render: (value: string) => formatDate(value),
    className: 'nowrap',
  };
}

/**
 * An order list's status: the status tag, and `approvalTag` beside it while the company's approval is awaited
 * (each side words it its own way).
 */
export function orderStatusColumn(title: string, approvalTag: ReactNode): ResponsiveColumn<OrderSummary> {
  return {
    title,
    dataIndex: 'order_status',
    render: (status: string, order) => (
      <Flex gap={4} wrap>
        <StatusTag status={status} />
        {order.order_approval_needed ? approvalTag : null}
      </Flex>
    ),
    card: 'status',
  };
}

/** An order list's total in the order's currency, the amount of a phone's card. */
export function orderTotalColumn(): ResponsiveColumn<OrderSummary> {
  return {
    title: 'Total',
    dataIndex: 'total',
    align: 'right',
    render: (total: number, order) => formatMoneyWithCode(total, order.currency),
    card: 'amount',
  };
}
