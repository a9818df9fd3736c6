import {
  BEYOND_ENTITLEMENT_RULES,
  ENTITLEMENT_KINDS,
  GARMENT_GROUPS,
  MAX_ALLOCATION_QUANTITY,
  MAX_ALLOWANCE_CENTS,
} from '@livery/domain/entitlements';
import { isYearStart } from '@livery/domain/programme-year';
import { z } from 'zod';

const period = z.object({ start: z.string(), end: z.string() });

/** GET/PUT /api/programme: the company's programme year and whether joiners get a share of it. */
export const programmeSettings = z.object({
  year_start_month: z.number().int(),
  year_start_day: z.number().int(),
  is_pro_rated: z.boolean(),
  /** What an order beyond an employee's entitlement does: waits for approval, or marks who pays the excess. */
  beyond_entitlement: z.enum(BEYOND_ENTITLEMENT_RULES),
  /** The programme year today, on the provider's calendar. */
  period,
  /** Whether the caller may change the programme (a person in charge). */
  can_edit: z.boolean(),
});
export type ProgrammeSettingsJson = z.infer<typeof programmeSettings>;

export const updateProgrammeSettingsBody = z
  .object({
    year_start_month: z.number({ error: 'Choose the month the year starts' }).int().min(1).max(12),
    year_start_day: z.number({ error: 'Choose the day the year starts' }).int().min(1).max(31),
    is_pro_rated: z.boolean({ error: 'Choose whether joiners get a share of the year' }),
    /** Left out: unchanged. */
    beyond_entitlement: z
      .enum(BEYOND_ENTITLEMENT_RULES, { error: 'Choose what an order beyond an entitlement does' })
      .optional(),
  })
  .refine((body) => isYearStart({ month: body.year_start_month, day: body.year_start_day }), {
    error: 'Choose a day every year has (February stops at 28)',
    path: ['year_start_day'],
  });
export type UpdateProgrammeSettingsBody = z.infer<typeof updateProgrammeSettingsBody>;

/** One line of a role's entitlement, as read. */
export const entitlementLine = z.object({
  uuid: z.string(),
  saved_product: z.object({ uuid: z.string(), title: z.string() }).nullable(),
  garment_group: z.enum(GARMENT_GROUPS).nullable(),
  /** Items a year (allocation); null on an allowance's lines. */
  quantity: z.number().int().nullable(),
});
export type EntitlementLineJson = z.infer<typeof entitlementLine>;

export const programmeRole = z.object({
  uuid: z.string(),
  name: z.string(),
  kind: z.enum(ENTITLEMENT_KINDS),
  /** Cents a year (allowance only). */
  allowance: z.number().int().nullable(),
  lines: z.array(entitlementLine),
  /** Employees given this role. */
  employee_count: z.number().int(),
});
export type ProgrammeRoleJson = z.infer<typeof programmeRole>;

export const programmeRolesResponse = z.object({ roles: z.array(programmeRole) });

/** What a role lacks, by field, when its kind asks for it: the API's refusal and the form's words. */
export const MISSING_ROLE_DETAIL = {
  allowance: 'Enter the allowance a year',
  quantity: 'Enter how many a year',
  /** A line names neither (or both) of a saved product and a garment group. */
  item: 'Choose a saved product or a garment group',
} as const;

/** One line of a role being saved: a saved product or a garment group, with a quantity for an allocation. */
export const entitlementLineBody = z.object({
  saved_product_id: z.uuid('Choose a saved product').nullish(),
  garment_group: z.enum(GARMENT_GROUPS, { error: 'Choose a garment group' }).nullish(),
  quantity: z
    .number({ error: MISSING_ROLE_DETAIL.quantity })
    .int('Enter a whole number of items')
    .min(1, 'Allocate at least 1 item a year')
    .max(MAX_ALLOCATION_QUANTITY, `Allocate at most ${MAX_ALLOCATION_QUANTITY} items a year`)
    .nullish(),
});

/**
 * POST /api/programme/roles, PUT /api/programme/roles/{uuid}: a role with its whole entitlement. Each line names a
 * saved product or a garment group (not both); an allocation gives each line a quantity, an allowance an amount
 * and saved products only; on consumption takes neither.
 */
