import type { DownloadPaperworksBody } from '@livery/api-schemas/invoices';
import { downloadApiFile } from '../../../shared/api/download-file.ts';

/**
 * POST /api/orders/download_paperworks: the chosen orders' paperwork of the chosen kinds, saved as the zip the
 * server names (billing-<team>-<dates>.zip); `onProgress` hears the bytes received as the zip streams in.
 */
export function downloadPaperworks(
  body: DownloadPaperworksBody,
  options: { onProgress: (receivedBytes: number) => void; signal?: AbortSignal },
) {
  return downloadApiFile('orders/download_paperworks', {
    body,
    fallbackName: 'billing.zip',
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
