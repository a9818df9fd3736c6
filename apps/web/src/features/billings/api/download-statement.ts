import { downloadApiFile } from '../../../shared/api/download-file.ts';

/** GET /api/billings/statement.pdf, saved under the name the server gives (statement-<day>.pdf). */
export function downloadStatement() {
  return downloadApiFile('billings/statement.pdf', { fallbackName: 'statement.pdf' });
}
