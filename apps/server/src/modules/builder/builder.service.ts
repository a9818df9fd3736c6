import type { Artwork } from '@livery/api-schemas/artworks';
import type {
  BuilderResponse,
  LoadedArtwork,
  NameList,
  QuoteItemResponse,
} from '@livery/api-schemas/builder';
import type { KartItem, QuoteForm } from '@livery/api-schemas/cart';
import type { SavedProduct } from '@livery/api-schemas/saved-products';
import { pxToCm } from '@livery/domain/builder-geometry';
import { decorationSurcharge } from '@livery/domain/finishing';
import { countInvalidRows, qtyOptionsFromNameList } from '@livery/domain/name-list-quantities';
import { printSizeClass } from '@livery/domain/print-size';
import { checkBuilderRow, type RosterRow } from '@livery/domain/roster-rows';
import type { Database } from '../../db/database.ts';
import type { Design, EmployeeRow, PlacedArtwork } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { detectFileType } from '../../storage/file-type.ts';
import { NotAnSvgError } from '../../storage/not-an-svg-error.ts';
import { sanitiseSvgOffThread } from '../../storage/sanitise-svg-off-thread.ts';
import { getArtwork } from '../artworks/artworks.service.ts';
import {
  addCartLines,
  estimateLineInCart,
  findOwnKartItem,
  getKartItem,
  type NewCartLine,
  replaceCartLine,
  toLinePriceJson,
} from '../cart/cart.service.ts';
import {
  catalogueImageLink,
  findOfferedProduct,
  findProductsById,
  listFinishingMethods,
  loadFinishingTable,
  type ProductRow,
} from '../catalogue/catalogue.service.ts';
import { findInventoryIdOfCaller } from '../inventories/inventories.service.ts';
import { findVisibleSavedProduct, toSavedProductJson } from '../saved-products/saved-products.service.ts';
import { findShippingReach } from '../shipping/shipping.service.ts';
import { findJoinedTeam } from '../teams/teams.service.ts';
import {
  findKartItemEmployees,
  findNameListsOfCompany,
  findOrderItemPrints,
  findSavedProductDesign,
  insertNameList,
  insertSavedProductRow,
  type SavedProductDesignRow,
  updateSavedProductDesign,
} from './builder.repository.ts';
import { printAtTrueSize } from './true-size-print.ts';

/** What the builder service needs besides the database: the file store and the key that signs links. */
export interface BuilderDeps {
  db: Database;
  files: FileStore;
  secretKey: string;
}

const DEFAULT_COLOUR = 'White';

/** The colour a buyer starts with: White when the product has it (spec 02 section 9), else its first. */
function defaultColour(product: ProductRow): string {
  const titles = product.colors.map((colour) => colour.title);
  return titles.includes(DEFAULT_COLOUR) ? DEFAULT_COLOUR : (titles[0] ?? DEFAULT_COLOUR);
}

/** Placed artworks with the artwork's file, for the builder to draw; an artwork since removed is left out. */
async function loadPlacedArtworks(
  deps: BuilderDeps,
  user: CurrentUser,
  design: Design,
): Promise<Record<string, { artworks: LoadedArtwork[] }>> {
  const artworks = new Map<string, Artwork | null>();
  for (const face of Object.values(design.faces)) {
    for (const placed of face.artworks) {
      if (artworks.has(placed.artwork_id)) continue;
      const artwork = await getArtwork(deps, user, placed.artwork_id).catch(() => null);
      artworks.set(placed.artwork_id, artwork);
    }
  }
  return Object.fromEntries(
    Object.entries(design.faces).map(([alias, face]) => [
      alias,
      {
        artworks: face.artworks.flatMap((placed) => {
          const artwork = artworks.get(placed.artwork_id);
          return artwork ? [{ ...placed, artwork }] : [];
        }),
      },
    ]),
  );
}

/** What the buyer chose last time: a saved product's design, or a cart line's own (decision 25). */
type BuilderChoices = Pick<
  SavedProductDesignRow,
  'qtyOptions' | 'apparelColor' | 'mode' | 'employees' | 'design'
