/** Order statuses, in the order an order moves through them. */
export const ORDER_STATUSES = [
  'order_draft',
  'order_quotes',
  'order_pending',
  'order_approved',
  'order_processed',
  'order_in_progress',
  'order_ready',
  'order_partly_shipped',
  'order_shipped',
  'order_completed',
  'order_cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  order_draft: 'Draft',
  order_quotes: 'Quotes',
  order_pending: 'Pending',
  order_approved: 'Approved',
  order_processed: 'Processed',
  order_in_progress: 'In Progress',
  order_ready: 'Ready',
  order_partly_shipped: 'Partly shipped',
  order_shipped: 'Shipped',
  order_completed: 'Completed',
  order_cancelled: 'Cancelled',
};

/**
 * The moves the provider may make from each status; completed and cancelled are final. Partly shipped and
 * Shipped are reached only by parcels (`PARCEL_STATUSES`, decision 110), never by a button.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  order_draft: ['order_pending', 'order_cancelled'],
  order_quotes: ['order_pending', 'order_cancelled'],
  order_pending: ['order_approved', 'order_cancelled'],
  order_approved: ['order_processed', 'order_cancelled'],
  order_processed: ['order_in_progress', 'order_cancelled'],
  order_in_progress: ['order_ready', 'order_cancelled'],
  order_ready: ['order_cancelled'],
  order_partly_shipped: [],
  order_shipped: ['order_completed'],
  order_completed: [],
  order_cancelled: [],
};

/** The statuses an order takes from its parcels alone: some pieces shipped, every piece shipped. */
export const PARCEL_STATUSES = ['order_partly_shipped', 'order_shipped'] as const;

/** True when the status table allows the provider to move an order from one status to the other. */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export type OrderTimestamp =
  | 'approved_at'
  | 'processed_at'
  | 'in_progress_at'
  | 'ready_at'
  | 'shipped_at'
  | 'completed_at'
  | 'cancelled_at';

/** The timestamp a move into a status sets. */
export const ORDER_STATUS_TIMESTAMP: Partial<Record<OrderStatus, OrderTimestamp>> = {
  order_approved: 'approved_at',
  order_processed: 'processed_at',
  order_in_progress: 'in_progress_at',
  order_ready: 'ready_at',
  order_shipped: 'shipped_at',
  order_completed: 'completed_at',
  order_cancelled: 'cancelled_at',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ORDER_TYPES = ['uniform_order', 'laundry_order', 'inventory_order'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  uniform_order: 'Standard',
  laundry_order: 'Laundry',
  inventory_order: 'Inventory',
};

/** Statuses left out of the orders list filter (spec 03 section 2.2). */
export const ORDER_STATUS_FILTER_EXCLUDED: readonly OrderStatus[] = ['order_draft'];
/** Statuses left out of the report filter (spec 03 section 4). */
export const REPORT_STATUS_FILTER_EXCLUDED: readonly OrderStatus[] = [
  'order_draft',
  'order_quotes',
  'order_cancelled',
];
