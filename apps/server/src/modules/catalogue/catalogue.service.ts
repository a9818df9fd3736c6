import type {
  AdminProduct,
  adminProductsQuery,
  finishingMethodBody,
  productBody,
  recommendedProductsBody,
} from '@livery/api-schemas/catalogue';
import type { FinishingSurcharges } from '@livery/domain/finishing';
import { formatPriceRange } from '@livery/domain/pricing';
import type { z } from 'zod';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReference, cachedReferenceByKey } from '../../db/reference-cache.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { signFileUrl } from '../../storage/signed-file-urls.ts';
import {
  deleteProductRow,
  type FinishingMethodRow,
  findActiveProductByUuid,
  findCatalogueProductByUuid,
  findCatalogueProductsPage,
  findCustomerCompanies,
  findCustomerCompany,
  findFinishingMethods,
  findProductBySku,
  findProductsByIds,
  findProductsByUuids,
  findRecommendedRows,
  insertProductRow,
  type NewProductRow,
  type ProductRow,
  replaceRecommendedRows,
  updateFinishingMethodRow,
  updateProductRow,
} from './catalogue.repository.ts';

export type { ProductRow };

/** Uploaded catalogue pictures live in this folder of the file store. */
export const CATALOGUE_IMAGE_FOLDER = 'catalogue';

/** The finishing methods, read once per process and catalogue change in a checkout (decision 164). */
const cachedFinishingMethods = cachedReference('finishing_methods', findFinishingMethods);

/** Finishing key -> its surcharges: the table every designed line is priced with. */
export async function loadFinishingTable(
  db: DatabaseOrTransaction,
): Promise<Record<string, FinishingSurcharges>> {
  const methods = await cachedFinishingMethods(db);
  return Object.fromEntries(methods.map((method) => [method.key, method.surcharges]));
}

export function listFinishingMethods(db: DatabaseOrTransaction): Promise<readonly FinishingMethodRow[]> {
  return cachedFinishingMethods(db);
}

/** Products asked for by a checkout, kept per process until the catalogue changes (decision 164). */
const PRODUCTS_KEPT = 5000;
const cachedProducts = cachedReferenceByKey(
  'products',
  async (db, ids: number[]) => new Map((await findProductsByIds(db, ids)).map((row) => [row.id, row])),
  PRODUCTS_KEPT,
);

/** Catalogue products by id, archived ones included: lines already made keep their product. */
export function findProductsById(db: DatabaseOrTransaction, ids: number[]): Promise<Map<number, ProductRow>> {
  return cachedProducts(db, ids);
}

/** A product still offered to customers, by its uuid. */
export function findOfferedProduct(db: DatabaseOrTransaction, uuid: string) {
  return findActiveProductByUuid(db, uuid);
}

/**
 * A product picture as the browser can open it: demo drawings are static files under /catalogue/, an
 * uploaded picture is stored by key and answered with a signed link. Anyone showing product pictures uses it.
 */
export function catalogueImageLink(secretKey: string, stored: string): string {
  return stored.startsWith('/') ? stored : signFileUrl(secretKey, stored);
}

/** The stored form of a picture the console sent back: the static path, or the key inside a signed link. */
function storedImage(link: string): string {
  if (link.startsWith('/catalogue/')) return link;
  const key = link.slice('/api/files/'.length).split('?')[0] ?? '';
  if (!key.startsWith(`${CATALOGUE_IMAGE_FOLDER}/`)) throw unprocessable(['Upload the picture again']);
  return key;
}

/** GET /api/products/get_finishings: what the builder offers and what each adds per piece. */
export async function listFinishings(db: DatabaseOrTransaction) {
  const methods = await findFinishingMethods(db);
  return { finishings: methods.map(finishingJson) };
}

function finishingJson(method: Awaited<ReturnType<typeof findFinishingMethods>>[number]) {
  return {
    key: method.key,
    title: method.title,
    file_hint: method.fileHint,
    position: method.position,
    surcharges: method.surcharges,
  };
}

/** Sets a finishing method's title, file hint and surcharges; prices of lines not yet ordered follow. */
export async function updateFinishingMethod(
  db: DatabaseOrTransaction,
  key: string,
  body: z.output<typeof finishingMethodBody>,
) {
  const row = await updateFinishingMethodRow(db, key, {
    title: body.title,
    fileHint: body.file_hint,
    surcharges: body.surcharges as FinishingSurcharges,
  });
  if (!row) throw notFound('Finishing method');
  return { message: 'Finishing method updated', finishing: finishingJson(row) };
}