>;

async function toBuilderResponse(
  deps: BuilderDeps,
  user: CurrentUser,
  product: ProductRow,
  saved: { json: SavedProduct | null; title?: string; design: BuilderChoices } | null,
): Promise<BuilderResponse> {
  const methods = await listFinishingMethods(deps.db);
  const reach = await findShippingReach(deps.db, user);
  const link = (stored: string) => catalogueImageLink(deps.secretKey, stored);
  const options = product.colors.map(({ value, title }) => ({ value, title }));
  const qtys = Object.fromEntries(product.sizes.map((size) => [size, 0]));
  for (const [size, quantity] of Object.entries(saved?.design.qtyOptions ?? {})) {
    if (size in qtys) qtys[size] = quantity;
  }
  return {
    saved_product: saved?.json ?? null,
    product: {
      product_id: product.uuid,
      title: saved?.title ?? saved?.json?.title ?? product.title,
      sku: product.sku,
      brand_name: product.brandName,
      is_builder: product.isBuilder,
      description: product.description,
      size_chart: product.sizeChart,
      ...reach(product.originCountry),
      pricing: product.pricing,
      currency: product.currency,
      currency_symbol: product.currencySymbol,
      sizes: product.sizes,
      colors: product.colors.map((colour) => ({
        ...colour,
        ...(colour.images
          ? {
              images: Object.fromEntries(
                Object.entries(colour.images).map(([face, url]) => [face, link(url)]),
              ),
            }
          : {}),
      })),
      variations: { apparel_color: { title: 'Colour', options } },
      qty_options: { name: 'multi_select', options: product.sizes },
      user_options: {
        variations: { apparel_color: saved?.design.apparelColor ?? defaultColour(product) },
        qtys,
        mode: saved?.design.mode ?? 'normal',
        employees: (saved?.design.employees ?? []).map(toEmployeeJson),
        prints: saved ? await loadPlacedArtworks(deps, user, saved.design.design) : {},
      },
      min_qty: product.minQty,
      saved_product_id: saved?.json?.uuid ?? null,
      finishing_methods: methods
        .filter((method) => product.finishings.includes(method.key))
        .map((method) => ({ key: method.key, title: method.title, file_hint: method.fileHint })),
    },
    faces: product.faces.map((face) => ({ ...face, template_url: link(face.template_url) })),
    primary_image: product.thumbUrl ? link(product.thumbUrl) : null,
    product_images: product.images.map((image) => ({
      ...image,
      large_url: link(image.large_url),
      thumb_url: link(image.thumb_url),
    })),
  };
}

function toEmployeeJson(row: EmployeeRow): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]),
  );
}

/** The saved product and its design when the caller may see it; another company's or team's is 404. */
async function findSavedProductWithDesign(deps: BuilderDeps, user: CurrentUser, uuid: string) {
  const listed = await findVisibleSavedProduct(deps.db, user, uuid);
  if (!listed) throw notFound('Saved product');
  const design = await findSavedProductDesign(deps.db, user.companyId, listed.id);
  if (!design) throw notFound('Saved product');
  const product = (await findProductsById(deps.db, [design.productId])).get(design.productId);
  if (!product) throw notFound('Product');
  return { listed, design, product };
}

/** GET /api/saved_products/{uuid}: the saved product opened in the builder. */
export async function loadSavedProductForBuilder(deps: BuilderDeps, user: CurrentUser, uuid: string) {
  const { listed, design, product } = await findSavedProductWithDesign(deps, user, uuid);
  return toBuilderResponse(deps, user, product, {
    json: toSavedProductJson(
      listed,
      deps.secretKey,
      await loadFinishingTable(deps.db),
      await findShippingReach(deps.db, user),
    ),
    design,
  });
}

/** GET /api/products/{uuid}: a catalogue product still offered, opened in the builder (/design?product=). */
export async function loadProductForBuilder(deps: BuilderDeps, user: CurrentUser, uuid: string) {
  const product = await findOfferedProduct(deps.db, uuid);
  if (!product) throw notFound('Product');
  return toBuilderResponse(deps, user, product, null);
}