export const saveProgrammeRoleBody = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(80),
    kind: z.enum(ENTITLEMENT_KINDS, { error: 'Choose the kind of entitlement' }),
    allowance: z
      .number()
      .int('Enter the allowance in cents')
      .min(1, 'The allowance must be more than 0')
      .max(MAX_ALLOWANCE_CENTS, 'The allowance is too large')
      .nullish(),
    lines: z.array(entitlementLineBody).max(100, 'A role has at most 100 lines').default([]),
  })
  .superRefine((body, context) => {
    const problem = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: 'custom', message, path });
    if (body.kind === 'allowance' && typeof body.allowance !== 'number') {
      problem(MISSING_ROLE_DETAIL.allowance, ['allowance']);
    }
    if (body.kind !== 'allowance' && body.allowance != null) {
      problem('Only an allowance has an amount', ['allowance']);
    }
    if (body.kind === 'on_consumption' && body.lines.length > 0) {
      problem('On consumption gives no items: remove the lines', ['lines']);
    }
    if (body.kind === 'allocation' && body.lines.length === 0) {
      problem('Add at least one item to the allocation', ['lines']);
    }
    const seen = new Set<string>();
    body.lines.forEach((line, index) => {
      const item = line.saved_product_id ?? line.garment_group;
      if ((line.saved_product_id == null) === (line.garment_group == null)) {
        problem(MISSING_ROLE_DETAIL.item, ['lines', index]);
      } else if (item && seen.has(item)) {
        problem('This item is listed twice', ['lines', index]);
      }
      if (item) seen.add(item);
      if (body.kind === 'allocation' && typeof line.quantity !== 'number') {
        problem(MISSING_ROLE_DETAIL.quantity, ['lines', index, 'quantity']);
      }
      if (body.kind === 'allowance' && line.garment_group != null) {
        problem("An allowance is spent on the role's saved products: choose one", ['lines', index]);
      }
    });
  });
export type SaveProgrammeRoleBody = z.infer<typeof saveProgrammeRoleBody>;

export const programmeRoleSavedResponse = z.object({ message: z.string(), role: programmeRole });
export const programmeRoleRemovedResponse = z.object({ message: z.string() });

/** GET /api/programme/balances?staff_ids=A1,B2: up to 200 staff ids as the bulk order and cart hold them. */
export const balancesQuery = z.object({
  staff_ids: z
    .string({ error: 'Give the staff ids' })
    .max(200 * 101, 'Ask for at most 200 staff ids')
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(100, 'A staff id has at most 100 characters'))
        .min(1, 'Give the staff ids')
        .max(200, 'Ask for at most 200 staff ids'),
    ),
});

const balance = z.object({ entitled: z.number().int(), used: z.number().int(), left: z.number().int() });

/** An employee's balances this programme year: per allocation line, or the allowance in cents. */
export const employeeBalance = z.object({
  staff_id: z.string(),
  employee_uuid: z.string(),
  name: z.string(),
  role: z.object({ uuid: z.string(), name: z.string(), kind: z.enum(ENTITLEMENT_KINDS) }).nullable(),
  /** Their share of the year in days (less than the year's for a pro-rated joiner). */
  share: z.object({ days: z.number().int(), of_days: z.number().int() }),
  lines: z.array(entitlementLine.extend(balance.shape)),
  allowance: balance.nullable(),
});
export type EmployeeBalanceJson = z.infer<typeof employeeBalance>;

/** Employees the database does not know are left out: they have no entitlement. */
export const balancesResponse = z.object({ period, balances: z.array(employeeBalance) });
export type BalancesResponse = z.infer<typeof balancesResponse>;

/** GET /api/programme/cart_uses: per employee on the caller's cart, what checking it out would use and leave. */
export const cartUsesResponse = z.object({
  period,
  beyond_entitlement: z.enum(BEYOND_ENTITLEMENT_RULES),
  employees: z.array(
    z.object({
      staff_id: z.string(),
      name: z.string(),
      role: z.object({ name: z.string(), kind: z.enum(ENTITLEMENT_KINDS) }),
      /** Items of an allocation, cents of an allowance; null on consumption. */
      unit: z.enum(['items', 'cents']).nullable(),
      left_before: z.number().int(),
      uses: z.number().int(),
      left_after: z.number().int(),
      beyond_items: z.number().int(),
      beyond_cents: z.number().int(),
    }),
  ),
});
export type CartUsesResponse = z.infer<typeof cartUsesResponse>;
