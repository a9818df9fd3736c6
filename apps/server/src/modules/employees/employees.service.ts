import type { Employee, EmployeesQuery, UpdateEmployeeBody } from '@livery/api-schemas/employees';
import {
  checkEmployeeImportRow,
  EMPLOYEE_DETAIL_FIELDS,
  type EmployeeRecord,
  type EmployeeSighting,
  employeesCsv,
  mergeEmployeeSighting,
  renameEmployee,
  staffIdKey,
} from '@livery/domain/employee-records';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findOwnRoleId, requireProgrammeEditor } from '../programmes/programmes.service.ts';
import { findVisibleSavedProduct } from '../saved-products/saved-products.service.ts';
import {
  deleteEmployeeRow,
  type EmployeeRow,
  type EmployeeWithRoleRow,
  findAllEmployees,
  findEmployeeByUuid,
  findEmployeeGarments,
  findEmployeesByStaffKeys,
  findEmployeesPage,
  findOrderPeople,
  findWearersOfSavedProduct,
  type NewEmployeeRow,
  updateEmployeeRow,
  upsertEmployees,
} from './employees.repository.ts';

function toRecord(row: EmployeeRow): EmployeeRecord {
  return {
    staff_id: row.staffId,
    name: row.name,
    aliases: row.aliases,
    details: row.details,
    sizes: row.sizes,
  };
}

