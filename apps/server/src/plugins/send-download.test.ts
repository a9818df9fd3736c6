import { describe, expect, it } from 'vitest';
import { contentDisposition } from './send-download.ts';

describe('contentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(contentDisposition('INV-2026-000006.pdf')).toBe('attachment; filename="INV-2026-000006.pdf"');
  });

  it("gives a name in another script in ASCII and, whole, in UTF-8 (a Thai location's packing sheet)", () => {
    const header = contentDisposition('LV-2026-000001-packing-สาขาสีลม.pdf');
    expect(header).toBe(
      `attachment; filename="LV-2026-000001-packing-.pdf"; filename*=UTF-8''${encodeURIComponent('LV-2026-000001-packing-สาขาสีลม.pdf')}`,
    );
  });

  it('never lets a quote, a line break or a path part into the header', () => {
    expect(contentDisposition('../"evil"\r\nSet-Cookie: x=1 (copy).csv')).toBe(
      'attachment; filename="evilSet-Cookie x1 copy.csv"',
    );
    expect(contentDisposition('../ทีม "ครัว".csv')).toBe(
      `attachment; filename="download.csv"; filename*=UTF-8''${encodeURIComponent('ทีม ครัว.csv')}`,
    );
  });

  it('shows a file inline when asked', () => {
    expect(contentDisposition('logo.svg', 'inline')).toBe('inline; filename="logo.svg"');
  });
});