/** GET /api/kart_items/{uuid}/design: the caller's cart line opened in the builder with its own design. */
export async function loadKartItemForBuilder(deps: BuilderDeps, user: CurrentUser, uuid: string) {
  const line = await findOwnKartItem(deps.db, user, uuid);
  const product = (await findProductsById(deps.db, [line.productId])).get(line.productId);
  if (!product?.isActive) throw notFound('Product');
  return toBuilderResponse(deps, user, product, { json: null, title: line.title, design: line });
}

/** A quote checked against its product: the design with sizes measured by the server, and quantities. */
interface ResolvedQuote {
  product: ProductRow;
  saved: Awaited<ReturnType<typeof findSavedProductWithDesign>> | null;
  design: Design;
  qtyOptions: Record<string, number>;
  apparelColor: string;
  employees: EmployeeRow[];
  invalidRows: number;
}

async function resolveQuote(deps: BuilderDeps, user: CurrentUser, quote: QuoteForm): Promise<ResolvedQuote> {
  let saved: ResolvedQuote['saved'] = null;
  let product: ProductRow | undefined;
  if (quote.saved_product_id) {
    saved = await findSavedProductWithDesign(deps, user, quote.saved_product_id);
    product = saved.product;
  } else if (quote.product_id) {
    product = await findOfferedProduct(deps.db, quote.product_id);
    if (!product) throw notFound('Product');
  } else {
    throw unprocessable(['Choose a product to design']);
  }

  const problems: string[] = [];
  const colour = quote.variations?.apparel_color ?? saved?.design.apparelColor ?? defaultColour(product);
  if (product.colors.length > 0 && !product.colors.some((option) => option.title === colour)) {
    problems.push(`Colour ${colour} is not available.`);
  }

  const employees: EmployeeRow[] = quote.mode === 'pro' ? (quote.employees ?? []) : [];
  const rosterRows: RosterRow[] = employees.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value == null ? undefined : String(value)]),
    ),
  );
  const invalidRows = countInvalidRows(rosterRows.map((row) => checkBuilderRow(row, product.sizes)));
  const typed = quote.mode === 'pro' ? qtyOptionsFromNameList(rosterRows, product.sizes) : quote.qty_options;
  const qtyOptions: Record<string, number> = {};
  for (const [size, quantity] of Object.entries(typed)) {
    if (!product.sizes.includes(size)) problems.push(`Size ${size} is not available.`);
    else qtyOptions[size] = quantity;
  }

  const faces = new Map(product.faces.map((face) => [face.alias, face]));
  const design: Design = { faces: {} };
  for (const [alias, print] of Object.entries(quote.prints ?? {})) {
    const face = faces.get(alias);
    if (!face) {
      problems.push(`${alias} is not a face of ${product.title}.`);
      continue;
    }
    const seen = new Set<string>();
    const artworks: PlacedArtwork[] = [];
    for (const placed of print.artworks) {
      if (seen.has(placed.artwork_id)) {
        problems.push('This artwork already added!');
        continue;
      }
      seen.add(placed.artwork_id);
      // Another company's artwork answers 404, as if it did not exist.
      await getArtwork(deps, user, placed.artwork_id);
      if (!product.finishings.includes(placed.finishing)) {
        problems.push(`${placed.finishing} is not offered for ${product.title}.`);
      }
      // The real size, and so the print-size class and its surcharge, is measured here, not taken from the client.
      const widthCm = pxToCm(placed.width, face.pconfig.px_per_cm);
      const heightCm = pxToCm(placed.height, face.pconfig.px_per_cm);
      artworks.push({
        artwork_id: placed.artwork_id,
        left: placed.left,
        top: placed.top,
        width: placed.width,
        height: placed.height,
        angle: placed.angle,
        width_cm: widthCm,
        height_cm: heightCm,
        finishing: placed.finishing,
        colors_count: placed.colors_count,
        print_size: printSizeClass(widthCm, heightCm),
      });
    }
    if (artworks.length > 0) design.faces[alias] = { artworks };
  }
  if (problems.length > 0) throw unprocessable(problems);
  return { product, saved, design, qtyOptions, apparelColor: colour, employees, invalidRows };
}

