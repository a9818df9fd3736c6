import { describe, expect, it } from 'vitest';
import { mapBulkOrderColumns } from './roster-columns.ts';
import { checkBulkOrderRow } from './roster-rows.ts';
import { BULK_ORDER_TEMPLATE_FILE_NAME, bulkOrderTemplateCsv } from './roster-template.ts';

describe('bulk order sample template', () => {
  it('is named as the spec says and holds the required fields in order', () => {
    expect(BULK_ORDER_TEMPLATE_FILE_NAME).toBe('mf-bulkorder-sample-template.csv');
    const [header] = bulkOrderTemplateCsv().split('\r\n');
    expect(header).toBe('staff_id,name,department,sex,product1_size,product1_qty,other_info');
  });

  it('maps back onto itself and its example row passes the checks, staff ID zeros kept', () => {
    // The example holds no quoted cells, so splitting on commas reads it as a CSV reader would.
    const [header = [], example = []] = bulkOrderTemplateCsv()
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const columns = mapBulkOrderColumns(header, 1);
    expect(columns).toEqual(header);
    const row = Object.fromEntries(columns.map((column, index) => [column!, example[index]]));
    expect(row.staff_id).toBe('000123');
    expect(checkBulkOrderRow(row, [{ title: 'Polo', sizes: ['S', 'M', 'L'] }]).valid).toBe(true);
  });
});
