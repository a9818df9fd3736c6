/** The recommended products' keys. */
export const recommendedProductKeys = {
  all: ['recommended-products'] as const,
};
