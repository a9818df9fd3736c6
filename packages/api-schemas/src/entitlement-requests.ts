import {
  ENTITLEMENT_REQUEST_STATUSES,
  MAX_REQUEST_REASON_LENGTH,
  MAX_REQUESTED_CENTS,
  MAX_REQUESTED_QUANTITY,
} from '@livery/domain/entitlement-requests';
import { GARMENT_GROUPS } from '@livery/domain/entitlements';
import { z } from 'zod';
import { listMeta, pageQuery } from './common.ts';

/**
 * POST /api/programme/requests: more of one employee's entitlement, with the reason. An allocation names the line
 * (`line_id`) and how many more items; an allowance the amount more in cents. Which of the two the employee's role
 * takes is checked by the server; the shape here is one or the other.
 */
export const askForMoreBody = z
  .object({
    employee_id: z.uuid('Choose the employee'),
    line_id: z.uuid('Choose the item').nullish(),
    quantity: z
      .number({ error: 'Enter how many more' })
      .int('Enter a whole number of items')
      .min(1, 'Ask for at least 1 more item')
      .max(MAX_REQUESTED_QUANTITY, `Ask for at most ${MAX_REQUESTED_QUANTITY} more items`)
      .nullish(),
    amount: z
      .number({ error: 'Enter the amount more' })
      .int('Enter the amount in cents')
      .min(1, 'Ask for more than 0')
      .max(MAX_REQUESTED_CENTS, 'The amount is too large')
      .nullish(),
    reason: z
      .string({ error: 'Give the reason' })
      .trim()
      .min(1, 'Give the reason')
      .max(MAX_REQUEST_REASON_LENGTH, `Keep the reason under ${MAX_REQUEST_REASON_LENGTH} characters`),
  })
  .superRefine((body, context) => {
    const hasQuantity = typeof body.quantity === 'number';
    const hasAmount = typeof body.amount === 'number';
    if (hasQuantity === hasAmount) {
      context.addIssue({
        code: 'custom',
        message: 'Ask for more items or a larger amount',
        path: ['quantity'],
      });
    }
    if (hasQuantity && !body.line_id) {
      context.addIssue({ code: 'custom', message: 'Choose the item', path: ['line_id'] });
    }
  });
export type AskForMoreBody = z.infer<typeof askForMoreBody>;

/** A request for more as the lists show it. */
export const entitlementRequest = z.object({
  uuid: z.string(),
  status: z.enum(ENTITLEMENT_REQUEST_STATUSES),
  employee: z.object({ uuid: z.string(), staff_id: z.string(), name: z.string() }),
  /** The allocation item asked for; null for an allowance (or a line since removed from the role). */
  item: z
    .object({
      line_uuid: z.string(),
      saved_product_title: z.string().nullable(),
      garment_group: z.enum(GARMENT_GROUPS).nullable(),
    })
    .nullable(),
  /** Items more (allocation), or null. */
  quantity: z.number().int().nullable(),
  /** Cents more (allowance), or null. */
  amount: z.number().int().nullable(),
  reason: z.string(),
  requested_by: z.string().nullable(),
  requested_at: z.string(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  /** The programme year an approved increase raised. */
  period_start: z.string().nullable(),
});
export type EntitlementRequestJson = z.infer<typeof entitlementRequest>;

/** GET /api/programme/requests: newest first, optionally of one status. */
export const entitlementRequestsQuery = pageQuery.extend({
  status: z.enum(ENTITLEMENT_REQUEST_STATUSES, { error: 'Choose waiting, approved or refused' }).optional(),
});
export type EntitlementRequestsQuery = z.infer<typeof entitlementRequestsQuery>;

/**
 * A person in charge sees every request of the company and may decide; a member sees the requests they made.
 */
export const entitlementRequestsResponse = z.object({
  requests: z.array(entitlementRequest),
  meta: listMeta,
  can_decide: z.boolean(),
});

/** PUT /api/programme/requests/{uuid}/approve and /refuse: an optional note to the person who asked. */
export const decideRequestBody = z.object({
  note: z
    .string()
    .trim()
    .max(MAX_REQUEST_REASON_LENGTH, `Keep the note under ${MAX_REQUEST_REASON_LENGTH} characters`)
    .nullish(),
});
export type DecideRequestBody = z.infer<typeof decideRequestBody>;

export const entitlementRequestSavedResponse = z.object({ message: z.string(), request: entitlementRequest });
