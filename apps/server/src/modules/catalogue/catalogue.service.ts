import type { FinishingSurcharges } from '@livery/domain/finishing';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import {
  findActiveProductByUuid,
  findFinishingMethods,
  findProductsByIds,
  type ProductRow,
} from './catalogue.repository.ts';

export type { ProductRow };

/** Finishing key -> its surcharges: the table every designed line is priced with. */
export async function loadFinishingTable(
  db: DatabaseOrTransaction,
): Promise<Record<string, FinishingSurcharges>> {
  const methods = await findFinishingMethods(db);
  return Object.fromEntries(methods.map((method) => [method.key, method.surcharges]));
}

export function listFinishingMethods(db: DatabaseOrTransaction) {
  return findFinishingMethods(db);
}

/** Catalogue products by id, archived ones included: lines already made keep their product. */
export async function findProductsById(db: DatabaseOrTransaction, ids: number[]) {
  const rows = await findProductsByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product still offered to customers, by its uuid. */
export function findOfferedProduct(db: DatabaseOrTransaction, uuid: string) {
  return findActiveProductByUuid(db, uuid);
}