function productJson(secretKey: string, row: ProductRow, usageCount: number): AdminProduct {
  const link = (stored: string) => catalogueImageLink(secretKey, stored);
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    sku: row.sku,
    description: row.description,
    brand_name: row.brandName,
    size_chart: row.sizeChart,
    product_type: row.productType,
    is_builder: row.isBuilder,
    is_active: row.isActive,
    min_qty: row.minQty,
    sizes: row.sizes,
    colors: row.colors.map((colour) => ({
      value: colour.value,
      title: colour.title,
      images: Object.fromEntries(
        Object.entries(colour.images ?? {}).map(([alias, url]) => [alias, link(url)]),
      ),
    })),
    pricing: row.pricing,
    finishings: row.finishings,
    origin_country: row.originCountry,
    garment_group: row.garmentGroup,
    faces: row.faces.map((face) => ({ ...face, template_url: link(face.template_url) })),
    images: row.images.map((image) => ({
      ...image,
      large_url: link(image.large_url),
      thumb_url: link(image.thumb_url),
    })),
    thumb_url: row.thumbUrl ? link(row.thumbUrl) : null,
    currency: row.currency,
    currency_symbol: row.currencySymbol,
    usage_count: usageCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The provider's catalogue, archived products last, filtered by title or SKU. */
export async function listCatalogueProducts(
  db: Database,
  secretKey: string,
  query: z.output<typeof adminProductsQuery>,
) {
  const { rows, totalCount } = await findCatalogueProductsPage(db, {
    keyword: query.keyword || undefined,
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    products: rows.map((row) => productJson(secretKey, row.product, row.usageCount)),
    meta: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.max(1, Math.ceil(totalCount / query.per_page)),
      total_count: totalCount,
    },
  };
}

export async function getCatalogueProduct(db: DatabaseOrTransaction, secretKey: string, uuid: string) {
  const row = await findCatalogueProductByUuid(db, uuid);
  if (!row) throw notFound('Product');
  return { product: productJson(secretKey, row.product, row.usageCount) };
}

function productValues(body: z.output<typeof productBody>): Omit<NewProductRow, 'id' | 'uuid' | 'createdAt'> {
  const colourTitle = new Map(body.colors.map((colour) => [colour.value, colour.title]));
  return {
    title: body.title,
    sku: body.sku,
    description: body.description,
    brandName: body.brand_name,
    sizeChart: body.size_chart,
    productType: body.product_type,
    isBuilder: body.is_builder,
    isActive: body.is_active,
    minQty: body.min_qty,
    sizes: body.sizes,
    colors: body.colors.map((colour) => ({
      value: colour.value,
      title: colour.title,
      images: Object.fromEntries(
        Object.entries(colour.images).map(([alias, link]) => [alias, storedImage(link)]),
      ),
    })),
    pricing: { qtys: body.pricing.qtys, addons_size: body.pricing.addons_size },
    finishings: body.finishings,
    originCountry: body.origin_country,
    garmentGroup: body.garment_group,
    currency: body.currency,
    faces: body.faces.map((face) => ({ ...face, template_url: storedImage(face.template_url) })),
    images: photoIds(body.images).map((id, index) => {
      const photo = photoOf(body.images[index]!);
      return { ...photo, id, color_title: photo.color_title || colourTitle.get(photo.color_code) || '' };
    }),
    thumbUrl: body.thumb_url ? storedImage(body.thumb_url) : null,
  };
}

/** Photo ids: each one sent back is kept; new photos (and repeats) get the next unused numbers. */
function photoIds(images: Array<{ id?: number }>): number[] {
  const seen = new Set<number>();
  let next = Math.max(0, ...images.map((image) => image.id ?? 0));
  return images.map((image) => {
    if (image.id !== undefined && !seen.has(image.id)) {
      seen.add(image.id);
      return image.id;
    }
    next += 1;
    seen.add(next);
    return next;
  });
}

function photoOf(image: z.output<typeof productBody>['images'][number]) {
  return {
    color_code: image.color_code.toLowerCase(),
    color_title: image.color_title,
    image_type: 'sub' as const,
    large_url: storedImage(image.large_url),
    thumb_url: storedImage(image.large_url),
  };
}

async function assertSkuFree(db: DatabaseOrTransaction, sku: string, exceptUuid?: string) {
  const holder = await findProductBySku(db, sku, exceptUuid);
  if (holder) throw new AppError('conflict', `SKU ${sku} is already used by ${holder.title}`);
}

export async function createCatalogueProduct(
  db: DatabaseOrTransaction,
  secretKey: string,
  body: z.output<typeof productBody>,
) {
  await assertSkuFree(db, body.sku);
  const row = await insertProductRow(db, productValues(body));
  return { message: 'Product created', product: productJson(secretKey, row, 0) };
}

export async function updateCatalogueProduct(
  db: DatabaseOrTransaction,
  secretKey: string,
  uuid: string,
  body: z.output<typeof productBody>,
) {
  const existing = await findCatalogueProductByUuid(db, uuid);
  if (!existing) throw notFound('Product');
  await assertSkuFree(db, body.sku, uuid);
  const row = await updateProductRow(db, uuid, productValues(body));
  return { message: 'Product saved', product: productJson(secretKey, row!, existing.usageCount) };
}

/** Deletes a product nobody has used; one on saved products, carts or orders is archived instead. */
export async function removeCatalogueProduct(db: DatabaseOrTransaction, uuid: string) {
  const existing = await findCatalogueProductByUuid(db, uuid);
  if (!existing) throw notFound('Product');
  if (existing.usageCount > 0) {
    await updateProductRow(db, uuid, { isActive: false });
    return {
      outcome: 'archived' as const,
      message:
        'Product archived: saved products or orders use it, so it is kept for them and offered to nobody new.',
    };
  }
  await deleteProductRow(db, uuid);
  return { outcome: 'deleted' as const, message: 'Product deleted.' };
}

/** Pictures must not carry anything that runs or reaches out: they are shown to every buyer. */
const UNSAFE_SVG_PATTERNS: Array<[RegExp, string]> = [
  [/<script/i, 'a script'],
  [/\son[a-z]+\s*=/i, 'an event handler'],
  [/<foreignObject/i, 'embedded HTML'],
  [
    /href\s*=\s*(?:"\s*(?!#|data:image\/)|'\s*(?!#|data:image\/)|(?!["'#]|data:image\/))/i,
    'a link to another file',
  ],
  [
    /url\(\s*(?:"\s*(?!#|data:image\/)|'\s*(?!#|data:image\/)|(?!["'#\s]|data:image\/))/i,
    'a link to another file',
  ],
  [/@import/i, 'a link to another file'],
  [/<!ENTITY/i, 'an entity declaration'],
];

/** Checks an SVG before it is stored: the whole reason, or nothing. */
export function unsafeSvgReason(text: string): string | undefined {
  return UNSAFE_SVG_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
}

const CATALOGUE_IMAGE_EXTENSIONS = ['png', 'jpg', 'svg'] as const;

function isCatalogueImageExtension(
  value: string | undefined,
): value is (typeof CATALOGUE_IMAGE_EXTENSIONS)[number] {
  return (CATALOGUE_IMAGE_EXTENSIONS as readonly (string | undefined)[]).includes(value);
}

/** Stores a product picture (png, jpg or svg by content) and answers its link. */
export async function saveCatalogueImage(
  files: FileStore,
  secretKey: string,
  detected: { extension: string } | undefined,
  bytes: Buffer,
) {
  const extension = detected?.extension;
  if (!isCatalogueImageExtension(extension)) {
    throw unprocessable(['Upload a PNG, JPG or SVG picture']);
  }
  if (extension === 'svg') {
    const reason = unsafeSvgReason(bytes.toString('utf8'));
    if (reason) throw unprocessable([`This SVG carries ${reason}; save it without and upload it again`]);
  }
  const key = await files.save(CATALOGUE_IMAGE_FOLDER, extension, bytes);
  return { url: catalogueImageLink(secretKey, key), extension };
}

function companyJson(company: { id: number; name: string; plan: string }, recommendedCount: number) {
  return { id: company.id, name: company.name, plan: company.plan, recommended_count: recommendedCount };
}

export async function listCustomerCompanies(db: DatabaseOrTransaction) {
  const rows = await findCustomerCompanies(db);
  return { companies: rows.map((row) => companyJson(row, row.recommendedCount)) };
}

/** A company's hand-picked products, in the order the company sees them. */
export async function listRecommendedForCompany(
  db: DatabaseOrTransaction,
  secretKey: string,
  companyId: number,
) {
  const company = await findCustomerCompany(db, companyId);
  if (!company) throw notFound('Company');
  const rows = await findRecommendedRows(db, companyId);
  return {
    company: companyJson(company, rows.length),
    recommended_products: rows.map((row, position) => ({
      position,
      product: {
        uuid: row.product.uuid,
        title: row.product.title,
        sku: row.product.sku,
        thumb_url: row.product.thumbUrl ? catalogueImageLink(secretKey, row.product.thumbUrl) : null,
        is_active: row.product.isActive,
        price_range: formatPriceRange(row.product.pricing, row.product.currency),
      },
    })),
  };
}

/** Replaces the company's hand-picked list; an archived product may stay but not be newly added. */
export async function replaceRecommendedForCompany(
  db: Database,
  secretKey: string,
  companyId: number,
  body: z.output<typeof recommendedProductsBody>,
) {
  const company = await findCustomerCompany(db, companyId);
  if (!company) throw notFound('Company');
  const found = await findProductsByUuids(db, body.product_uuids);
  const byUuid = new Map(found.map((row) => [row.uuid, row]));
  const missing = body.product_uuids.filter((uuid) => !byUuid.has(uuid));
  if (missing.length > 0) throw notFound('Product');
  const current = new Set((await findRecommendedRows(db, companyId)).map((row) => row.product.uuid));
  const newlyArchived = found.filter((row) => !row.isActive && !current.has(row.uuid));
  if (newlyArchived.length > 0) {
    throw unprocessable(newlyArchived.map((row) => `${row.title} is archived and cannot be recommended`));
  }
  await db.transaction(async (tx) =>
    replaceRecommendedRows(
      tx,
      companyId,
      body.product_uuids.map((uuid) => byUuid.get(uuid)!.id),
    ),
  );
  return {
    ...(await listRecommendedForCompany(db, secretKey, companyId)),
    message: 'Recommended products saved',
  };
}
