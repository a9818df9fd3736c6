import { canUseFeature, type PLAN_FEATURES } from '@livery/domain/plan-access';
import { AppError } from '../errors.ts';
import type { RequestGuard } from './authentication.ts';
import { isUrlUnder } from './url-path.ts';

type Feature = keyof typeof PLAN_FEATURES;

/** API paths behind a plan feature: the same rule the web's route guards apply to pages. */
const FEATURE_PATHS: Array<{ prefix: string; feature: Feature }> = [
  { prefix: '/api/orders/show_orders_history', feature: 'employee_order_history' },
  { prefix: '/api/employees', feature: 'employee_order_history' },
  // A uniform programme gives the employee database's people their entitlements.
  { prefix: '/api/programme', feature: 'employee_order_history' },
  { prefix: '/api/inventories', feature: 'inventories' },
  { prefix: '/api/blanket_purchase_orders', feature: 'inventories' },
];

/** Refuses calls to features the caller's plan does not include; run by the authentication hook (app.ts). */
export const refuseFeaturesOutsidePlan: RequestGuard = (request) => {
  const user = request.currentUser;
  if (user?.role !== 'customer') return;
  const { url } = request;
  const rule = FEATURE_PATHS.find(({ prefix }) => isUrlUnder(url, prefix));
  if (rule && !canUseFeature(user.plan, rule.feature)) {
    throw new AppError('forbidden', 'This feature is not available on your plan. Please contact support.');
  }
};
