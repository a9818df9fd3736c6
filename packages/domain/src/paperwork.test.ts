import { describe, expect, it } from 'vitest';
import { paperworkArchiveName, paperworkEntryName } from './paperwork.ts';

describe('paperworkArchiveName', () => {
  it('names the one team and the first and last order dates', () => {
    expect(paperworkArchiveName(['Front Desk', 'Front Desk'], ['2026-03-02', '2026-01-05'])).toBe(
      'billing-front-desk-2026-01-05-to-2026-03-02.zip',
    );
  });

  it('gives one date when every order is of the same day, and several-teams for mixed teams', () => {
    expect(paperworkArchiveName(['A', 'B'], ['2026-01-05', '2026-01-05'])).toBe(
      'billing-several-teams-2026-01-05.zip',
    );
  });

  it('keeps letters of any script and folds the rest', () => {
    expect(paperworkArchiveName(['海港 / Kitchen!'], ['2026-01-05'])).toBe(
      'billing-海港-kitchen-2026-01-05.zip',
    );
    expect(paperworkArchiveName(['***'], ['2026-01-05'])).toBe('billing-team-2026-01-05.zip');
  });
});

describe('paperworkEntryName', () => {
  it('keeps the base name only, so no entry leaves its folder', () => {
    expect(paperworkEntryName('../../etc/passwd', 'file')).toBe('passwd');
    expect(paperworkEntryName('..', 'file')).toBe('file');
    expect(paperworkEntryName('C:\\po\\PO 12.pdf', 'file')).toBe('PO 12.pdf');
    expect(paperworkEntryName('a\u0000b?.pdf', 'file')).toBe('ab_.pdf');
  });
});
