import type {
  CheckPriceResponse,
  RecommendedProduct,
  SavedProduct,
  UpdateSavedProductBody,
} from '@livery/api-schemas/saved-products';
import { formatCsv } from '@livery/domain/csv-cell';
import type { Decoration, FinishingSurcharges } from '@livery/domain/finishing';
import { formatMoneyWithCode } from '@livery/domain/money';
import { listPriceTiers, listSizeAddons } from '@livery/domain/price-tiers';
import { priceRange, printingPerPiece } from '@livery/domain/pricing';
import { canBulkRemoveSavedProducts, canDeleteSavedProduct } from '@livery/domain/saved-product-permissions';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { atRequestVersions } from '../../db/reference-cache.ts';
import type { Design } from '../../db/schema.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { estimateLineInCart, toLinePriceJson } from '../cart/cart.service.ts';
import { catalogueImageLink, loadFinishingTable } from '../catalogue/catalogue.service.ts';
import { findShippingReach, type ShippingReach } from '../shipping/shipping.service.ts';
import { findTeamOfMember, listTeams } from '../teams/teams.service.ts';
import { type PriceListProduct, renderPriceListPdf } from './price-list-pdf.ts';
import {
  countCompanySavedProducts,
  deleteSavedProductRows,
  findCompanyName,
  findRecommendedProducts,
  findRecommendedProductsByUuids,
  findSavedCatalogueProductIds,
  findSavedProductByUuid,
  findSavedProductIdsInInventories,
  findSavedProductsByIds,
  findSavedProductsByUuids,
  findSavedProductsPage,
  insertSavedProductRows,
  type SavedProductRow,
  updateSavedProductRow,
  type Viewer,
} from './saved-products.repository.ts';

export type { SavedProductRow };

type FinishingTable = Readonly<Record<string, FinishingSurcharges>>;

/**
 * A saved product as the API sends it; its tile (a stored key or a catalogue path) as a link, its
 * design's printing per piece, which every price shown for it includes, and where it ships from as the
 * viewer's shipping reach tells (findShippingReach).
 */
export function toSavedProductJson(
  row: SavedProductRow,
  secretKey: string,
  finishingTable: FinishingTable,
  reach: (originCountry: string) => ShippingReach,
): SavedProduct {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    sku: row.sku,
    user_id: row.userId,
    thumb_image: row.thumbUrl ? catalogueImageLink(secretKey, row.thumbUrl) : null,
    team_id: row.teamId,
    team_name: row.teamName,
    colors: row.product.colors,
    sizes: row.product.sizes,
    qty_options: Object.fromEntries(row.product.sizes.map((size) => [size, 0])),
    pricing: row.product.pricing,
    printing_per_piece: printingPerPiece(decorationsOfDesign(row.design), finishingTable),
    currency: row.product.currency,
    currency_symbol: row.product.currencySymbol,
    min_qty: row.product.minQty,
    product_id: row.product.id,
    apparel_color: row.apparelColor,
    is_converted: row.isConverted,
    shared_at: row.sharedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    size_chart: row.product.sizeChart,
    ...reach(row.product.originCountry),
  };
}

/** A page's reach worked out once per origin country, not per row (a country's name is an Intl look-up). */
function onePerOrigin(
  reach: (originCountry: string) => ShippingReach,
): (originCountry: string) => ShippingReach {
  const known = new Map<string, ShippingReach>();
  return (originCountry) => {
    let found = known.get(originCountry);
    if (!found) {
      found = reach(originCountry);
      known.set(originCountry, found);
    }
    return found;
  };
}

