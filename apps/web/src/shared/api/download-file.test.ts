import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file.ts';

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of a Content-Disposition, so a team name in Chinese survives', () => {
    expect(
      fileNameOf(
        `attachment; filename="billing--2026-01-05.zip"; filename*=UTF-8''${encodeURIComponent('billing-海港-2026-01-05.zip')}`,
        'billing.zip',
      ),
    ).toBe('billing-海港-2026-01-05.zip');
  });

  it('falls back to the plain name, then to the fallback, and never keeps a path', () => {
    expect(fileNameOf('attachment; filename="orders-2026-01-05.csv"', 'orders.csv')).toBe(
      'orders-2026-01-05.csv',
    );
    expect(fileNameOf(null, 'billing.zip')).toBe('billing.zip');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A`, 'billing.zip')).toBe('billing.zip');
    expect(fileNameOf(`attachment; filename*=UTF-8''..%2Fevil.zip`, 'billing.zip')).toBe('.._evil.zip');
  });
});
