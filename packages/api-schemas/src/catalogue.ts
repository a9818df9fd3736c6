import { GARMENT_GROUPS } from '@livery/domain/entitlements';
import { FINISHING_KEYS, PRINT_SIZE_CLASSES } from '@livery/domain/finishing';
import { printAreaProblems } from '@livery/domain/print-area';
import { pricingProblems } from '@livery/domain/tier-pricing-rules';
import { z } from 'zod';
import { databaseId, databaseIdText, databaseInteger, listMeta, pageNumber } from './common.ts';

/** Colour counts a surcharge is set for: '1'..'4', and '99' meaning more than four. */
export const SURCHARGE_COLOUR_KEYS = ['1', '2', '3', '4', '99'] as const;

const wholeCents = databaseInteger('Prices must be whole cents').min(0, 'Prices cannot be negative');

/** Surcharges of one finishing method, cents per piece by print size and colour count. */
export const finishingSurcharges = z.object(
  Object.fromEntries(
    PRINT_SIZE_CLASSES.map((size) => [
      size,
      z.object(Object.fromEntries(SURCHARGE_COLOUR_KEYS.map((count) => [count, wholeCents]))),
    ]),
  ) as Record<(typeof PRINT_SIZE_CLASSES)[number], z.ZodObject<Record<string, typeof wholeCents>>>,
);