/** POST /api/quote_items: the builder's subtotal, priced from the catalogue as it would be in the caller's cart. */
export async function priceQuote(
  deps: BuilderDeps,
  user: CurrentUser,
  quote: QuoteForm,
): Promise<QuoteItemResponse> {
  const resolved = await resolveQuote(deps, user, quote);
  const table = await loadFinishingTable(deps.db);
  const { price: line } = await estimateLineInCart(deps.db, user, {
    productId: resolved.product.id,
    qtyOptions: resolved.qtyOptions,
    design: resolved.design,
  });
  return {
    product: {
      ...toLinePriceJson(line, resolved.product),
      decoration_per_piece: line.decorationPerPiece,
      min_qty: resolved.product.minQty,
      is_min_met: line.totalQuantity >= resolved.product.minQty,
      artworks: Object.entries(resolved.design.faces).flatMap(([face, { artworks }]) =>
        artworks.map((placed) => ({
          face,
          artwork_id: placed.artwork_id,
          finishing: placed.finishing,
          print_size: placed.print_size,
          colors_count: placed.colors_count,
          per_piece: decorationSurcharge(table, placed),
        })),
      ),
    },
  };
}

/** Sanitises and stores each face's exported SVG; returns face alias -> file key. */
async function storePrintFiles(deps: BuilderDeps, design: Design, quote: QuoteForm) {
  const keys: Record<string, string> = {};
  for (const [alias, print] of Object.entries(quote.prints ?? {})) {
    if (!print.svg || !design.faces[alias]) continue;
    let clean: string;
    try {
      // Off the main thread: a face with embedded photos is large, and other requests must not wait.
      clean = await sanitiseSvgOffThread(print.svg);
    } catch (error) {
      if (error instanceof NotAnSvgError) throw unprocessable([`The ${alias} print is not an SVG.`]);
      throw error;
    }
    keys[alias] = await deps.files.save('prints', 'svg', Buffer.from(clean, 'utf8'));
  }
  return keys;
}

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/**
 * Stores the picture of the Front face the builder sent (the design's tile) under thumbs/; returns its
 * key, or null when none was sent. Its content must be a PNG whatever the data URL claims.
 */
async function storeDesignThumb(deps: BuilderDeps, quote: QuoteForm): Promise<string | null> {
  if (!quote.thumb_png) return null;
  const encoded = quote.thumb_png.startsWith(PNG_DATA_URL_PREFIX)
    ? quote.thumb_png.slice(PNG_DATA_URL_PREFIX.length)
    : '';
  const bytes = Buffer.from(encoded, 'base64');
  if (detectFileType(bytes)?.extension !== 'png') throw unprocessable(['The design picture is not a PNG.']);
  return deps.files.save('thumbs', 'png', bytes);
}

/** The inventory a cart line restocks (quote inventory_id): the caller's company's own, else 404. */
async function inventoryIdFor(
  deps: BuilderDeps,
  user: CurrentUser,
  inventoryUuid: string | null | undefined,
) {
  if (!inventoryUuid) return null;
  return findInventoryIdOfCaller(deps.db, user, inventoryUuid);
}

async function teamIdFor(deps: BuilderDeps, user: CurrentUser, teamUuid: string | null | undefined) {
  if (!teamUuid) return null;
  return (await findJoinedTeam(deps.db, user, teamUuid)).id;
}

