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

/** GET /api/orders/{id}/approvals (and the console's): the levels a held order waits for, and who approved. */
export const orderApprovalsResponse = z.object({
  levels: z.array(
    z.object({
      level: z.number().int(),
      /** Who may approve it, as words ("Finance", a name, "The team's persons in charge"). */
      approvers: z.array(z.string()),
      /** The people those words stand for now (for the current level: who must approve next). */
      approver_names: z.array(z.string()),
      approved_by: z.string().nullable(),
      approved_at: z.string().nullable(),
      is_current: z.boolean(),
    }),
  ),
  /** Whether the caller may approve the current level. */
  can_approve: z.boolean(),
});
export type OrderApprovalsResponse = z.infer<typeof orderApprovalsResponse>;
