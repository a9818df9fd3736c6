import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/saved_products/price_list.pdf for the chosen products (mf-products-price-list.pdf). */
export function downloadPriceListPdf(uuids: string[]) {
  return downloadApiFile('saved_products/price_list.pdf', {
    query: { ids: uuids.join(',') },
    fallbackName: 'mf-products-price-list.pdf',
  });
}
