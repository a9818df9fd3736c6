import type { AdminProduct, ProductBody } from '@livery/api-schemas/catalogue';
import type { GarmentGroup } from '@livery/domain/entitlements';
import type { Pricing } from '@livery/domain/pricing';
import { type PrintAreaConfig, printAreaProblems } from '@livery/domain/print-area';
import { pricingProblems } from '@livery/domain/tier-pricing-rules';

/** A quantity tier as edited: either end may be blank while the provider types. */
export interface TierDraft {
  id: string;
  minQty: number | null;
  unitCents: number | null;
}

export interface FaceDraft {
  id: string;
  alias: string;
  template_url: string;
  pconfig: PrintAreaConfig;
}

export interface ColourDraft {
  id: string;
  value: string;
  title: string;
  images: Record<string, string>;
}

export interface PhotoDraft {
  id: string;
  /** The photo's id on the product; new photos get theirs when saved. */
  photoId?: number;
  color_code: string;
  large_url: string;
}

/** The product editor's working copy; nothing typed is lost when the server refuses a save. */
export interface ProductDraft {
  title: string;
  sku: string;
  description: string;
  brand_name: string;
  size_chart: string;
  product_type: string;
  is_builder: boolean;
  is_active: boolean;
  min_qty: number | null;
  sizes: string[];
  tiers: TierDraft[];
  addons: Record<string, number | null>;
  colors: ColourDraft[];
  finishings: string[];
  origin_country: string;
  garment_group: GarmentGroup | null;
  currency: string;
  faces: FaceDraft[];
  photos: PhotoDraft[];
  thumb_url: string | null;
}

let counter = 0;
/** A key for a row of the editor, stable while the row lives. */
export function newRowId(): string {
  counter += 1;
  return `row-${counter}`;
}

/** A face's starting print set-up: a chest panel in the middle of the canvas. */
export function defaultPrintConfig(): PrintAreaConfig {
  return {
    px_per_cm: 5.7,
    refpt: { x: 325, y: 240 },
    print_area: { left: 200, top: 240, width: 250, height: 290 },
  };
}

export function emptyDraft(): ProductDraft {
  return {
    title: '',
    sku: '',
    description: '',
    brand_name: '',
    size_chart: '',
    product_type: 'standard',
    is_builder: true,
    is_active: true,
    min_qty: 1,
    sizes: ['S', 'M', 'L', 'XL'],
    tiers: [{ id: newRowId(), minQty: 1, unitCents: null }],
    addons: {},
    colors: [{ id: newRowId(), value: '#ffffff', title: 'White', images: {} }],
    finishings: ['screenprint', 'embroidery'],
    origin_country: 'SG',
    garment_group: null,
    currency: 'SGD',
    faces: [],
    photos: [],
    thumb_url: null,
  };
}

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    title: product.title,
    sku: product.sku,
    description: product.description,
    brand_name: product.brand_name,
    size_chart: product.size_chart ?? '',
    product_type: product.product_type,
    is_builder: product.is_builder,
    is_active: product.is_active,
    min_qty: product.min_qty,
    sizes: product.sizes,
    tiers: Object.entries(product.pricing.qtys)
      .map(([threshold, unit]) => ({ id: newRowId(), minQty: Number(threshold), unitCents: unit }))
      .sort((a, b) => a.minQty - b.minQty),
    addons: { ...product.pricing.addons_size },
    colors: product.colors.map((colour) => ({ id: newRowId(), ...colour, images: { ...colour.images } })),
    finishings: product.finishings,
    origin_country: product.origin_country,
    garment_group: product.garment_group,
    currency: product.currency,
    faces: product.faces.map((face) => ({ id: newRowId(), ...face })),
    photos: product.images.map((image) => ({
      id: newRowId(),
      photoId: image.id,
      color_code: image.color_code,
      large_url: image.large_url,
    })),
    thumb_url: product.thumb_url,
  };
}

/** The pricing the draft describes: blank tiers and add-ons are left out. */
export function pricingOf(draft: ProductDraft): Pricing {
  const qtys: Record<string, number> = {};
  for (const tier of draft.tiers) {
    if (tier.minQty !== null && tier.unitCents !== null) qtys[String(tier.minQty)] = tier.unitCents;
  }
  const addons: Record<string, number> = {};
  for (const [size, extra] of Object.entries(draft.addons)) {
    if (extra !== null && extra > 0 && draft.sizes.includes(size)) addons[size] = extra;
  }
  return { qtys, addons_size: addons };
}

export function bodyOf(draft: ProductDraft): ProductBody {
  const aliases = new Set(draft.faces.map((face) => face.alias));
  return {
    title: draft.title,
    sku: draft.sku,
    description: draft.description,
    brand_name: draft.brand_name,
    size_chart: draft.size_chart || null,
    product_type: draft.product_type || 'standard',
    is_builder: draft.is_builder,
    is_active: draft.is_active,
    min_qty: draft.min_qty ?? 0,
    sizes: draft.sizes,
    colors: draft.colors.map((colour) => ({
      value: colour.value,
      title: colour.title,
      images: Object.fromEntries(Object.entries(colour.images).filter(([alias]) => aliases.has(alias))),
    })),
    pricing: pricingOf(draft),
    finishings: draft.finishings as ProductBody['finishings'],
    origin_country: draft.origin_country,
    garment_group: draft.garment_group,
    currency: draft.currency,
    faces: draft.faces.map(({ alias, template_url, pconfig }) => ({ alias, template_url, pconfig })),
    images: draft.photos.map((photo) => ({
      id: photo.photoId,
      color_code: photo.color_code,
      large_url: photo.large_url,
    })),
    thumb_url: draft.thumb_url,
  };
}

/** What must be fixed before saving, checked by the same domain rules the server applies. */
export function draftProblems(draft: ProductDraft): string[] {
  const problems: string[] = [];
  if (!draft.title.trim()) problems.push('Title is required');
  if (!draft.sku.trim()) problems.push('SKU is required');
  if (draft.min_qty === null || draft.min_qty < 1) problems.push('Minimum order is at least 1');
  if (draft.sizes.length === 0) problems.push('Add at least one size');
  if (draft.colors.length === 0) problems.push('Add at least one colour');
  if (draft.tiers.some((tier) => tier.minQty === null || tier.unitCents === null)) {
    problems.push('Fill in or remove the blank quantity tier');
  }
  problems.push(...pricingProblems(pricingOf(draft), draft.sizes));
  if (draft.is_builder && draft.faces.length === 0)
    problems.push('A builder product needs at least one face to design on');
  for (const face of draft.faces) {
    if (!face.template_url) problems.push(`${face.alias || 'Face'}: upload a template picture`);
    problems.push(...printAreaProblems(face.pconfig, face.alias || 'Face'));
  }
  return problems;
}
