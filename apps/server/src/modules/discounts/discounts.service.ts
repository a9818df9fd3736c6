import type { DiscountCode, DiscountCodeBody } from '@livery/api-schemas/discounts';
import {
  type DiscountCodeState,
  discountCodeProblem,
  normaliseDiscountCode,
  unknownDiscountCodeMessage,
} from '@livery/domain/discount-codes';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import {
  type DiscountCodeRow,
  deleteDiscountCode,
  findAllDiscountCodes,
  findDiscountCodeByCode,
  findDiscountCodeById,
  incrementDiscountCodeUse,
  insertDiscountCode,
  insertDiscountCodes,
  type NewDiscountCode,
  updateDiscountCode,
} from './discounts.repository.ts';

export type { DiscountCodeRow, NewDiscountCode };

function stateOf(row: DiscountCodeRow): DiscountCodeState {
  return {
    code: row.code,
    isActive: row.isActive,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
  };
}

/** Why a stored code cannot be used now, or null. */
export function problemWithDiscountCode(row: DiscountCodeRow, now = new Date()): string | null {
  return discountCodeProblem(stateOf(row), now);
}

/** The usable code a buyer typed; a 422 with the reason when it is unknown or unusable. */
export async function findUsableDiscountCode(db: DatabaseOrTransaction, typed: string) {
  const code = normaliseDiscountCode(typed);
  const row = await findDiscountCodeByCode(db, code);
  if (!row) throw unprocessable([unknownDiscountCodeMessage(code)]);
  const problem = problemWithDiscountCode(row);
  if (problem) throw unprocessable([problem]);
  return row;
}

export function findDiscountCode(db: DatabaseOrTransaction, id: number) {
  return findDiscountCodeById(db, id);
}

/**
 * Counts a checkout's use of a code inside its transaction; a 422 when the code stopped being usable,
 * including when other checkouts took its last use first.
 */
export async function useDiscountCode(db: DatabaseOrTransaction, id: number): Promise<DiscountCodeRow> {
  const now = new Date();
  const used = await incrementDiscountCodeUse(db, id, now);
  if (used) return used;
  const row = await findDiscountCodeById(db, id);
  throw unprocessable([
    row
      ? (problemWithDiscountCode(row, now) ?? 'This discount code cannot be used.')
      : 'Discount code removed.',
  ]);
}

/** Demo data loads its codes at once. */
export function addDiscountCodes(db: DatabaseOrTransaction, values: NewDiscountCode[]) {
  return insertDiscountCodes(db, values);
}

function toDiscountCodeJson(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    is_active: row.isActive,
    status_message: problemWithDiscountCode(row),
  };
}

function toColumns(body: DiscountCodeBody) {
  return {
    code: body.code,
    kind: body.kind,
    value: body.value,
    validFrom: body.valid_from ? new Date(body.valid_from) : null,
    validUntil: body.valid_until ? new Date(body.valid_until) : null,
    usageLimit: body.usage_limit,
    isActive: body.is_active,
  };
}

const duplicate = (code: string) => new AppError('conflict', `Discount code ${code} already exists.`);

export async function listDiscountCodes(db: Database) {
  return (await findAllDiscountCodes(db)).map(toDiscountCodeJson);
}

export async function createDiscountCode(db: Database, body: DiscountCodeBody) {
  const row = await insertDiscountCode(db, toColumns(body));
  if (!row) throw duplicate(body.code);
  return toDiscountCodeJson(row);
}

/** Edits a code; its used count stays as counted by checkouts. */
export async function changeDiscountCode(db: Database, id: number, body: DiscountCodeBody) {
  const clash = await findDiscountCodeByCode(db, body.code);
  if (clash && clash.id !== id) throw duplicate(body.code);
  const row = await updateDiscountCode(db, id, toColumns(body));
  if (!row) throw notFound('Discount code');
  return toDiscountCodeJson(row);
}

export async function removeDiscountCode(db: Database, id: number) {
  if (!(await deleteDiscountCode(db, id))) throw notFound('Discount code');
}