/** POST /api/saved_products: the builder's design saved under a name and team (also Duplicate). */
export async function createSavedProductFromBuilder(deps: BuilderDeps, user: CurrentUser, quote: QuoteForm) {
  const title = quote.product_name?.trim();
  if (!title) throw unprocessable(['Name is required']);
  const resolved = await resolveQuote(deps, user, quote);
  const teamId = await teamIdFor(deps, user, quote.team_id);
  const printFiles = await storePrintFiles(deps, resolved.design, quote);
  const thumbKey = await storeDesignThumb(deps, quote);
  const { uuid } = await insertSavedProductRow(deps.db, {
    companyId: user.companyId,
    userId: user.id,
    teamId,
    productId: resolved.product.id,
    title,
    sku: resolved.product.sku,
    apparelColor: resolved.apparelColor,
    thumbUrl: thumbKey ?? resolved.saved?.design.thumbUrl ?? resolved.product.thumbUrl,
    design: resolved.design,
    printFiles,
    qtyOptions: resolved.qtyOptions,
    mode: quote.mode,
    employees: resolved.employees,
  });
  const listed = await findVisibleSavedProduct(deps.db, user, uuid);
  if (!listed) throw notFound('Saved product');
  return toSavedProductJson(
    listed,
    deps.secretKey,
    await loadFinishingTable(deps.db),
    await findShippingReach(deps.db, user),
  );
}

/** PUT /api/saved_products/{uuid}/design: Save on a saved product's page overwrites its design. */
export async function overwriteSavedProductDesign(
  deps: BuilderDeps,
  user: CurrentUser,
  uuid: string,
  quote: QuoteForm,
) {
  const resolved = await resolveQuote(deps, user, {
    ...quote,
    saved_product_id: uuid,
    product_id: undefined,
  });
  const saved = resolved.saved!;
  // Earlier print files stay: cart lines and orders made from the old version still point at them.
  const printFiles = await storePrintFiles(deps, resolved.design, quote);
  // The earlier tile stays stored too, for the same reason; a save without a picture keeps the old one.
  const thumbKey = await storeDesignThumb(deps, quote);
  await updateSavedProductDesign(deps.db, user.companyId, saved.design.id, {
    ...(thumbKey ? { thumbUrl: thumbKey } : {}),
    design: resolved.design,
    printFiles,
    qtyOptions: resolved.qtyOptions,
    mode: quote.mode,
    employees: resolved.employees,
    apparelColor: resolved.apparelColor,
  });
  const listed = await findVisibleSavedProduct(deps.db, user, uuid);
  if (!listed) throw notFound('Saved product');
  return toSavedProductJson(
    listed,
    deps.secretKey,
    await loadFinishingTable(deps.db),
    await findShippingReach(deps.db, user),
  );
}

/**
 * POST /api/kart_items: the builder's line (its design and name list) or the overview's quick add of a
 * saved product as it was saved. Priced by the cart from the catalogue.
 */
export async function addQuoteToCart(
  deps: BuilderDeps,
  user: CurrentUser,
  quote: QuoteForm,
): Promise<KartItem> {
  const resolved = await resolveQuote(deps, user, quote);
  if (quote.mode === 'pro' && resolved.invalidRows > 0) {
    throw unprocessable([`Please clear all invalid ${resolved.invalidRows} item(s) before adding to cart`]);
  }
  const isQuickAdd = quote.prints === undefined && resolved.saved !== null;
  const design = isQuickAdd ? resolved.saved!.design.design : resolved.design;
  const printFiles = isQuickAdd
    ? resolved.saved!.design.printFiles
    : await storePrintFiles(deps, resolved.design, quote);
  const employees =
    isQuickAdd && quote.mode !== 'pro' ? resolved.saved!.design.employees : resolved.employees;
  // Edit design on a cart line sends it back as product_type kart_items with its uuid in item_uid.
  const replacing =
    quote.product_type === 'kart_items' && quote.item_uid
      ? await findOwnKartItem(deps.db, user, quote.item_uid)
      : null;
  const inventoryId = quote.inventory_id
    ? await inventoryIdFor(deps, user, quote.inventory_id)
    : (replacing?.inventoryId ?? null);
  const thumbKey = isQuickAdd ? null : await storeDesignThumb(deps, quote);
  const line: NewCartLine = {
    productId: resolved.product.id,
    savedProductId: replacing ? replacing.savedProductId : (resolved.saved?.design.id ?? null),
    title: replacing?.title ?? resolved.saved?.listed.title ?? resolved.product.title,
    // The line keeps the saved product's tile (its key) as it was when added.
    thumbUrl: thumbKey ?? replacing?.thumbUrl ?? resolved.saved?.design.thumbUrl ?? resolved.product.thumbUrl,
    apparelColor: resolved.apparelColor,
    qtyOptions: resolved.qtyOptions,
    mode: employees.length > 0 ? 'pro' : quote.mode,
    design,
    printFiles,
    employees,
    inventoryId,
  };
  const row = replacing
    ? await replaceCartLine(deps.db, user, replacing.uuid, line)
    : (await addCartLines(deps.db, user, [line]))[0];
  return getKartItem(deps.db, user, row!.uuid, deps.secretKey);
}

