import { describe, expect, it } from 'vitest';
import { rfidTagCode } from './rfid-tag.ts';

describe('rfidTagCode', () => {
  it('is the first 24 hex digits of the garment uuid, upper case, the same every time', () => {
    const uuid = '3f2a9c1e-7b4d-4e8a-9c2f-0a1b2c3d4e5f';
    expect(rfidTagCode(uuid)).toBe('3F2A9C1E7B4D4E8A9C2F0A1B');
    expect(rfidTagCode(uuid)).toBe(rfidTagCode(uuid.toUpperCase()));
  });

  it('refuses anything that is not a uuid', () => {
    expect(() => rfidTagCode('not-a-uuid')).toThrow('Not a uuid');
  });
});
