/**
 * Countries whose postal addresses carry a state or province (as Google's address data marks them).
 * Only these ask for a state; elsewhere (Singapore, most of Europe) the state is not collected.
 */
export const COUNTRIES_WITH_STATES: ReadonlySet<string> = new Set([
  'AE',
  'AR',
  'AU',
  'BR',
  'CA',
  'CL',
  'CN',
  'CO',
  'EG',
  'ID',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NG',
  'PH',
  'TH',
  'US',
  'VE',
]);

/** True when an address in this country must name its state. */
export function countryCollectsState(countryCode: string): boolean {
  return COUNTRIES_WITH_STATES.has(countryCode.toUpperCase());
}