function toNameListJson(row: Awaited<ReturnType<typeof insertNameList>>): NameList {
  return {
    uuid: row.uuid,
    title: row.title,
    rows: row.rows.map(toEmployeeJson),
    row_count: row.rows.length,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/name_lists: the company's kept name lists, newest first. */
export async function listNameLists(deps: BuilderDeps, user: CurrentUser) {
  const rows = await findNameListsOfCompany(deps.db, user.companyId);
  return { name_lists: rows.map(toNameListJson) };
}

export async function createNameList(
  deps: BuilderDeps,
  user: CurrentUser,
  values: { title: string; rows: EmployeeRow[] },
) {
  const row = await insertNameList(deps.db, { companyId: user.companyId, userId: user.id, ...values });
  return { name_list: toNameListJson(row) };
}

/** GET /api/employee_products: the name list of a saved product the caller may see, or of their cart line. */
export async function listEmployeeProducts(
  deps: BuilderDeps,
  user: CurrentUser,
  query: { item_uuid: string; model_name: 'saved_products' | 'kart_items' },
) {
  if (query.model_name === 'saved_products') {
    const { design } = await findSavedProductWithDesign(deps, user, query.item_uuid);
    return { employee_products: design.employees.map(toEmployeeJson) };
  }
  const line = await findKartItemEmployees(deps.db, user.id, query.item_uuid);
  if (!line) throw notFound('Cart item');
  return { employee_products: line.employees.map(toEmployeeJson) };
}

/** The provider's print file of one face of an order line, at true size, with a download name. */
export async function readPrintFile(deps: BuilderDeps, orderItemUuid: string, face: string) {
  const item = await findOrderItemPrints(deps.db, orderItemUuid);
  const key = item?.printFiles[face];
  const config = item?.faces.find((candidate) => candidate.alias === face)?.pconfig;
  if (!item || !key || !config) throw notFound('Print file');
  const svg = (await deps.files.read(key).catch(() => null))?.toString('utf8');
  if (!svg) throw new AppError('not_found', 'Print file not found');
  return {
    svg: printAtTrueSize(svg, config),
    fileName: `${item.sku}-${item.uuid.slice(0, 8)}-${face}.svg`,
  };
}

/** Quick adds neither store nor sign files; this store says so loudly if that ever changes. */
const NO_FILE_STORE: FileStore = {
  save: () => Promise.reject(new Error('A quick add stores no files')),
  read: () => Promise.reject(new Error('A quick add reads no files')),
  remove: () => Promise.reject(new Error('A quick add removes no files')),
  check: () => Promise.resolve(),
  keys: async function* () {},
  put: () => Promise.reject(new Error('A quick add writes no files')),
};

/** A saved product added to the cart as it was saved, with new quantities (the overview and the demo data). */
export function addSavedProductToCart(
  db: Database,
  user: CurrentUser,
  quote: Omit<QuoteForm, 'prints'> & { saved_product_id: string },
): Promise<KartItem> {
  return addQuoteToCart({ db, files: NO_FILE_STORE, secretKey: '' }, user, { ...quote, prints: undefined });
}
