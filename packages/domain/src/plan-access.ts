export const PLANS = ['basic', 'advanced', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

/** Features some plans lack, and the plans that include each (spec 01 section 4). */
export const PLAN_FEATURES = {
  employee_order_history: ['advanced', 'premium'],
  inventories: ['premium'],
} as const satisfies Record<string, readonly Plan[]>;

export type PlanFeature = keyof typeof PLAN_FEATURES;

/** True when the plan includes the feature. */
export function canUseFeature(plan: Plan, feature: PlanFeature): boolean {
  return (PLAN_FEATURES[feature] as readonly Plan[]).includes(plan);
}

/** The pages behind each feature; every other page is open to every plan. */
const FEATURE_PAGES: ReadonlyArray<{ feature: PlanFeature; matches: (path: string) => boolean }> = [
  { feature: 'employee_order_history', matches: (path) => path === '/employee-order-history' },
  // The employee database is the same feature seen person by person (issue 13 point 9).
  { feature: 'employee_order_history', matches: (path) => path === '/employees' },
  // A uniform programme gives the employee database's people their entitlements.
  { feature: 'employee_order_history', matches: (path) => path === '/programme' },
  { feature: 'inventories', matches: (path) => path === '/inventories' || path.startsWith('/inventories/') },
];

/** True when the plan may open the page at this path. */
export function isPathAllowedForPlan(plan: Plan, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FEATURE_PAGES.every(({ feature, matches }) => !matches(path) || canUseFeature(plan, feature));
}
