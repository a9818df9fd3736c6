import { describe, expect, it } from 'vitest';
import { countryCollectsState } from './address-rules.ts';

describe('address rules', () => {
  it('asks for a state where addresses carry one', () => {
    expect(countryCollectsState('US')).toBe(true);
    expect(countryCollectsState('au')).toBe(true);
    expect(countryCollectsState('MY')).toBe(true);
  });

  it('does not ask for a state in Singapore or most of Europe', () => {
    expect(countryCollectsState('SG')).toBe(false);
    expect(countryCollectsState('FR')).toBe(false);
    expect(countryCollectsState('GB')).toBe(false);
  });
});
