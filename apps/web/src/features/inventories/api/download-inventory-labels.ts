import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/inventories/labels.pdf: the A4 QR label sheet of the chosen items. */
export function downloadInventoryLabels(uuids: string[]) {
  return downloadApiFile('inventories/labels.pdf', {
    query: { ids: uuids.join(',') },
    fallbackName: 'inventory-labels.pdf',
  });
}
