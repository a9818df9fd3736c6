import type { SavedProduct } from '@livery/api-schemas/saved-products';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { CurrentUser } from '../auth/session-tokens.service.ts';
import {
  countCompanySavedProducts,
  findSavedProductByUuid,
  findSavedProductsByIds,
  findSavedProductsPage,
  type SavedProductRow,
  type Viewer,
} from './saved-products.repository.ts';

export type { SavedProductRow };

export function toSavedProductJson(row: SavedProductRow): SavedProduct {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    sku: row.sku,
    thumb_image: row.thumbUrl,
    team_id: row.teamId,
    team_name: row.teamName,
    colors: row.product.colors,
    sizes: row.product.sizes,
    qty_options: Object.fromEntries(row.product.sizes.map((size) => [size, 0])),
    pricing: row.product.pricing,
    currency_symbol: row.product.currencySymbol,
    min_qty: row.product.minQty,
    product_id: row.product.id,
    apparel_color: row.apparelColor,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedProducts(
  db: Database,
  user: CurrentUser,
  query: {
    keyword?: string;
    team_id?: number;
    sort_by: 'title' | 'created_at' | 'desc';
    uids?: string;
    page: number;
    per_page: number;
  },
) {
  const uuids = query.uids
    ?.split(',')
    .map((id) => id.trim())
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const { rows, totalCount } = await findSavedProductsPage(db, user, {
    keyword: query.keyword?.trim() || undefined,
    teamId: query.team_id,
    uuids,
    sortBy: query.sort_by,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    saved_products: rows.map(toSavedProductJson),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

export async function getSavedProduct(db: Database, user: CurrentUser, uuid: string): Promise<SavedProduct> {
  const row = await findSavedProductByUuid(db, user, uuid);
  if (!row) throw notFound('Saved product');
  return toSavedProductJson(row);
}

/** The saved product when the viewer may see it; used by the cart to price and order it. */
export function findVisibleSavedProduct(db: DatabaseOrTransaction, viewer: Viewer, uuid: string) {
  return findSavedProductByUuid(db, viewer, uuid);
}

export function findVisibleSavedProductsByIds(db: DatabaseOrTransaction, viewer: Viewer, ids: number[]) {
  return findSavedProductsByIds(db, viewer, ids);
}

/** The number of saved products of a company (the profile card's count). */
export function countSavedProducts(db: DatabaseOrTransaction, companyId: number): Promise<number> {
  return countCompanySavedProducts(db, companyId);
}
