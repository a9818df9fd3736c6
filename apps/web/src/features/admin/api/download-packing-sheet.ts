import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/admin/orders/{uuid}/locations/{locationId}/packing_sheet: one location's packing sheet PDF. */
export function downloadPackingSheet(
  orderUuid: string,
  locationId: string,
  locationName: string,
): Promise<void> {
  return downloadApiFile(`admin/orders/${orderUuid}/locations/${locationId}/packing_sheet`, {
    fallbackName: `packing-${locationName}.pdf`,
  });
}
