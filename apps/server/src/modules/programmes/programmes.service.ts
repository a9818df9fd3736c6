import type {
  BalancesResponse,
  EmployeeBalanceJson,
  EntitlementLineJson,
  ProgrammeRoleJson,
  ProgrammeSettingsJson,
  SaveProgrammeRoleBody,
  UpdateProgrammeSettingsBody,
} from '@livery/api-schemas/programmes';
import type { EntitlementUseOfEmployee } from '@livery/api-schemas/reports';
import { calendarDay } from '@livery/domain/calendar-day';
import { staffIdKey } from '@livery/domain/employee-records';
import {
  type BeyondEntitlementRule,
  balanceTotal,
  type EmployeeBalance,
  type EntitlementKind,
  type EntitlementUse,
  employeeBalance,
  type RoleEntitlement,
} from '@livery/domain/entitlements';
import {
  currentProgrammePeriod,
  DEFAULT_YEAR_START,
  joinerShare,
  type PeriodShare,
  type ProgrammePeriod,
  programmePeriodOfDay,
  type YearStart,
} from '@livery/domain/programme-year';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  type BalanceState,
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
  type PeriodQuantity,
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
function programmeYearOfSettings(settings: BalanceState['settings']): ProgrammeYear {
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
  db: Database,
  user: CurrentUser,
  staffIds: string[],
  timeZone: string,
  now = new Date(),
): Promise<BalancesResponse> {
  const keys = [...new Set(staffIds.map(staffIdKey).filter((key) => key !== ''))];
  const byKey = new Map<string, EmployeeBalanceJson>();
  const { period } = await countBalances(
    db,
    user.companyId,
    { staffKeys: keys },
    timeZone,
    now,
    (counted) => {
      byKey.set(counted.staffKey, balanceJson(counted));
    },
  );
  return { period, balances: keys.flatMap((key) => byKey.get(key) ?? []) };
}

/**
 * Every employee of the company who holds a role with an entitlement, by name, with their balance this programme
 * year as one figure (the domain's `balanceTotal`): the entitlement report's rows, in one statement whatever the
 * number of staff, built straight from the balance rule's answer (issue 23: a per-line answer built only to be
 * summed again was most of the report's building).
 */
export async function getCompanyBalanceTotals(
  db: Database,
  user: CurrentUser,
  timeZone: string,
  now = new Date(),
): Promise<{ period: ProgrammePeriod; employees: EntitlementUseOfEmployee[] }> {
  const employees: EntitlementUseOfEmployee[] = [];
  const { period } = await countBalances(
    db,
    user.companyId,
    { withRoleOnly: true },
    timeZone,
    now,
    (counted) => {
      const total = counted.role ? balanceTotal(counted.balance) : null;
      if (!counted.role || !total) return;
      employees.push({
        employee_uuid: counted.uuid,
        staff_id: counted.staffId,
        name: counted.name,
        role: counted.role.json,
        unit: total.unit,
        entitled: total.entitled,
        used: total.used,
        left: total.left,
      });
    },
  );
  return { period, employees };
}

/** A role of the programme as balances read it, made once per statement rather than once per employee. */
interface CountedRole {
  json: { uuid: string; name: string; kind: EntitlementKind };
  entitlement: RoleEntitlement;
  /** Each line's answer fields by the domain's line key (its id as text). */
  lineJsonByKey: Map<string, EntitlementLineJson>;
}

/** One person's balance this programme year, as the balance rule gives it, with their role and share. */
interface CountedBalance {
  uuid: string;
  staffId: string;
  staffKey: string;
  name: string;
  role: CountedRole | undefined;
  share: PeriodShare;
  balance: EmployeeBalance;
}

const NO_ENTITLEMENT: EmployeeBalance = { lines: [], allowance: null };

