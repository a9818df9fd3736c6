import type {
  AskForMoreBody,
  DecideRequestBody,
  EntitlementRequestJson,
  EntitlementRequestsQuery,
} from '@livery/api-schemas/entitlement-requests';
import { ENTITLEMENT_REQUEST_STATUS_LABELS, increaseText } from '@livery/domain/entitlement-requests';
import { GARMENT_GROUP_LABELS } from '@livery/domain/entitlements';
import { PERSON_IN_CHARGE } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { type MailedRequest, mailRequestAsked, mailRequestDecided } from './entitlement-request-mails.ts';
import {
  decideWaitingRequest,
  type EntitlementRequestRow,
  findEmployeeWithRole,
  findEntitlementRequestByUuid,
  findEntitlementRequestsPage,
  findLineOfRole,
  findListedRequest,
  findPersonsInChargeOfCompany,
  findUserEmail,
  insertEntitlementRequest,
  type ListedRequestRow,
} from './entitlement-requests.repository.ts';
import { currentPeriodOf } from './programmes.service.ts';

function itemTitle(line: ListedRequestRow['line']): string | null {
  if (!line) return null;
  return line.savedProductTitle ?? (line.garmentGroup ? GARMENT_GROUP_LABELS[line.garmentGroup] : null);
}

/** Who asked or decided, as the lists name them: their name, else their e-mail; null once the user is gone. */
const userName = (user: ListedRequestRow['requestedBy']) => user?.name || user?.email || null;

function toRequestJson(row: ListedRequestRow): EntitlementRequestJson {
  const { request } = row;
  return {
    uuid: request.uuid,
    status: request.status,
    employee: { uuid: row.employee.uuid, staff_id: row.employee.staffId, name: row.employee.name },
    item: row.line?.uuid
      ? {
          line_uuid: row.line.uuid,
          saved_product_title: row.line.savedProductTitle,
          garment_group: row.line.garmentGroup,
        }
      : null,
    quantity: request.quantity > 0 ? request.quantity : null,
    amount: request.amountCents > 0 ? request.amountCents : null,
    reason: request.reason,
    requested_by: userName(row.requestedBy),
    requested_at: request.createdAt.toISOString(),
    decided_by: userName(row.decidedBy),
    decided_at: request.decidedAt?.toISOString() ?? null,
    decision_note: request.decisionNote,
    period_start: request.periodStart,
  };
}

async function requestJson(db: DatabaseOrTransaction, companyId: number, uuid: string) {
  const row = await findListedRequest(db, companyId, uuid);
  if (!row) throw notFound('Request');
  return row;
}

function mailedRequest(row: ListedRequestRow): MailedRequest {
  return {
    id: row.request.id,
    employeeName: row.employee.name,
    increase: increaseText(row.request, itemTitle(row.line)),
    reason: row.request.reason,
  };
}

const nameOf = (user: Pick<CurrentUser, 'name' | 'email'>) => user.name || user.email;

/**
 * The line or amount the body asks more of, checked against the employee's role as it is now: an allocation
 * names one of its lines and a quantity, an allowance an amount; a role without an entitlement takes no request.
 */
async function increaseOf(
  db: DatabaseOrTransaction,
  employee: NonNullable<Awaited<ReturnType<typeof findEmployeeWithRole>>>,
  body: AskForMoreBody,
) {
  const role = employee.role;
  if (!role || role.kind === 'on_consumption') {
    throw unprocessable([`${employee.name} has no entitlement to add to: give them a role with one first.`]);
  }
  if (role.kind === 'allowance') {
    if (typeof body.amount !== 'number')
      throw unprocessable([`${role.name} is an allowance: ask for an amount.`]);
    return { entitlementLineId: null, quantity: 0, amountCents: body.amount };
  }
  if (typeof body.quantity !== 'number' || !body.line_id) {
    throw unprocessable([`${role.name} is an allocation: choose the item and how many more.`]);
  }
  const line = await findLineOfRole(db, role.id, body.line_id);
  if (!line)
    throw unprocessable([`This item is not in the ${role.name} allocation any more; choose another.`]);
  return { entitlementLineId: line.id, quantity: body.quantity, amountCents: 0 };
}

