import type {
  BalancesResponse,
  EmployeeBalanceJson,
  EntitlementLineJson,
  ProgrammeRoleJson,
  ProgrammeSettingsJson,
  SaveProgrammeRoleBody,
  UpdateProgrammeSettingsBody,
} from '@livery/api-schemas/programmes';
import { calendarDay } from '@livery/domain/calendar-day';
import { staffIdKey } from '@livery/domain/employee-records';
import { type BeyondEntitlementRule, employeeBalance } from '@livery/domain/entitlements';
import {
  currentProgrammePeriod,
  DEFAULT_YEAR_START,
  joinerShare,
  type ProgrammePeriod,
  programmePeriodOfDay,
  type YearStart,
} from '@livery/domain/programme-year';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  type BalanceStateRow,
  deleteRoleRow,
  findBalanceState,
  findCompanySavedProducts,
  findLinesOfRoles,
  findProgrammeSettings,
  findRoleByUuid,
  findRoleNamed,
  findRoles,
  insertRole,
  type LineValues,
  replaceRoleLines,
  saveProgrammeSettings,
  updateRoleRow,
} from './programmes.repository.ts';

/** Only a person in charge shapes the programme (and who is in which role); everyone in the company may read it. */
export function requireProgrammeEditor(user: CurrentUser): void {
  if (user.department !== PERSON_IN_CHARGE) {
    throw forbidden('Only a person in charge can change the uniform programme.');
  }
}

interface ProgrammeYear {
  yearStart: YearStart;
  isProRated: boolean;
  beyondEntitlement: BeyondEntitlementRule;
}

async function programmeYearOf(db: DatabaseOrTransaction, companyId: number): Promise<ProgrammeYear> {
  const row = await findProgrammeSettings(db, companyId);
  return row
    ? {
        yearStart: { month: row.yearStartMonth, day: row.yearStartDay },
        isProRated: row.isProRated,
        beyondEntitlement: row.beyondEntitlement,
      }
    : { yearStart: DEFAULT_YEAR_START, isProRated: false, beyondEntitlement: 'approval' };
}

/** GET /api/programme: the company's programme year (today's on the provider's calendar). */
export async function getProgrammeSettings(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
  now = new Date(),
): Promise<ProgrammeSettingsJson> {
  const year = await programmeYearOf(db, user.companyId);
  return {
    year_start_month: year.yearStart.month,
    year_start_day: year.yearStart.day,
    is_pro_rated: year.isProRated,
    beyond_entitlement: year.beyondEntitlement,
    period: currentProgrammePeriod(now, year.yearStart, timeZone),
    can_edit: user.department === PERSON_IN_CHARGE,
  };
}

export async function updateProgrammeSettings(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  body: UpdateProgrammeSettingsBody,
  timeZone: string,
): Promise<ProgrammeSettingsJson> {
  requireProgrammeEditor(user);
  await saveProgrammeSettings(db, user.companyId, {
    yearStartMonth: body.year_start_month,
    yearStartDay: body.year_start_day,
    isProRated: body.is_pro_rated,
    beyondEntitlement: body.beyond_entitlement,
  });
  return getProgrammeSettings(db, user, timeZone);
}

type LineRow = Awaited<ReturnType<typeof findLinesOfRoles>>[number];

function toLineJson(line: LineRow): EntitlementLineJson {
  return {
    uuid: line.uuid,
    saved_product:
      line.savedProductUuid && line.savedProductTitle !== null
        ? { uuid: line.savedProductUuid, title: line.savedProductTitle }
        : null,
    garment_group: line.garmentGroup,
    quantity: line.quantity,
  };
}

function linesByRole(lines: LineRow[]): Map<number, LineRow[]> {
  const byRole = new Map<number, LineRow[]>();
  for (const line of lines) byRole.set(line.roleId, [...(byRole.get(line.roleId) ?? []), line]);
  return byRole;
}

/** The roles with their lines, in two statements whatever their number. */
async function rolesJson(db: DatabaseOrTransaction, companyId: number, roleIds?: number[]) {
  const roles = await findRoles(db, companyId, roleIds);
  const byRole = linesByRole(
    await findLinesOfRoles(
      db,
      roles.map(({ role }) => role.id),
    ),
  );
  return roles.map(
    ({ role, employeeCount }): ProgrammeRoleJson => ({
      uuid: role.uuid,
      name: role.name,
      kind: role.kind,
      allowance: role.allowanceCents,
      lines: (byRole.get(role.id) ?? []).map(toLineJson),
      employee_count: employeeCount,
    }),
  );
}

/** GET /api/programme/roles: every role of the company with its entitlement. */
export async function listRoles(db: DatabaseOrTransaction, user: CurrentUser) {
  return { roles: await rolesJson(db, user.companyId) };
}

/**
 * The body's lines as rows: each saved product must be one of the company's; one that is not (deleted, or another
 * company's) refuses the whole role with its line number, before anything is written.
 */
