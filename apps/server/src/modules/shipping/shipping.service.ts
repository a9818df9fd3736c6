import type { ShippingService, ShippingServiceBody } from '@livery/api-schemas/shipping';
import { countryName } from '@livery/domain/country-name';
import { formatMoneyWithCode } from '@livery/domain/money';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { cachedReferenceByKey } from '../../db/reference-cache.ts';
import { notFound } from '../../errors.ts';
import { findAddressOfCompany } from '../addresses/addresses.service.ts';
import {
  deleteShippingService,
  findActiveServicesTo,
  findShippingServiceById,
  findShippingServices,
  insertShippingService,
  insertShippingServices,
  type NewShippingService,
  type ShippingServiceRow,
  updateShippingService,
} from './shipping.repository.ts';

export type { NewShippingService, ShippingServiceRow };

/** The country's English name, or its code when it has none. */
export function nameOfCountry(code: string): string {
  return countryName(code) ?? code;
}

/** How a service reads in the cart's select: service, lead time and fee in the cart's currency (decision 43). */
export function describeShippingService(service: ShippingServiceRow, currency: string): string {
  const fee = service.feeCents === 0 ? 'Free' : formatMoneyWithCode(service.feeCents, currency);
  return `${service.title} (${service.leadTime}) - ${fee}`;
}

/** A checkout's active services by destination, kept per process until a service changes (decision 164). */
const cachedServicesTo = cachedReferenceByKey(
  'shipping_services',
  async (db, destinations: string[]) =>
    new Map(
      await Promise.all(
        destinations.map(
          async (destination) => [destination, await findActiveServicesTo(db, destination)] as const,
        ),
      ),
    ),
  1000,
);

/** Active services to a destination, grouped by origin country, in the provider's order. */
export async function findServicesByOrigin(
  db: DatabaseOrTransaction,
  destinationCountry: string,
): Promise<Map<string, ShippingServiceRow[]>> {
  const rows = (await cachedServicesTo(db, [destinationCountry])).get(destinationCountry) ?? [];
  const byOrigin = new Map<string, ShippingServiceRow[]>();
  for (const row of rows) byOrigin.set(row.originCountry, [...(byOrigin.get(row.originCountry) ?? []), row]);
  return byOrigin;
}

/** Where a product ships from and whether it reaches the buyer's default shipping country. */
export interface ShippingReach {
  /** The origin country's name. */
  ships_from: string;
  /** Null while the buyer has no default shipping address. */
  ships_to_you: boolean | null;
}

/**
 * The reach of products for one buyer, by origin country: a product reaches the buyer when an active
 * service runs from its origin to the country of their default shipping address. The cart's unavailable
 * group follows the same rule (findServicesByOrigin), so a product said to ship here is never set aside.
 */
export async function findShippingReach(
  db: DatabaseOrTransaction,
  buyer: { companyId: number; shipAddressId: number | null; shipCountryCode?: string | null },
): Promise<(originCountry: string) => ShippingReach> {
  // A session carries its user's shipping country (CurrentUser.shipCountryCode); a job's user is read here.
  const destination =
    buyer.shipCountryCode !== undefined ? buyer.shipCountryCode : await findShipCountry(db, buyer);
  const servicesByOrigin = destination ? await findServicesByOrigin(db, destination) : null;
  return (originCountry) => ({
    ships_from: nameOfCountry(originCountry),
    ships_to_you: servicesByOrigin ? servicesByOrigin.has(originCountry) : null,
  });
}

async function findShipCountry(
  db: DatabaseOrTransaction,
  buyer: { companyId: number; shipAddressId: number | null },
): Promise<string | null> {
  const shipAddress = buyer.shipAddressId
    ? await findAddressOfCompany(db, buyer.companyId, buyer.shipAddressId)
    : undefined;
  return shipAddress?.countryCode ?? null;
}

export function findShippingService(db: DatabaseOrTransaction, id: number) {
  return findShippingServiceById(db, id);
}

/** Demo data and tests load several services at once. */
export function addShippingServices(db: DatabaseOrTransaction, values: NewShippingService[]) {
  return insertShippingServices(db, values);
}

function toShippingServiceJson(row: ShippingServiceRow): ShippingService {
  return {
    id: row.id,
    origin_country: row.originCountry,
    origin_country_name: nameOfCountry(row.originCountry),
    destination_country: row.destinationCountry,
    destination_country_name: nameOfCountry(row.destinationCountry),
    title: row.title,
    lead_time: row.leadTime,
    fee_cents: row.feeCents,
    position: row.position,
    is_active: row.isActive,
  };
}

function toColumns(body: ShippingServiceBody): NewShippingService {
  return {
    originCountry: body.origin_country,
    destinationCountry: body.destination_country,
    title: body.title,
    leadTime: body.lead_time,
    feeCents: body.fee_cents,
    position: body.position,
    isActive: body.is_active,
  };
}

/** Provider console: every service, optionally for one route. */
export async function listShippingServices(
  db: Database,
  filter: { origin_country?: string; destination_country?: string },
) {
  const rows = await findShippingServices(db, {
    originCountry: filter.origin_country,
    destinationCountry: filter.destination_country,
  });
  return rows.map(toShippingServiceJson);
}

export async function createShippingService(db: Database, body: ShippingServiceBody) {
  return toShippingServiceJson(await insertShippingService(db, toColumns(body)));
}

export async function changeShippingService(db: Database, id: number, body: ShippingServiceBody) {
  const row = await updateShippingService(db, id, toColumns(body));
  if (!row) throw notFound('Shipping service');
  return toShippingServiceJson(row);
}

/** Removing a service unsets it on cart lines (they fall back to the first service of their route). */
export async function removeShippingService(db: Database, id: number) {
  if (!(await deleteShippingService(db, id))) throw notFound('Shipping service');
}
