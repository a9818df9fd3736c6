import type { OrderStatus } from './order-status.ts';

export const PAYMENT_WINDOW_DAYS = 3;

/**
 * Shown while an order waits for the provider (spec 03 section 4). The spec's wording names its payment window; a
 * company on other terms reads its own days (`PAYMENT_TERMS_DAYS`), as its invoice will say.
 */
export function pendingNote(paymentDays: number = PAYMENT_WINDOW_DAYS): string {
  return `The provider reviews and approves your order. After approval, payment is due within ${paymentDays} days and payment details are sent by e-mail.`;
}

export interface OrderProgressInput {
  order_status: OrderStatus;
  created_at: string | null;
  approved_at: string | null;
  processed_at: string | null;
  in_progress_at: string | null;
  ready_at: string | null;
  shipped_at: string | null;
  completed_at: string | null;
  /** When the first parcel left, for a partly shipped order's Shipped step. */
  first_shipped_at?: string | null;
}

export interface ProgressStep {
  key: string;
  label: string;
  state: 'complete' | 'active' | 'waiting';
  at: string | null;
}

const STEPS = [
  { key: 'pending', status: 'order_pending', stamp: 'created_at' },
  { key: 'approved', status: 'order_approved', stamp: 'approved_at' },
  { key: 'processed', status: 'order_processed', stamp: 'processed_at' },
  { key: 'in_progress', status: 'order_in_progress', stamp: 'in_progress_at' },
  { key: 'ready', status: 'order_ready', stamp: 'ready_at' },
  { key: 'shipped', status: 'order_shipped', stamp: 'shipped_at' },
  { key: 'completed', status: 'order_completed', stamp: 'completed_at' },
] as const;

const LABELS: Record<(typeof STEPS)[number]['key'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  processed: 'Processed',
  in_progress: 'In Progress',
  ready: 'Ready',
  shipped: 'Shipped',
  completed: 'Completed',
};

/**
 * Spec rule for the progress bar: a step is complete when its timestamp exists (or a later step is reached:
 * parcels may ship an order before it was marked Ready), the step of the current status is active; 'Quotes'
 * replaces 'Pending' for quotations, 'Shipping' stands for 'Shipped' until it ships and 'Partly shipped'
 * while some pieces have, and cancelled orders hide the bar.
 */
export function orderProgress(order: OrderProgressInput): { visible: boolean; steps: ProgressStep[] } {
  const status = order.order_status;
  const current =
    status === 'order_quotes' || status === 'order_draft'
      ? 'order_pending'
      : status === 'order_partly_shipped'
        ? 'order_shipped'
        : status;
  const currentIndex = STEPS.findIndex((step) => step.status === current);
  const steps = STEPS.map((step, index): ProgressStep => {
    let at = order[step.stamp];
    let label: string = LABELS[step.key];
    if (step.key === 'pending' && status === 'order_quotes') label = 'Quotes';
    if (step.key === 'shipped' && status === 'order_partly_shipped') {
      label = 'Partly shipped';
      at = order.first_shipped_at ?? null;
    } else if (step.key === 'shipped' && !order.shipped_at) label = 'Shipping';
    const state = index === currentIndex ? 'active' : at || index < currentIndex ? 'complete' : 'waiting';
    return { key: step.key, label, state, at };
  });
  return { visible: status !== 'order_cancelled', steps };
}
