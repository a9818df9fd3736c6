import type { DiscountCode, DiscountCodeBody } from '@livery/api-schemas/discounts';
import { calendarDay } from '@livery/domain/calendar-day';
import {
  type DiscountCodeState,
  discountCodeProblem,
  discountCodeValidity,
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

/** Why a stored code cannot be used now, or null; the days it names are the provider's (`timeZone`). */
export function problemWithDiscountCode(
  row: DiscountCodeRow,
  timeZone: string,
  now = new Date(),
): string | null {
  return discountCodeProblem(stateOf(row), now, timeZone);
}

/** The usable code a buyer typed; a 422 with the reason when it is unknown or unusable. */
export async function findUsableDiscountCode(db: DatabaseOrTransaction, typed: string, timeZone: string) {
  const code = normaliseDiscountCode(typed);
  const row = await findDiscountCodeByCode(db, code);
  if (!row) throw unprocessable([unknownDiscountCodeMessage(code)]);
  const problem = problemWithDiscountCode(row, timeZone);
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
export async function useDiscountCode(
  db: DatabaseOrTransaction,
  id: number,
  timeZone: string,
): Promise<DiscountCodeRow> {
  const now = new Date();
  const used = await incrementDiscountCodeUse(db, id, now);
  if (used) return used;
  const row = await findDiscountCodeById(db, id);
  throw unprocessable([
    row
      ? (problemWithDiscountCode(row, timeZone, now) ?? 'This discount code cannot be used.')
      : 'Discount code removed.',
  ]);
}

/** Demo data loads its codes at once. */
export function addDiscountCodes(db: DatabaseOrTransaction, values: NewDiscountCode[]) {
  return insertDiscountCodes(db, values);
}

function toDiscountCodeJson(row: DiscountCodeRow, timeZone: string): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    valid_from_day: row.validFrom ? calendarDay(row.validFrom, timeZone) : null,
    valid_until_day: row.validUntil ? calendarDay(row.validUntil, timeZone) : null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    is_active: row.isActive,
    status_message: problemWithDiscountCode(row, timeZone),
  };
}

/** A bound given as a day is the provider's day: a code works from 00:00 on its first to 23:59 on its last. */
function toColumns(body: DiscountCodeBody, timeZone: string) {
  const isDay = (bound: string) => bound.length === 10;
  const days = discountCodeValidity(
    body.valid_from && isDay(body.valid_from) ? body.valid_from : null,
    body.valid_until && isDay(body.valid_until) ? body.valid_until : null,
    timeZone,
  );
  return {
    code: body.code,
    kind: body.kind,
    value: body.value,
    validFrom: body.valid_from ? (days.validFrom ?? new Date(body.valid_from)) : null,
    validUntil: body.valid_until ? (days.validUntil ?? new Date(body.valid_until)) : null,
    usageLimit: body.usage_limit,
    isActive: body.is_active,
  };
}

const duplicate = (code: string) => new AppError('conflict', `Discount code ${code} already exists.`);

export async function listDiscountCodes(db: Database, timeZone: string) {
  return (await findAllDiscountCodes(db)).map((row) => toDiscountCodeJson(row, timeZone));
}

export async function createDiscountCode(db: Database, body: DiscountCodeBody, timeZone: string) {
  const row = await insertDiscountCode(db, toColumns(body, timeZone));
  if (!row) throw duplicate(body.code);
  return toDiscountCodeJson(row, timeZone);
}

/** Edits a code; its used count stays as counted by checkouts. */
export async function changeDiscountCode(db: Database, id: number, body: DiscountCodeBody, timeZone: string) {
  const clash = await findDiscountCodeByCode(db, body.code);
  if (clash && clash.id !== id) throw duplicate(body.code);
  const row = await updateDiscountCode(db, id, toColumns(body, timeZone));
  if (!row) throw notFound('Discount code');
  return toDiscountCodeJson(row, timeZone);
}

export async function removeDiscountCode(db: Database, id: number) {
  if (!(await deleteDiscountCode(db, id))) throw notFound('Discount code');
}
