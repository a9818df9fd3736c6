import { describe, expect, it } from 'vitest';
import { canBulkRemoveSavedProducts, canDeleteSavedProduct } from './saved-product-permissions.ts';

describe('saved product delete permission', () => {
  const product = { user_id: 7 };

  it('lets the creator delete their saved product', () => {
    expect(canDeleteSavedProduct({ id: 7, department: 'member' }, product)).toBe(true);
  });

  it('lets a person in charge delete any saved product of the company', () => {
    expect(canDeleteSavedProduct({ id: 8, department: 'person_in_charge' }, product)).toBe(true);
  });

  it('refuses another member, even when the product is shared with their team', () => {
    expect(canDeleteSavedProduct({ id: 8, department: 'member' }, product)).toBe(false);
    expect(canDeleteSavedProduct({ id: 8, department: null }, product)).toBe(false);
  });

  it('leaves bulk remove to the person in charge', () => {
    expect(canBulkRemoveSavedProducts({ department: 'person_in_charge' })).toBe(true);
    expect(canBulkRemoveSavedProducts({ department: 'member' })).toBe(false);
  });
});
