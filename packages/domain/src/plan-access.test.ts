import { describe, expect, it } from 'vitest';
import { canUseFeature, isPathAllowedForPlan } from './plan-access.ts';

describe('plan access', () => {
  it('blocks employee order history for the basic plan only', () => {
    expect(isPathAllowedForPlan('basic', '/employee-order-history')).toBe(false);
    expect(isPathAllowedForPlan('basic', '/employee-order-history/')).toBe(false);
    expect(isPathAllowedForPlan('advanced', '/employee-order-history')).toBe(true);
    expect(isPathAllowedForPlan('premium', '/employee-order-history')).toBe(true);
  });

  it('blocks the employee database for the basic plan only', () => {
    expect(isPathAllowedForPlan('basic', '/employees')).toBe(false);
    expect(isPathAllowedForPlan('advanced', '/employees')).toBe(true);
  });

  it('blocks inventories and inventory detail for the basic and advanced plans', () => {
    for (const plan of ['basic', 'advanced'] as const) {
      expect(isPathAllowedForPlan(plan, '/inventories')).toBe(false);
      expect(isPathAllowedForPlan(plan, '/inventories/7f1c')).toBe(false);
    }
    expect(isPathAllowedForPlan('premium', '/inventories/7f1c')).toBe(true);
  });

  it('leaves other routes open, including the kiosk demo', () => {
    expect(isPathAllowedForPlan('basic', '/inventory-management')).toBe(true);
    expect(isPathAllowedForPlan('basic', '/orders')).toBe(true);
    expect(isPathAllowedForPlan('basic', '/')).toBe(true);
  });

  it('answers the same rule for API features', () => {
    expect(canUseFeature('basic', 'employee_order_history')).toBe(false);
    expect(canUseFeature('advanced', 'inventories')).toBe(false);
    expect(canUseFeature('premium', 'inventories')).toBe(true);
  });
});
