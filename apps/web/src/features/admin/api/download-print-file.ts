import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/admin/order_items/{uuid}/prints/{face}: the face's print file at true size, downloaded. */
export function downloadPrintFile(orderItemUuid: string, face: string): Promise<void> {
  return downloadApiFile(`admin/order_items/${orderItemUuid}/prints/${encodeURIComponent(face)}`, {
    fallbackName: `${face}.svg`,
  });
}
