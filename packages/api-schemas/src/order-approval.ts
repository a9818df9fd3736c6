import { z } from 'zod';

/** GET /api/orders/awaiting_approval: how many orders wait for the caller's approval, and the latest of them. */
export const ordersAwaitingApprovalResponse = z.object({
  count: z.number().int(),
  orders: z.array(
    z.object({
      uuid: z.string(),
      uid: z.string(),
      total: z.number().int(),
      currency: z.string(),
      team_name: z.string(),
      user_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type OrdersAwaitingApprovalResponse = z.infer<typeof ordersAwaitingApprovalResponse>;