export const finishingMethod = z.object({
  key: z.string(),
  title: z.string(),
  file_hint: z.string(),
  position: z.number().int(),
  surcharges: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type FinishingMethod = z.infer<typeof finishingMethod>;

/** GET /api/products/get_finishings and GET /api/admin/finishing_methods. */
export const finishingsResponse = z.object({ finishings: z.array(finishingMethod) });

/** PUT /api/admin/finishing_methods/{key}. */
export const finishingMethodBody = z.object({
  title: z.string().trim().min(1, 'Title is required').max(100),
  file_hint: z.string().trim().max(200).default(''),
  surcharges: finishingSurcharges,
});
export const finishingKeyParams = z.object({ key: z.enum(FINISHING_KEYS) });
export const finishingMethodResponse = z.object({ message: z.string(), finishing: finishingMethod });

/**
 * A picture of the catalogue as the console sends it back: a demo drawing under /catalogue/, or the link
 * `POST /api/admin/catalogue_images` answered with (the server keeps only the stored file's key).
 */
export const catalogueImageRef = z
  .string()
  .max(1000)
  .regex(
    /^(\/catalogue\/[a-z0-9-]+\.(svg|png|jpg)|\/api\/files\/catalogue\/[0-9a-f]{32}\.(svg|png|jpg)\?.*)$/,
    'Upload the picture again: it is not one of the catalogue’s pictures',
  );

const printConfig = z.object({
  px_per_cm: z.number().positive('Pixels per cm must be more than 0').max(100),
  refpt: z.object({ x: z.number(), y: z.number() }),
  print_area: z.object({
    left: z.number().int(),
    top: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

const faceAlias = z.string().trim().min(1, 'Face name is required').max(40);

const productFace = z.object({ alias: faceAlias, template_url: catalogueImageRef, pconfig: printConfig });

const productColour = z.object({
  value: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Colour value must be a hex colour such as #1f3a5f')
    .transform((value) => value.toLowerCase()),
  title: z.string().trim().min(1, 'Colour name is required').max(60),
  images: z.record(faceAlias, catalogueImageRef).default({}),
});

const productPhoto = z.object({
  /** Kept from the product as read, so that a design or cart line pointing at a photo keeps pointing at it. */
  id: databaseId.optional(),
  color_code: z.string().trim().max(20).default(''),
  color_title: z.string().trim().max(60).default(''),
  large_url: catalogueImageRef,
});

const tierCents = z.record(z.string().max(12), z.number());

/** POST /api/admin/products and PUT /api/admin/products/{uuid}: the whole product as the provider edits it. */
export const productBody = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(200),
    sku: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'SKU is required')
      .max(60)
      .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'SKU may hold only letters, digits, dots, dashes and underscores'),
    description: z.string().trim().max(5000).default(''),
    brand_name: z.string().trim().max(200).default(''),
    size_chart: z
      .string()
      .trim()
      .max(5000)
      .nullish()
      .transform((value) => value || null),
    product_type: z.string().trim().min(1).max(40).default('standard'),
    is_builder: z.boolean(),
    is_active: z.boolean().default(true),
    min_qty: databaseInteger('Minimum order must be a whole number').min(1, 'Minimum order is at least 1'),
    sizes: z
      .array(z.string().trim().min(1, 'A size cannot be empty').max(20))
      .min(1, 'Add at least one size')
      .max(30),
    colors: z.array(productColour).min(1, 'Add at least one colour').max(40),
    pricing: z.object({ qtys: tierCents, addons_size: tierCents.default({}) }),
    finishings: z.array(z.enum(FINISHING_KEYS)).max(FINISHING_KEYS.length).default([]),
    origin_country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Origin country must be a two-letter country code'),
    /** The garment group a programme's allocation may name ("any top"); null: by saved product only. */
    garment_group: z.enum(GARMENT_GROUPS, { error: 'Choose a garment group' }).nullable().default(null),
    /** ISO 4217 code of the prices, shown where amounts of different countries meet. */
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Currency must be a three-letter ISO 4217 code')
      .default('SGD'),
    faces: z.array(productFace).max(8).default([]),
    images: z.array(productPhoto).max(20).default([]),
    thumb_url: catalogueImageRef.nullish().transform((value) => value ?? null),
  })
  .superRefine((product, context) => {
    const problem = (message: string, path: string[]) => context.addIssue({ code: 'custom', message, path });
    for (const message of pricingProblems(product.pricing, product.sizes)) problem(message, ['pricing']);
    if (new Set(product.sizes).size !== product.sizes.length)
      problem('Each size may be listed once', ['sizes']);
    const aliases = product.faces.map((face) => face.alias);
    if (new Set(aliases).size !== aliases.length) problem('Each face needs its own name', ['faces']);
    if (new Set(product.colors.map((colour) => colour.title)).size !== product.colors.length) {
      problem('Each colour needs its own name', ['colors']);
    }
    if (new Set(product.finishings).size !== product.finishings.length) {
      problem('Each finishing may be chosen once', ['finishings']);
    }
    if (product.is_builder && product.faces.length === 0) {
      problem('A builder product needs at least one face to design on', ['faces']);
    }
    if (product.is_builder && product.finishings.length === 0) {
      problem('A builder product needs at least one finishing method', ['finishings']);
    }
    for (const face of product.faces) {
      for (const message of printAreaProblems(face.pconfig, face.alias)) problem(message, ['faces']);
    }
    for (const colour of product.colors) {
      for (const alias of Object.keys(colour.images)) {
        if (!aliases.includes(alias)) {
          problem(`${colour.title}: the picture for ${alias} belongs to no face of the product`, ['colors']);
        }
      }
    }
  });
export type ProductBody = z.input<typeof productBody>;

/** A catalogue product as the console shows it. Picture fields hold links the browser can open. */
export const adminProduct = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  sku: z.string(),
  description: z.string(),
  brand_name: z.string(),
  size_chart: z.string().nullable(),
  product_type: z.string(),
  is_builder: z.boolean(),
  is_active: z.boolean(),
  min_qty: z.number().int(),
  sizes: z.array(z.string()),
  colors: z.array(
    z.object({ value: z.string(), title: z.string(), images: z.record(z.string(), z.string()) }),
  ),
  pricing: z.object({
    qtys: z.record(z.string(), z.number().int()),
    addons_size: z.record(z.string(), z.number().int()),
  }),
  finishings: z.array(z.string()),
  origin_country: z.string(),
  garment_group: z.enum(GARMENT_GROUPS).nullable(),
  currency: z.string(),
  faces: z.array(
    z.object({
      alias: z.string(),
      template_url: z.string(),
      pconfig: z.object({
        px_per_cm: z.number(),
        refpt: z.object({ x: z.number(), y: z.number() }),
        print_area: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }),
      }),
    }),
  ),
  images: z.array(
    z.object({
      id: z.number().int(),
      color_code: z.string(),
      color_title: z.string(),
      image_type: z.enum(['sub', 'face']),
      large_url: z.string(),
      thumb_url: z.string(),
    }),
  ),
  thumb_url: z.string().nullable(),
  currency_symbol: z.string(),
  /** Saved products, cart lines and order lines made from it: such a product is archived, never deleted. */
  /** Saved products, cart and order lines using it, counted up to USAGE_COUNT_CAP. */
  usage_count: z.number().int(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductsQuery = z.object({
  keyword: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'archived', 'all']).default('all'),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminProductsResponse = z.object({ products: z.array(adminProduct), meta: listMeta });
export const adminProductResponse = z.object({ message: z.string().optional(), product: adminProduct });
export const removeProductResponse = z.object({
  message: z.string(),
  outcome: z.enum(['deleted', 'archived']),
});

/** POST /api/admin/catalogue_images: the stored picture's link, to put into a product. */
export const catalogueImageResponse = z.object({
  url: z.string(),
  extension: z.enum(['svg', 'png', 'jpg']),
});

/** A customer company the provider may hand-pick products for. */
export const customerCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  plan: z.string(),
  recommended_count: z.number().int(),
});
export const customerCompaniesResponse = z.object({ companies: z.array(customerCompany) });
export const companyIdParams = z.object({ id: databaseIdText });

/** One hand-picked product of a company, in the order the company sees them. */
export const recommendedEntry = z.object({
  position: z.number().int(),
  product: z.object({
    uuid: z.string(),
    title: z.string(),
    sku: z.string(),
    thumb_url: z.string().nullable(),
    is_active: z.boolean(),
    price_range: z.string(),
  }),
});
export const recommendedProductsResponse = z.object({
  message: z.string().optional(),
  company: customerCompany,
  recommended_products: z.array(recommendedEntry),
});
/** PUT /api/admin/customer_companies/{id}/recommended_products: the whole ordered list; add, remove, reorder. */
export const recommendedProductsBody = z.object({
  product_uuids: z
    .array(z.uuid())
    .max(60, 'At most 60 recommended products')
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may be recommended once'),
});
export type CustomerCompany = z.infer<typeof customerCompany>;
export type RecommendedList = z.infer<typeof recommendedProductsResponse>;

/** A product's uses are counted up to this many (the console shows "1,000+"), so the list stays cheap. */
export const USAGE_COUNT_CAP = 1_000;
