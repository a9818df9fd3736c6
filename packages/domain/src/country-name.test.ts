import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it('names a known country code in English', () => {
    expect(countryName('SG')).toBe('Singapore');
    expect(countryName('AU')).toBe('Australia');
  });

  it('returns null for codes that are not countries', () => {
    expect(countryName('ZZ')).toBeNull();
    expect(countryName('sg')).toBeNull();
    expect(countryName('SGP')).toBeNull();
    expect(countryName('EU')).toBeNull();
    expect(countryName('QO')).toBeNull();
  });
});