async function resolveLines(
  db: DatabaseOrTransaction,
  companyId: number,
  body: SaveProgrammeRoleBody,
): Promise<LineValues[]> {
  const wanted = body.lines.flatMap((line) => (line.saved_product_id ? [line.saved_product_id] : []));
  const found = new Map(
    (await findCompanySavedProducts(db, companyId, wanted)).map((product) => [product.uuid, product.id]),
  );
  const problems = body.lines.flatMap((line, index) =>
    line.saved_product_id && !found.has(line.saved_product_id)
      ? [`Line ${index + 1}: this saved product no longer exists; choose another or remove the line.`]
      : [],
  );
  if (problems.length > 0) throw unprocessable(problems);
  return body.lines.map((line) => ({
    savedProductId: line.saved_product_id ? found.get(line.saved_product_id)! : null,
    garmentGroup: line.garment_group ?? null,
    quantity: body.kind === 'allocation' ? (line.quantity ?? null) : null,
  }));
}

async function refuseTakenName(
  db: DatabaseOrTransaction,
  companyId: number,
  name: string,
  exceptId?: number,
) {
  if (await findRoleNamed(db, companyId, name, exceptId)) {
    throw new AppError('conflict', `A role named ${name} already exists.`);
  }
}

function roleValues(body: SaveProgrammeRoleBody) {
  return {
    name: body.name,
    kind: body.kind,
    allowanceCents: body.kind === 'allowance' ? (body.allowance ?? null) : null,
  };
}

async function savedRole(db: DatabaseOrTransaction, companyId: number, roleId: number, message: string) {
  const [role] = await rolesJson(db, companyId, [roleId]);
  if (!role) throw notFound('Role');
  return { message, role };
}

/** POST /api/programme/roles: a new role with its entitlement, written together or not at all. */
export async function createRole(db: Database, user: CurrentUser, body: SaveProgrammeRoleBody) {
  requireProgrammeEditor(user);
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, user.companyId, body.name);
    const lines = await resolveLines(tx, user.companyId, body);
    const role = await insertRole(tx, user.companyId, roleValues(body));
    await replaceRoleLines(tx, role.id, lines);
    return savedRole(tx, user.companyId, role.id, `${role.name} was added.`);
  });
}

/** PUT /api/programme/roles/{uuid}: the role's name, kind and whole entitlement. */
export async function updateRole(db: Database, user: CurrentUser, uuid: string, body: SaveProgrammeRoleBody) {
  requireProgrammeEditor(user);
  return db.transaction(async (tx) => {
    const role = await findRoleByUuid(tx, user.companyId, uuid);
    if (!role) throw notFound('Role');
    await refuseTakenName(tx, user.companyId, body.name, role.id);
    const lines = await resolveLines(tx, user.companyId, body);
    await updateRoleRow(tx, role.id, roleValues(body));
    await replaceRoleLines(tx, role.id, lines);
    return savedRole(tx, user.companyId, role.id, 'Updated!');
  });
}

/** DELETE /api/programme/roles/{uuid}: its employees are left without a role (no entitlement). */
export async function removeRole(db: Database, user: CurrentUser, uuid: string) {
  requireProgrammeEditor(user);
  const role = await findRoleByUuid(db, user.companyId, uuid);
  if (!role || !(await deleteRoleRow(db, user.companyId, role.id))) throw notFound('Role');
  return { message: `${role.name} was removed; its employees have no role now.` };
}

/** The role a user means by a uuid in an employee edit: one of the company's, or a 422 naming the field. */
export async function findOwnRoleId(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const role = await findRoleByUuid(db, companyId, uuid);
  if (!role) throw unprocessable(['This role no longer exists; choose another.']);
  return role.id;
}

/** The company's programme year today, on the provider's calendar: the year an approved increase raises. */
export async function currentPeriodOf(
  db: DatabaseOrTransaction,
  companyId: number,
  timeZone: string,
  now = new Date(),
): Promise<ProgrammePeriod> {
  const year = await programmeYearOf(db, companyId);
  return currentProgrammePeriod(now, year.yearStart, timeZone);
}

/** The programme year as its saved settings (or the defaults) say. */
function programmeYearOfSettings(settings: BalanceStateRow['settings']): ProgrammeYear {
  return settings
    ? {
        yearStart: { month: settings.year_start_month, day: settings.year_start_day },
        isProRated: settings.is_pro_rated,
        beyondEntitlement: settings.beyond_entitlement,
      }
    : { yearStart: DEFAULT_YEAR_START, isProRated: false, beyondEntitlement: 'approval' };
}

/**
 * GET /api/programme/balances: each known employee's entitlement this programme year (scaled for a pro-rated
 * joiner, raised by approved requests), what they used and what is left. One statement for any number of staff ids.
 */
