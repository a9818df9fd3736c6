import { countryCollectsState } from '@livery/domain/address-rules';
import { countryName } from '@livery/domain/country-name';
import { INDUSTRIES } from '@livery/domain/industries';
import { INVOICE_STATUS_LABELS } from '@livery/domain/invoice-status';
import { ORDER_STATUS_LABELS } from '@livery/domain/order-status';
import { COUNTRY_CODES, STATES_OF_COUNTRY } from './country-states.ts';

/** Every country, named in English, sorted by name. Computed once: the list does not change while running. */
const COUNTRIES = COUNTRY_CODES.map((code) => ({ code, name: countryName(code) }))
  .filter((country): country is { code: string; name: string } => country.name !== null)
  .sort((a, b) => a.name.localeCompare(b.name));

export function listCountries() {
  return COUNTRIES;
}

/** The states of a country whose addresses carry one (from the generated table); else none. */
export function listStates(countryCode: string) {
  const code = countryCode.toUpperCase();
  if (!countryCollectsState(code)) return [];
  return (STATES_OF_COUNTRY[code] ?? [])
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** True when the state is one of the country's (or the country does not collect states). */
export function isStateOfCountry(countryCode: string, state: string | null): boolean {
  const states = listStates(countryCode);
  if (states.length === 0) return true;
  return state !== null && states.some((candidate) => candidate.key === state || candidate.value === state);
}

export function listIndustries() {
  return [...INDUSTRIES];
}

/** The order and invoice statuses with their labels, from the status tables. */
export function listOrderStatuses() {
  const labelled = (labels: Record<string, string>) =>
    Object.entries(labels).map(([key, value]) => ({ key, value }));
  return { order_statuses: labelled(ORDER_STATUS_LABELS), invoice_statuses: labelled(INVOICE_STATUS_LABELS) };
}
