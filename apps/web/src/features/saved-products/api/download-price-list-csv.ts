import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/saved_products/{uuid}/price_list.csv, named after the product. */
export function downloadPriceListCsv(product: { uuid: string; title: string }) {
  return downloadApiFile(`saved_products/${product.uuid}/price_list.csv`, {
    fallbackName: `${product.title}.csv`,
  });
}