/** What search matches: staff id, every spelling of the name, laundry and locker ids. */
function searchTextOf(record: EmployeeRecord): string {
  const { laundry_id, locker_id } = record.details;
  return [record.staff_id, record.name, ...record.aliases, laundry_id, locker_id]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

function toRowValues(companyId: number, record: EmployeeRecord, lastOrderedAt?: Date): NewEmployeeRow {
  return {
    companyId,
    staffKey: staffIdKey(record.staff_id),
    staffId: record.staff_id,
    name: record.name,
    aliases: record.aliases,
    details: record.details,
    sizes: record.sizes,
    searchText: searchTextOf(record),
    lastOrderedAt: lastOrderedAt ?? null,
  };
}

export function toEmployeeJson(row: EmployeeWithRoleRow): Employee {
  const detail = (field: (typeof EMPLOYEE_DETAIL_FIELDS)[number]) => row.details[field] ?? null;
  return {
    uuid: row.uuid,
    staff_id: row.staffId,
    name: row.name,
    aliases: row.aliases,
    department: detail('department'),
    laundry_id: detail('laundry_id'),
    locker_id: detail('locker_id'),
    cost_center: detail('cost_center'),
    uniform_code: detail('uniform_code'),
    nametag: detail('nametag'),
    sex: detail('sex'),
    position: detail('position'),
    sizes: Object.values(row.sizes),
    last_ordered_at: row.lastOrderedAt ? row.lastOrderedAt.toISOString() : null,
    role: row.roleUuid && row.roleName !== null ? { uuid: row.roleUuid, name: row.roleName } : null,
    start_date: row.startDate,
  };
}

/**
 * Folds sightings into the company's employee rows: reads the people already known, merges each sighting
 * in order, writes every touched person once. Answers how many were new.
 */
async function recordSightings(
  db: DatabaseOrTransaction,
  companyId: number,
  sightings: EmployeeSighting[],
  lastOrderedAt?: Date,
): Promise<{ created: number; updated: number }> {
  const usable = sightings.filter((sighting) => staffIdKey(sighting.staff_id) !== '');
  const keys = [...new Set(usable.map((sighting) => staffIdKey(sighting.staff_id)))];
  const known = new Map(
    (await findEmployeesByStaffKeys(db, companyId, keys)).map((row) => [row.staffKey, toRecord(row)]),
  );
  const created = keys.filter((key) => !known.has(key)).length;
  const merged = new Map<string, EmployeeRecord>(known);
  for (const sighting of usable) {
    const key = staffIdKey(sighting.staff_id);
    merged.set(key, mergeEmployeeSighting(merged.get(key), sighting));
  }
  await upsertEmployees(
    db,
    keys.map((key) => toRowValues(companyId, merged.get(key)!, lastOrderedAt)),
  );
  return { created, updated: keys.length - created };
}

/**
 * The one hook checkout calls: everyone on the order's name lists and rosters joins (or updates) the
 * company's employee database, with the size they were given of each saved product. Runs in the order's
 * transaction, so a refused order leaves no people behind.
 */
export async function recordOrderedEmployees(db: DatabaseOrTransaction, orderId: number): Promise<void> {
  const people = await findOrderPeople(db, orderId);
  const first = people[0];
  if (!first) return;
  const sightings = people.map(({ person, title, savedProductUuid }) => ({
    staff_id: person.staffId,
    name: person.name,
    details: {
      department: person.department,
      laundry_id: person.laundryId,
      locker_id: person.lockerId,
      cost_center: person.costCenter,
      uniform_code: person.uniformCode,
      nametag: person.nametag,
      sex: person.sex,
      position: person.position,
    },
    size: savedProductUuid ? { saved_product_uuid: savedProductUuid, title, size: person.size } : undefined,
  }));
  await recordSightings(db, first.companyId, sightings, first.orderedAt);
}

export async function listEmployees(db: Database, user: CurrentUser, query: EmployeesQuery) {
  const { rows, totalCount } = await findEmployeesPage(db, user.companyId, {
    keyword: query.keyword || undefined,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    employees: rows.map(toEmployeeJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

async function findOwnEmployee(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findEmployeeByUuid(db, user.companyId, uuid);
  if (!row) throw notFound('Employee');
  return row;
}

/** The person with the orders (of teams the user joined) they appear on, each with their garments. */
export async function getEmployee(db: Database, user: CurrentUser, uuid: string) {
  const row = await findOwnEmployee(db, user, uuid);
  const spellings = [...new Set([row.staffId, row.staffKey, row.staffId.toLowerCase()])];
  const garments = await findEmployeeGarments(db, { companyId: user.companyId, userId: user.id }, spellings);
  const byOrder = new Map<string, ReturnType<typeof toOrderJson>>();
  for (const garment of garments) {
    const order = byOrder.get(garment.orderUuid) ?? toOrderJson(garment);
    order.items.push({ title: garment.title, size: garment.size, qty: garment.qty });
    byOrder.set(garment.orderUuid, order);
  }
  return { employee: toEmployeeJson(row), orders: [...byOrder.values()] };
}

function toOrderJson(garment: { orderUuid: string; orderUid: string; orderStatus: string; createdAt: Date }) {
  return {
    uuid: garment.orderUuid,
    uid: garment.orderUid,
    order_status: garment.orderStatus,
    created_at: garment.createdAt.toISOString(),
    items: [] as Array<{ title: string; size: string; qty: number }>,
  };
}

export async function updateEmployee(
  db: Database,
  user: CurrentUser,
  uuid: string,
  body: UpdateEmployeeBody,
) {
  const row = await findOwnEmployee(db, user, uuid);
  const renamed = renameEmployee(toRecord(row), body.name);
  const details: Record<string, string> = {};
  for (const field of EMPLOYEE_DETAIL_FIELDS) {
    const value = body[field];
    if (value) details[field] = value;
  }
  const record = { ...renamed, details };
  // Left out keeps the role and start date; null clears them.
  const roleId =
    body.role_id === undefined
      ? row.roleId
      : body.role_id === null
        ? null
        : await findOwnRoleId(db, user.companyId, body.role_id);
  const startDate = body.start_date === undefined ? row.startDate : body.start_date;
  if (roleId !== row.roleId || startDate !== row.startDate) requireProgrammeEditor(user);
  const updated = await updateEmployeeRow(db, user.companyId, row.id, {
    name: record.name,
    aliases: record.aliases,
    details: record.details,
    searchText: searchTextOf(record),
    roleId,
    startDate,
  });
  if (!updated) throw notFound('Employee');
  return toEmployeeJson(updated);
}

/**
 * Imports roster rows (already mapped to roster fields by the bulk order's column mapping): every row is
 * checked first with the bulk order's person checks; one bad row refuses the file and writes nothing.
 */
export async function importEmployees(
  db: Database,
  user: CurrentUser,
  rows: Array<Record<string, string | null>>,
) {
  const texts = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? undefined])),
  );
  const problems = texts.flatMap((row, index) => {
    const check = checkEmployeeImportRow(row);
    return check.valid
      ? []
      : check.error_message.split('\n').map((message) => `Row ${index + 1}: ${message}`);
  });
  if (problems.length > 0) throw unprocessable(problems.slice(0, 50));
  const sightings = texts.map((row) => ({
    staff_id: row.staff_id ?? '',
    name: row.name ?? '',
    details: Object.fromEntries(EMPLOYEE_DETAIL_FIELDS.map((field) => [field, row[field] ?? null])),
  }));
  const counts = await db.transaction((tx) => recordSightings(tx, user.companyId, sightings));
  return {
    message: `Imported ${rows.length.toLocaleString('en')} rows: ${counts.created} new, ${counts.updated} updated.`,
    ...counts,
  };
}

export async function exportEmployees(db: Database, user: CurrentUser, keyword?: string): Promise<string> {
  const rows = await findAllEmployees(db, user.companyId, keyword || undefined);
  return employeesCsv(rows.map(toRecord));
}

/**
 * GET /api/employees/wearers: everyone the employee database remembers with a size of the saved product,
 * so a new roster of it can show who joined, who left and whose size changed. 404 for a saved product the
 * caller cannot see.
 */
export async function listWearers(db: Database, user: CurrentUser, savedProductUuid: string) {
  if (!(await findVisibleSavedProduct(db, user, savedProductUuid))) throw notFound('Saved product');
  const rows = await findWearersOfSavedProduct(db, user.companyId, savedProductUuid);
  return {
    wearers: rows.map((row) => ({
      staff_id: row.staffId,
      name: row.name,
      size: row.sizes[savedProductUuid]?.size ?? '',
    })),
  };
}

/** DELETE /api/employees/{uuid}: the person left the company and is taken out of the employee database. */
export async function removeEmployee(db: Database, user: CurrentUser, uuid: string) {
  const row = await findOwnEmployee(db, user, uuid);
  if (!(await deleteEmployeeRow(db, user.companyId, row.id))) throw notFound('Employee');
  return { message: `${row.name} was removed from the employee database.` };
}

/**
 * The staff IDs (as given) of people no longer in the company's employee database: the leavers of an old
 * roster. Staff IDs compare as the database keys them (trimmed, any case).
 */
export async function findStaffIdsNotInDatabase(
  db: DatabaseOrTransaction,
  companyId: number,
  staffIds: string[],
): Promise<string[]> {
  const keys = [...new Set(staffIds.map(staffIdKey).filter((key) => key !== ''))];
  const known = new Set((await findEmployeesByStaffKeys(db, companyId, keys)).map((row) => row.staffKey));
  return staffIds.filter((staffId) => staffIdKey(staffId) !== '' && !known.has(staffIdKey(staffId)));
}
