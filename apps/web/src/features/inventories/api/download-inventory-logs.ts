import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/inventories/{uuid}/logs.csv: the activity feed. */
export function downloadInventoryLogs(uuid: string) {
  return downloadApiFile(`inventories/${uuid}/logs.csv`, { fallbackName: 'inventory-activity.csv' });
}
