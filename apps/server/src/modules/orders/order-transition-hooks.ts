import type { OrderStatus } from '@livery/domain/order-status';
import type { DatabaseOrTransaction } from '../../db/database.ts';

/** The order as a hook sees it while the provider moves it. */
export interface MovingOrder {
  id: number;
  uuid: string;
  companyId: number;
}

/**
 * A module's say in an order's status move, inside the move's transaction: `beforeMove` may refuse it (throw an
 * AppError), `afterMove` adds its own work (queue a job) so it happens if and only if the move is saved. Modules
 * that build on orders (proofs) register one at start-up, so orders never imports them (the one narrow port).
 */
export interface OrderTransitionHook {
  beforeMove?(tx: DatabaseOrTransaction, order: MovingOrder, to: OrderStatus): Promise<void>;
  afterMove?(
    tx: DatabaseOrTransaction,
    order: MovingOrder,
    from: OrderStatus,
    to: OrderStatus,
  ): Promise<void>;
}

const hooks = new Map<string, OrderTransitionHook>();

/** Registers a module's hook under its name (registering again replaces it: one per module, per process). */
export function registerOrderTransitionHook(name: string, hook: OrderTransitionHook): void {
  hooks.set(name, hook);
}

export async function runBeforeOrderMove(tx: DatabaseOrTransaction, order: MovingOrder, to: OrderStatus) {
  for (const hook of hooks.values()) await hook.beforeMove?.(tx, order, to);
}

export async function runAfterOrderMove(
  tx: DatabaseOrTransaction,
  order: MovingOrder,
  from: OrderStatus,
  to: OrderStatus,
) {
  for (const hook of hooks.values()) await hook.afterMove?.(tx, order, from, to);
}