/**
 * POST /api/programme/requests: anyone in the company asks for more for one of its employees; each other person
 * in charge is mailed. Refused input writes nothing.
 */
export async function askForMore(db: Database, user: CurrentUser, body: AskForMoreBody, publicUrl: string) {
  return db.transaction(async (tx) => {
    const employee = await findEmployeeWithRole(tx, user.companyId, body.employee_id);
    if (!employee) throw notFound('Employee');
    const increase = await increaseOf(tx, employee, body);
    const inserted = await insertEntitlementRequest(tx, {
      companyId: user.companyId,
      employeeId: employee.id,
      reason: body.reason,
      requestedById: user.id,
      ...increase,
    });
    const row = await requestJson(tx, user.companyId, inserted.uuid);
    // A person in charge asking on an employee's behalf is not mailed their own request.
    const deciders = (await findPersonsInChargeOfCompany(tx, user.companyId)).filter(
      (person) => person.id !== user.id,
    );
    for (const person of deciders) {
      await mailRequestAsked(tx, publicUrl, mailedRequest(row), person.email, nameOf(user));
    }
    return {
      message: 'Your request was sent to the persons in charge.',
      request: toRequestJson(row),
    };
  });
}

/** GET /api/programme/requests: a person in charge reads every request of the company, a member their own. */
export async function listEntitlementRequests(
  db: Database,
  user: CurrentUser,
  query: EntitlementRequestsQuery,
) {
  const canDecide = user.department === PERSON_IN_CHARGE;
  const { rows, totalCount } = await findEntitlementRequestsPage(db, user.companyId, {
    requestedById: canDecide ? undefined : user.id,
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    requests: rows.map(toRequestJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
    can_decide: canDecide,
  };
}

/**
 * PUT /api/programme/requests/{uuid}/approve or /refuse: a person in charge decides a waiting request once. Two
 * decisions at once write once (the update holds only while it waits): the same decision again answers as the
 * first did, the other one is refused (409). An approval raises the employee's balance for this programme year.
 */
export async function decideEntitlementRequest(
  db: Database,
  user: CurrentUser,
  uuid: string,
  decision: { isApproved: boolean } & DecideRequestBody,
  context: { publicUrl: string; timeZone: string },
) {
  if (user.department !== PERSON_IN_CHARGE) {
    throw forbidden('Only a person in charge can approve or refuse a request for more.');
  }
  const status = decision.isApproved ? 'approved' : 'refused';
  return db.transaction(async (tx) => {
    const found = await findEntitlementRequestByUuid(tx, user.companyId, uuid);
    if (!found) throw notFound('Request');
    const note = decision.note ? decision.note : null;
    const periodStart = decision.isApproved
      ? (await currentPeriodOf(tx, user.companyId, context.timeZone)).start
      : null;
    const decided = await decideWaitingRequest(tx, found.id, {
      status,
      decidedById: user.id,
      decisionNote: note,
      periodStart,
    });
    if (!decided) refuseSecondDecision(await findEntitlementRequestByUuid(tx, user.companyId, uuid), status);
    const row = await requestJson(tx, user.companyId, uuid);
    const to = decided?.requestedById ? await findUserEmail(tx, decided.requestedById) : undefined;
    if (to) {
      await mailRequestDecided(tx, context.publicUrl, mailedRequest(row), to, {
        isApproved: decision.isApproved,
        decidedBy: nameOf(user),
        note,
      });
    }
    return {
      message: decision.isApproved
        ? `Approved: ${row.employee.name}'s balance is raised for this programme year.`
        : 'Refused.',
      request: toRequestJson(row),
    };
  });
}

/** A request decided already: the same decision again is answered as done, the other one is a conflict. */
function refuseSecondDecision(
  current: EntitlementRequestRow | undefined,
  wanted: EntitlementRequestRow['status'],
) {
  if (!current) throw notFound('Request');
  if (current.status === wanted) return;
  throw new AppError(
    'conflict',
    `This request was already ${ENTITLEMENT_REQUEST_STATUS_LABELS[current.status].toLowerCase()}.`,
  );
}
