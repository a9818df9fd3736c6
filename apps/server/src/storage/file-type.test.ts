import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

describe('file type by content', () => {
  it('recognises images and documents by their first bytes', () => {
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension).toBe(
      'png',
    );
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))?.extension).toBe('pdf');
  });

  it('tells an SVG from a CSV, with or without an XML prolog', () => {
    expect(detectFileType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="x"></svg>'))?.extension).toBe(
      'svg',
    );
    expect(detectFileType(Buffer.from('<svg viewBox="0 0 1 1"/>'))?.extension).toBe('svg');
    expect(detectFileType(Buffer.from('staff_id,name\n007,Ann\n'))?.extension).toBe('csv');
  });

  it('refuses binary it does not know, whatever the file is called', () => {
    expect(detectFileType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]))).toBeUndefined();
  });
});
