import { z } from 'zod';
import { listMeta, pageQuery, timestamp } from './common.ts';

export const rememberedSize = z.object({
  saved_product_uuid: z.string(),
  title: z.string(),
  size: z.string(),
});

/** One person of the employee database (GET /api/employees). */
export const employee = z.object({
  uuid: z.string(),
  staff_id: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  department: z.string().nullable(),
  laundry_id: z.string().nullable(),
  locker_id: z.string().nullable(),
  cost_center: z.string().nullable(),
  uniform_code: z.string().nullable(),
  nametag: z.string().nullable(),
  sex: z.string().nullable(),
  position: z.string().nullable(),
  /** The last size ordered of each saved product. */
  sizes: z.array(rememberedSize),
  last_ordered_at: timestamp,
  /** Their uniform programme role (issue 25), if any. */
  role: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  /** The day they started, where it differs (a pro-rated joiner), yyyy-mm-dd. */
  start_date: z.string().nullable(),
});
export type Employee = z.infer<typeof employee>;

export const employeesQuery = pageQuery.extend({
  keyword: z.string().trim().max(200).optional(),
});
export type EmployeesQuery = z.infer<typeof employeesQuery>;

export const employeesResponse = z.object({ employees: z.array(employee), meta: listMeta });

/** An order the employee appears on, with what they were given on it. */
export const employeeOrder = z.object({
  uuid: z.string(),
  uid: z.string(),
  order_status: z.string(),
  created_at: z.string(),
  items: z.array(z.object({ title: z.string(), size: z.string(), qty: z.number().int() })),
});
export const employeeResponse = z.object({ employee, orders: z.array(employeeOrder) });
export type EmployeeDetail = z.infer<typeof employeeResponse>;

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** PUT /api/employees/{uuid}: the staff id is the key and is not edited; a blank name is refused. */
export const updateEmployeeBody = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  department: optionalText(),
  laundry_id: optionalText(),
  locker_id: optionalText(),
  cost_center: optionalText(),
  uniform_code: optionalText(),
  nametag: optionalText(25),
  sex: z
    .enum(['male', 'female'])
    .nullish()
    .transform((value) => value ?? null),
  position: optionalText(),
  /** Their programme role: a role's uuid, null for none; left out keeps the one they have. */
  role_id: z.uuid('Choose a role of the programme').nullish(),
  /** yyyy-mm-dd; null clears it; left out keeps it. */
  start_date: z.iso.date('Enter the start date as yyyy-mm-dd').nullish(),
});
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

/** POST /api/employees/import: roster rows already mapped to roster fields (staff_id, name, ...). */
export const importEmployeesBody = z.object({
  employees: z
    .array(z.record(z.string().max(40), z.string().max(500).nullable()))
    .min(1, 'The file has no rows')
    .max(10_000, 'Import at most 10,000 rows at a time'),
});
export const importEmployeesResponse = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});

export const employeeUpdatedResponse = z.object({ message: z.string(), employee });

/** GET /api/employees/wearers: the people remembered with a size of one saved product. */
export const wearersQuery = z.object({ saved_product_id: z.uuid() });
export const wearersResponse = z.object({
  wearers: z.array(z.object({ staff_id: z.string(), name: z.string(), size: z.string() })),
});
export type WearersResponse = z.infer<typeof wearersResponse>;

/** DELETE /api/employees/{uuid}: the person left; a later order or import brings them back. */
export const employeeRemovedResponse = z.object({ message: z.string() });