export async function listSavedProducts(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  query: {
    keyword?: string;
    team_id?: number;
    sort_by: 'title' | 'created_at' | 'desc';
    product_type: string;
    uids: readonly string[];
    page: number;
    per_page: number;
  },
) {
  const uuids = query.uids.length > 0 ? [...query.uids] : undefined;
  // The finishing methods and shipping services come from the process's cache at the versions the request read.
  const reading = atRequestVersions(db, user.referenceVersions);
  const finishingTable = await loadFinishingTable(reading);
  const { rows, totalCount } = await findSavedProductsPage(db, user, {
    keyword: query.keyword?.trim() || undefined,
    teamId: query.team_id,
    uuids,
    productType: query.product_type === 'all' ? undefined : query.product_type,
    sortBy: query.sort_by,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const reach = onePerOrigin(await findShippingReach(reading, user));
  return {
    saved_products: rows.map((row) => toSavedProductJson(row, secretKey, finishingTable, reach)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

export async function getSavedProduct(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  uuid: string,
): Promise<SavedProduct> {
  const row = await findSavedProductByUuid(db, user, uuid);
  if (!row) throw notFound('Saved product');
  return toSavedProductJson(row, secretKey, await loadFinishingTable(db), await findShippingReach(db, user));
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

async function findOwnSavedProduct(db: DatabaseOrTransaction, user: CurrentUser, uuid: string) {
  const row = await findSavedProductByUuid(db, user, uuid);
  if (!row) throw notFound('Saved product');
  return row;
}

/** PUT /api/saved_products/{uuid}: a new title and a team the caller has joined. */
export async function updateSavedProduct(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  uuid: string,
  body: UpdateSavedProductBody['saved_product'],
): Promise<SavedProduct> {
  const row = await findOwnSavedProduct(db, user, uuid);
  const team = await findTeamOfMember(db, user.id, body.team_id);
  if (!team) throw unprocessable(['Team must be one of your teams']);
  await updateSavedProductRow(db, row.id, { title: body.title, teamId: body.team_id });
  return toSavedProductJson(
    await findOwnSavedProduct(db, user, uuid),
    secretKey,
    await loadFinishingTable(db),
    await findShippingReach(db, user),
  );
}

/** PUT /api/saved_products/{uuid}/share: shared products are seen (and ordered) by every team of the company. */
export async function shareSavedProduct(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  uuid: string,
  isShared: boolean,
): Promise<SavedProduct> {
  const row = await findOwnSavedProduct(db, user, uuid);
  await updateSavedProductRow(db, row.id, { sharedAt: isShared ? (row.sharedAt ?? new Date()) : null });
  return toSavedProductJson(
    await findOwnSavedProduct(db, user, uuid),
    secretKey,
    await loadFinishingTable(db),
    await findShippingReach(db, user),
  );
}

/**
 * Deletes saved products the caller can see (all or none). One kept in an inventory is refused with 409;
 * cart lines made from it go with it (kart_items cascade) and placed orders keep their own copy.
 */
async function deleteVisibleSavedProducts(db: Database, user: CurrentUser, uuids: string[]): Promise<void> {
  const unique = [...new Set(uuids)];
  const rows = await findSavedProductsByUuids(db, user, unique);
  if (rows.length !== unique.length) throw notFound('Saved product');
  const ids = rows.map((row) => row.id);
  const kept = await findSavedProductIdsInInventories(db, ids);
  if (kept.length > 0) {
    const titles = rows.filter((row) => kept.includes(row.id)).map((row) => row.title);
    throw new AppError('conflict', 'This product is kept in an inventory', [
      `This product is kept in an inventory: ${titles.join(', ')}`,
    ]);
  }
  await deleteSavedProductRows(db, ids);
}

/** DELETE /api/saved_products: its creator or a person in charge; others who see it get 403. */
export async function deleteSavedProduct(db: Database, user: CurrentUser, uuid: string): Promise<void> {
  const row = await findOwnSavedProduct(db, user, uuid);
  if (!canDeleteSavedProduct(user, { user_id: row.userId })) {
    throw forbidden('Only its creator or a person in charge can delete this product.');
  }
  await deleteVisibleSavedProducts(db, user, [uuid]);
}

/** DELETE /api/saved_products/bulk_remove: the person in charge only (spec 02 section 6). */
export async function bulkRemoveSavedProducts(
  db: Database,
  user: CurrentUser,
  uuids: string[],
): Promise<void> {
  if (!canBulkRemoveSavedProducts(user)) {
    throw forbidden('Only the person in charge can remove several products at once.');
  }
  await deleteVisibleSavedProducts(db, user, uuids);
}

/** GET /api/saved_products/get_recommended_products: 'HANDPICKED FOR YOUR COMPANY'. */
export async function listRecommendedProducts(
  db: Database,
  secretKey: string,
  user: CurrentUser,
): Promise<RecommendedProduct[]> {
  const rows = await findRecommendedProducts(db, user.companyId);
  return rows.map((row) => ({
    id: row.uuid,
    title: row.title,
    sku: row.sku,
    description: row.description,
    brand_name: row.brandName,
    thumb_image: row.thumbUrl ? catalogueImageLink(secretKey, row.thumbUrl) : null,
    is_builder: row.isBuilder,
    sizes: row.sizes,
    colors: row.colors.map(({ value, title }) => ({ value, title })),
    pricing: row.pricing,
    price_range: priceRange(row.pricing),
    currency: row.currency,
    currency_symbol: row.currencySymbol,
    min_qty: row.minQty,
    is_saved: Boolean(row.isSaved),
  }));
}

/** The team new saved products go to: the caller's default team, else their first, else none. */
async function defaultTeamId(db: Database, user: CurrentUser): Promise<number | null> {
  const teams = await listTeams(db, user);
  return (teams.find((team) => team.is_default) ?? teams[0])?.id ?? null;
}

/**
 * POST /api/saved_products/convert_saved_products: copies recommended catalogue products (by product uuid)
 * into saved products, marked is_converted, in the caller's default team. All or none: one the company
 * already keeps answers 422 'This Product's Already In Your Products'.
 */
export async function convertSavedProducts(
  db: Database,
  secretKey: string,
  user: CurrentUser,
  productUuids: string[],
): Promise<SavedProduct[]> {
  const unique = [...new Set(productUuids)];
  const products = await findRecommendedProductsByUuids(db, user.companyId, unique);
  if (products.length !== unique.length) throw notFound('Recommended product');
  const teamId = await defaultTeamId(db, user);
  const ids = await db.transaction(async (tx) => {
    const saved = await findSavedCatalogueProductIds(
      tx,
      user.companyId,
      products.map((product) => product.id),
    );
    if (saved.length > 0) {
      const titles = products.filter((product) => saved.includes(product.id)).map((product) => product.title);
      throw new AppError('unprocessable', "This Product's Already In Your Products", [
        `This Product's Already In Your Products: ${titles.join(', ')}`,
      ]);
    }
    return insertSavedProductRows(
      tx,
      products.map((product) => ({
        companyId: user.companyId,
        userId: user.id,
        teamId,
        productId: product.id,
        title: product.title,
        sku: product.sku,
        thumbUrl: product.thumbUrl,
        apparelColor:
          product.colors.find((colour) => colour.title === 'White')?.title ??
          product.colors[0]?.title ??
          null,
        isConverted: true,
      })),
    );
  });
  const rows = await findSavedProductsByIds(db, user, ids);
  const [finishingTable, reach] = await Promise.all([loadFinishingTable(db), findShippingReach(db, user)]);
  return rows.map((row) => toSavedProductJson(row, secretKey, finishingTable, reach));
}

/** The placed artworks of a design, every face together: what its finishing surcharge is computed from. */
function decorationsOfDesign(design: Design): Decoration[] {
  return Object.values(design.faces).flatMap((face) => face.artworks);
}

function parseQuantities(json: string, sizes: string[]): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw unprocessable(['Quantities must be a JSON object of size to quantity.']);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw unprocessable(['Quantities must be a JSON object of size to quantity.']);
  }
  const problems: string[] = [];
  const quantities: Record<string, number> = {};
  for (const [size, value] of Object.entries(parsed)) {
    const quantity = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 0) {
      problems.push(`Quantity for ${size} must be a whole number.`);
    } else if (!sizes.includes(size)) problems.push(`Size ${size} is not available.`);
    else quantities[size] = quantity;
  }
  if (problems.length > 0) throw unprocessable(problems);
  return quantities;
}

/**
 * GET /api/kart_items/check_price: the saved product priced by the server as it would be in the caller's
 * cart (catalogue tiers over the pooled pieces, size add-ons, its design's printing), so the estimate is
 * what the cart then charges. Any price the client sends is never read.
 */
export async function checkSavedProductPrice(
  db: Database,
  user: CurrentUser,
  query: { product_id: string; qty_options: string },
): Promise<CheckPriceResponse> {
  const row = await findOwnSavedProduct(db, user, query.product_id);
  const quantities = parseQuantities(query.qty_options, row.product.sizes);
  const { price, product } = await estimateLineInCart(db, user, {
    productId: row.product.id,
    qtyOptions: quantities,
    design: row.design,
  });
  return toLinePriceJson(price, product);
}

/**
 * A saved product's price list rows: per tier the garment, the design's printing and the price per piece
 * they make (size add-ons on top), each amount with its currency code.
 */
function describePriceList(row: SavedProductRow, finishingTable: FinishingTable): PriceListProduct {
  const money = (amount: number) => formatMoneyWithCode(amount, row.product.currency);
  const printing = printingPerPiece(decorationsOfDesign(row.design), finishingTable);
  return {
    sku: row.sku,
    title: row.title,
    team: row.teamName ?? 'All teams',
    colours: row.product.colors.map((colour) => colour.title),
    tiers: listPriceTiers(row.product.pricing).map((tier) => ({
      quantity: tier.label,
      garment: money(tier.unitPrice),
      printing: money(printing),
      perPiece: money(tier.unitPrice + printing),
    })),
    addons: listSizeAddons(row.product.pricing, row.product.sizes).map(
      (addon) => `${addon.size} +${money(addon.addon)}`,
    ),
  };
}

/** GET /api/saved_products/price_list.pdf: the chosen saved products' price list, A4 portrait. */
export async function buildPriceListPdf(
  db: Database,
  user: CurrentUser,
  ids: readonly string[],
  timeZone: string,
): Promise<Buffer> {
  const uuids = [...new Set(ids)];
  const rows = await findSavedProductsByUuids(db, user, uuids);
  if (rows.length !== uuids.length) throw notFound('Saved product');
  rows.sort((a, b) => a.title.localeCompare(b.title));
  const finishingTable = await loadFinishingTable(db);
  return renderPriceListPdf({
    companyName: await findCompanyName(db, user.companyId),
    date: new Date(),
    timeZone,
    products: rows.map((row) => describePriceList(row, finishingTable)),
  });
}

/** GET /api/saved_products/{uuid}/price_list.csv: one row per quantity tier; cells neutralised for spreadsheets. */
export async function buildPriceListCsv(db: Database, user: CurrentUser, uuid: string) {
  const row = await findOwnSavedProduct(db, user, uuid);
  const list = describePriceList(row, await loadFinishingTable(db));
  const rows: Array<Array<string | number>> = [
    [
      'SKU',
      'Title',
      'Team',
      'Colours',
      'Quantity',
      'Garment',
      'Printing per piece',
      'Price per piece',
      'Size add-ons',
    ],
  ];
  for (const tier of list.tiers) {
    rows.push([
      list.sku,
      list.title,
      list.team,
      list.colours.join(', '),
      tier.quantity,
      tier.garment,
      tier.printing,
      tier.perPiece,
      list.addons.join(', '),
    ]);
  }
  return { title: row.title, text: formatCsv(rows) };
}