export async function getBalances(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  staffIds: string[],
  timeZone: string,
  now = new Date(),
): Promise<BalancesResponse> {
  const keys = [...new Set(staffIds.map(staffIdKey).filter((key) => key !== ''))];
  const { period, balances } = await balancesAt(db, user.companyId, { staffKeys: keys }, timeZone, now);
  const byKey = new Map(balances.map(({ person, balance }) => [person.staff_key, balance]));
  return { period, balances: keys.flatMap((key) => byKey.get(key) ?? []) };
}

/**
 * Every employee of the company who holds a role, with their balance this programme year (the entitlement report):
 * one statement whatever the number of staff.
 */
export async function getCompanyBalances(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  timeZone: string,
  now = new Date(),
): Promise<BalancesResponse> {
  const { period, balances } = await balancesAt(db, user.companyId, { withRoleOnly: true }, timeZone, now);
  return { period, balances: balances.map(({ balance }) => balance) };
}

/**
 * The balances of these people this programme year, by name: the settings, people, their roles' lines, their use and
 * their increases read at once; the year is picked from the settings by the domain's rule.
 */
async function balancesAt(
  db: DatabaseOrTransaction,
  companyId: number,
  people: { staffKeys: string[] } | { withRoleOnly: true },
  timeZone: string,
  now: Date,
): Promise<{
  period: ProgrammePeriod;
  balances: Array<{ person: PersonRow; balance: EmployeeBalanceJson }>;
}> {
  const today = calendarDay(now, timeZone);
  const state = await findBalanceState(db, { companyId, today, people });
  const year = programmeYearOfSettings(state.settings);
  const period = programmePeriodOfDay(today, year.yearStart);
  const byRole = linesByRole(state.lines.map(toLineRow));
  const ofPeriod = (row: { period_start: string }) => row.period_start === period.start;
  const usesOf = groupByEmployee(state.uses.filter(ofPeriod).map(toUseRow));
  const increasesOf = groupByEmployee(state.increases.filter(ofPeriod).map(toUseRow));
  return {
    period,
    balances: state.people.map((person) => ({
      person,
      balance: balanceJson(
        person,
        byRole,
        { uses: usesOf.get(person.id) ?? [], increases: increasesOf.get(person.id) ?? [] },
        period,
        year.isProRated,
      ),
    })),
  };
}

const toLineRow = (line: BalanceStateRow['lines'][number]): LineRow => ({
  id: line.id,
  uuid: line.uuid,
  roleId: line.role_id,
  garmentGroup: line.garment_group,
  quantity: line.quantity,
  savedProductUuid: line.saved_product_uuid,
  savedProductTitle: line.saved_product_title,
});

type UseRow = { employeeId: number; lineId: number | null; quantity: number; amountCents: number };

const toUseRow = (row: BalanceStateRow['uses'][number]): UseRow => ({
  employeeId: row.employee_id,
  lineId: row.line_id,
  quantity: row.quantity,
  amountCents: row.amount_cents,
});

function groupByEmployee<Row extends { employeeId: number }>(rows: Row[]): Map<number, Row[]> {
  const byEmployee = new Map<number, Row[]>();
  for (const row of rows) byEmployee.set(row.employeeId, [...(byEmployee.get(row.employeeId) ?? []), row]);
  return byEmployee;
}

/** Rows of use or of approved increases as the domain's balance rule reads them. */
const asEntitlementUses = (rows: Array<{ lineId: number | null; quantity: number; amountCents: number }>) =>
  rows.map((row) => ({
    lineKey: String(row.lineId ?? ''),
    quantity: row.quantity,
    amountCents: row.amountCents,
  }));

type PersonRow = BalanceStateRow['people'][number];

function balanceJson(
  person: PersonRow,
  byRole: Map<number, LineRow[]>,
  counted: { uses: UseRow[]; increases: UseRow[] },
  period: ProgrammePeriod,
  isProRated: boolean,
): EmployeeBalanceJson {
  const share = joinerShare(period, person.start_date, isProRated);
  const role = person.role;
  const lines = role ? (byRole.get(role.id) ?? []) : [];
  const balance = role
    ? employeeBalance(
        {
          kind: role.kind,
          allowanceCents: role.allowance_cents,
          lines: lines.map((line) => ({ key: String(line.id), quantity: line.quantity })),
        },
        share,
        asEntitlementUses(counted.uses),
        asEntitlementUses(counted.increases),
      )
    : { lines: [], allowance: null };
  const lineById = new Map(lines.map((line) => [String(line.id), line]));
  return {
    staff_id: person.staff_id,
    employee_uuid: person.uuid,
    name: person.name,
    role: role ? { uuid: role.uuid, name: role.name, kind: role.kind } : null,
    share: { days: share.days, of_days: share.ofDays },
    lines: balance.lines.map(({ key, ...figures }) => ({ ...toLineJson(lineById.get(key)!), ...figures })),
    allowance: balance.allowance,
  };
}