/** The roles of a balance state with their lines, keyed by role id. */
function countedRoles(state: BalanceState): Map<number, CountedRole> {
  const linesOfRole = new Map<number, BalanceState['lines']>();
  for (const line of state.lines) {
    const lines = linesOfRole.get(line[2]);
    if (lines) lines.push(line);
    else linesOfRole.set(line[2], [line]);
  }
  const roles = new Map<number, CountedRole>();
  for (const [id, uuid, name, kind, allowanceCents] of state.roles) {
    const lines = linesOfRole.get(id) ?? [];
    roles.set(id, {
      json: { uuid, name, kind },
      entitlement: {
        kind,
        allowanceCents,
        lines: lines.map(([lineId, , , , quantity]) => ({ key: String(lineId), quantity })),
      },
      lineJsonByKey: new Map(
        lines.map(([lineId, lineUuid, , garmentGroup, quantity, savedProductUuid, savedProductTitle]) => [
          String(lineId),
          {
            uuid: lineUuid,
            saved_product:
              savedProductUuid && savedProductTitle !== null
                ? { uuid: savedProductUuid, title: savedProductTitle }
                : null,
            garment_group: garmentGroup,
            quantity,
          },
        ]),
      ),
    });
  }
  return roles;
}

/** The rows of one programme year as the domain's balance rule reads them (an allowance's line key is ''). */
function usesOfPeriod(rows: PeriodQuantity[] | null, periodStart: string): EntitlementUse[] {
  const uses: EntitlementUse[] = [];
  if (rows === null) return uses;
  for (const [rowPeriodStart, lineId, quantity, amountCents] of rows) {
    if (rowPeriodStart === periodStart)
      uses.push({ lineKey: lineId === null ? '' : String(lineId), quantity, amountCents });
  }
  return uses;
}

/**
 * The balances of these people this programme year, in name order, each handed to `take` as it is counted (one
 * object per person is all the caller keeps): the settings, people, their roles' lines, their use and their
 * increases read at once; the year is picked from the settings by the domain's rule.
 */
async function countBalances(
  db: Database,
  companyId: number,
  people: { staffKeys: string[] } | { withRoleOnly: true },
  timeZone: string,
  now: Date,
  take: (counted: CountedBalance) => void,
): Promise<{ period: ProgrammePeriod }> {
  const today = calendarDay(now, timeZone);
  const state = await findBalanceState(db, { companyId, today, people });
  const year = programmeYearOfSettings(state.settings);
  const period = programmePeriodOfDay(today, year.yearStart);
  const roles = countedRoles(state);
  // Most people share a start (none, or the year's): the share is worked out once per start date.
  const shares = new Map<string | null, PeriodShare>();
  for (const [uuid, staffId, staffKey, name, startDate, roleId, uses, increases] of state.people) {
    const role = roleId === null ? undefined : roles.get(roleId);
    let share = shares.get(startDate);
    if (!share) {
      share = joinerShare(period, startDate, year.isProRated);
      shares.set(startDate, share);
    }
    take({
      uuid,
      staffId,
      staffKey,
      name,
      role,
      share,
      balance: role
        ? employeeBalance(
            role.entitlement,
            share,
            usesOfPeriod(uses, period.start),
            usesOfPeriod(increases, period.start),
          )
        : NO_ENTITLEMENT,
    });
  }
  return { period };
}

function balanceJson(counted: CountedBalance): EmployeeBalanceJson {
  const { role, balance } = counted;
  return {
    staff_id: counted.staffId,
    employee_uuid: counted.uuid,
    name: counted.name,
    role: role?.json ?? null,
    share: { days: counted.share.days, of_days: counted.share.ofDays },
    lines: balance.lines.map((line) => {
      const json = role!.lineJsonByKey.get(line.key)!;
      return {
        uuid: json.uuid,
        saved_product: json.saved_product,
        garment_group: json.garment_group,
        quantity: json.quantity,
        entitled: line.entitled,
        used: line.used,
        left: line.left,
      };
    }),
    allowance: balance.allowance,
  };
}
