import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../errors.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import { findVisibleSavedProduct } from '../saved-products/saved-products.service.ts';
import {
  findInventoryIdOfCompany,
  findInventoryOfSavedProduct,
  insertInventory,
} from './inventories.repository.ts';

/**
 * POST /api/inventories: starts keeping stock of a saved product, every size at zero, in the saved
 * product's team. One inventory per saved product (a second answers 409). The plan rule (premium) is
 * enforced for the whole /api/inventories path by the plan-access plugin.
 */
export async function createInventory(db: Database, user: CurrentUser, savedProductUuid: string) {
  const savedProduct = await findVisibleSavedProduct(db, user, savedProductUuid);
  if (!savedProduct) throw notFound('Saved product');
  if (await findInventoryOfSavedProduct(db, user.companyId, savedProduct.id)) {
    throw new AppError('conflict', 'This product is already in your inventory');
  }
  const row = await insertInventory(db, {
    companyId: user.companyId,
    teamId: savedProduct.teamId,
    userId: user.id,
    savedProductId: savedProduct.id,
    readyStock: Object.fromEntries(savedProduct.product.sizes.map((size) => [size, 0])),
  });
  return {
    id: row.id,
    uuid: row.uuid,
    saved_product_id: savedProduct.uuid,
    team_id: row.teamId,
    ready_stock: row.readyStock,
    created_at: row.createdAt.toISOString(),
  };
}

/** The id of the caller's company's inventory with this uuid (a cart line's link); another company's is 404. */
export async function findInventoryIdOfCaller(
  db: DatabaseOrTransaction,
  user: CurrentUser,
  uuid: string,
): Promise<number> {
  const id = await findInventoryIdOfCompany(db, user.companyId, uuid);
  if (id === undefined) throw notFound('Inventory');
  return id;
}
