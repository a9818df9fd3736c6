import type { QuoteForm } from '@livery/api-schemas/cart';

/**
 * What the builder opens: a saved product (GET /api/saved_products/{uuid}), a catalogue product, or a
 * cart line with its own design (GET /api/kart_items/{uuid}/design).
 */
export type BuilderSource =
  | { kind: 'saved'; uuid: string }
  | { kind: 'product'; uuid: string }
  | { kind: 'kart_item'; uuid: string };

/** The builder's query keys. */
export const builderKeys = {
  product: (source: BuilderSource | null) => ['builder-product', source] as const,
  quotePrice: (quote: QuoteForm | null) => ['quote-price', quote] as const,
  nameLists: ['name-lists'] as const,
  garmentImage: (templateUrl: string | undefined, colour: string | undefined) =>
    ['garment-image', templateUrl, colour] as const,
};
