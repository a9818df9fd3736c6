import type { Address } from '@livery/api-schemas/addresses';
import type {
  AddLocationBody,
  LocationEmployeeProduct,
  OrderAddress,
  OrderLocationsResponse,
} from '@livery/api-schemas/orders';
import {
  canChangeOrderLocations,
  type EmployeeGrouping,
  groupEmployeesBy,
  locationSizeLines,
  overAssignedSizes,
  type SizeQuantities,
} from '@livery/domain/order-locations';
import { orderBySizes } from '@livery/domain/size-order';
import type { Database, DatabaseOrTransaction } from '../../db/database.ts';
import { notFound, unprocessable } from '../../errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { findAddressOfCompany, toAddressJson } from '../addresses/addresses.service.ts';
import { catalogueImageLink } from '../catalogue/catalogue.service.ts';
import type {
  DestinationWithPieces,
  LocationPaperwork,
  ShipmentDestination,
} from '../shipments/shipments.service.ts';
import {
  deleteOrderLocation,
  findOrderEmployeeRowsWithLocation,
  findOrderLocationByUuid,
  findOrderLocationItems,
  findOrderLocations,
  findOrderLocationsWithPieces,
  insertOrderLocation,
  refreshMultilocationFlag,
} from './order-locations.repository.ts';
import { findOrderByUuid, findOrderItems, insertOrderLog, type OrderScope } from './orders.repository.ts';

type EmployeeRow = Awaited<ReturnType<typeof findOrderEmployeeRowsWithLocation>>[number];
type LocationItemRow = Awaited<ReturnType<typeof findOrderLocationItems>>[number];

const customerScope = (user: CurrentUser): OrderScope => ({
  kind: 'customer',
  userId: user.id,
  companyId: user.companyId,
});

const LOCKED_MESSAGE = 'Locations can only be changed before the order ships.';

/** Pieces per size the locations took of each line (employee garments and plain quantities alike). */
function assignedByLine(items: LocationItemRow[]): Map<number, SizeQuantities> {
  const assigned = new Map<number, SizeQuantities>();
  for (const item of items) {
    const sizes = assigned.get(item.orderItemId) ?? {};
    sizes[item.size] = (sizes[item.size] ?? 0) + item.qty;
    assigned.set(item.orderItemId, sizes);
  }
  return assigned;
}

async function lockOrderForLocations(db: DatabaseOrTransaction, user: CurrentUser, orderUuid: string) {
  const row = await findOrderByUuid(db, customerScope(user), orderUuid, true);
  if (!row) throw notFound('Order');
  if (!canChangeOrderLocations(row.order.orderStatus)) throw unprocessable([LOCKED_MESSAGE]);
  return row.order;
}

/**
 * PUT /api/orders/{id}/add_location: a named location at an address of the company's book, taking chosen
 * employee rows (or pieces per size of a line without them). Nothing already placed can be placed again and
 * no size can take more than its line has left; the order row is locked, so concurrent requests queue.
 */
export async function addOrderLocation(
  db: Database,
  user: CurrentUser,
  orderUuid: string,
  body: AddLocationBody,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderForLocations(tx, user, orderUuid);
    const address = await findAddressOfCompany(tx, user.companyId, body.address_id);
    if (!address) throw notFound('Address');
    const [lines, employees, locations, placed] = await Promise.all([
      findOrderItems(tx, order.id),
      findOrderEmployeeRowsWithLocation(tx, order.id),
      findOrderLocations(tx, order.id),
      findOrderLocationItems(tx, order.id),
    ]);
    const assigned = assignedByLine(placed);
    const locationNames = new Map(locations.map((location) => [location.id, location.name]));
    const employeesByUuid = new Map(employees.map((row) => [row.uuid, row]));
    const newItems: Array<{
      orderItemId: number;
      employeeProductId: number | null;
      size: string;
      qty: number;
    }> = [];
    const problems: string[] = [];
    const seenLines = new Set<string>();
    for (const request of body.items) {
      const line = lines.find(({ item }) => item.uuid === request.item_id)?.item;
      if (!line) throw notFound('Order item');
      if (seenLines.has(line.uuid)) throw unprocessable([`${line.title} is chosen twice.`]);
      seenLines.add(line.uuid);
      const hasEmployees = employees.some((row) => row.orderItemId === line.id);
      if (hasEmployees) {
        if (request.qty_options && Object.values(request.qty_options).some((qty) => qty > 0)) {
          problems.push(`${line.title}: choose its employees rather than quantities.`);
          continue;
        }
        for (const id of new Set(request.employee_product_ids ?? [])) {
          const row = employeesByUuid.get(id);
          if (!row || row.orderItemId !== line.id) throw notFound('Employee product');
          if (row.locationId !== null) {
            problems.push(
              `${row.name} (${row.staffId}) of ${line.title} is already assigned to ${locationNames.get(row.locationId)}.`,
            );
            continue;
          }
          newItems.push({ orderItemId: line.id, employeeProductId: row.id, size: row.size, qty: row.qty });
        }
      } else {
        if ((request.employee_product_ids ?? []).length > 0) throw notFound('Employee product');
        const requested = Object.fromEntries(
          Object.entries(request.qty_options ?? {}).filter(([, qty]) => qty > 0),
        );
        const over = overAssignedSizes(line.qtyOptions, assigned.get(line.id) ?? {}, requested);
        problems.push(...over.map((problem) => `${line.title}: ${problem}.`));
        for (const [size, qty] of Object.entries(requested)) {
          newItems.push({ orderItemId: line.id, employeeProductId: null, size, qty });
        }
      }
    }
    if (problems.length > 0) throw unprocessable(problems);
    if (newItems.length === 0) throw unprocessable(['Choose at least one item']);
    const location = await insertOrderLocation(
      tx,
      { orderId: order.id, name: body.name, addressId: address.id, address: toAddressJson(address) },
      newItems,
    );
    await refreshMultilocationFlag(tx, order.id);
    const pieces = newItems.reduce((sum, item) => sum + item.qty, 0);
    await insertOrderLog(tx, {
      orderId: order.id,
      title: 'Location added',
      message: `${user.name || user.email} sends ${pieces} ${pieces === 1 ? 'piece' : 'pieces'} to ${body.name}.`,
    });
    return { message: 'Added!', location_id: location.uuid };
  });
}

/** DELETE /api/orders/{id}/remove_location: its pieces go back to the unassigned rest. */
export async function removeOrderLocation(
  db: Database,
  user: CurrentUser,
  orderUuid: string,
  locationUuid: string,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrderForLocations(tx, user, orderUuid);
    const location = await findOrderLocationByUuid(tx, order.id, locationUuid);
    if (!location) throw notFound('Location');
    const removed = await deleteOrderLocation(tx, order.id, locationUuid);
    if (!removed) throw notFound('Location');
    await refreshMultilocationFlag(tx, order.id);
    await insertOrderLog(tx, {
      orderId: order.id,
      title: 'Location removed',
      message: `${user.name || user.email} removed the location ${removed.name}.`,
    });
    return { message: 'Deleted!' };
  });
}

function toEmployeeJson(row: EmployeeRow): LocationEmployeeProduct {
  return {
    id: row.uuid,
    staff_id: row.staffId,
    name: row.name,
    department: row.department,
    size: row.size,
    qty: row.qty,
  };
}

/** Employee rows as one group, or one group per department or size (in first-seen order). */
function groupEmployees(rows: EmployeeRow[], filter: EmployeeGrouping) {
  if (filter === 'none')
    return rows.length > 0 ? [{ name: null, employee_products: rows.map(toEmployeeJson) }] : [];
  return groupEmployeesBy(rows, filter).map((group) => ({
    name: group.name,
    employee_products: group.rows.map(toEmployeeJson),
  }));
}

/**
 * The order's locations as `GET orders/{id}` answers them (`order_addresses`): name, address and pieces, oldest
 * first. The caller has checked that the order is visible; per-location documents can start from this list.
 */
export async function listOrderAddresses(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<OrderAddress[]> {
  const rows = await findOrderLocationsWithPieces(db, orderId);
  return rows.map((row) => ({
    id: row.uuid,
    name: row.name,
    address: row.address as Address,
    total_qty: row.totalQty,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * GET /api/employee_products/{order uuid}/show_location: the order's locations with what each takes, and per
 * line and size the ordered, assigned and unfinished pieces with the employees not placed yet.
 */
export async function showOrderLocations(
  db: Database,
  scope: OrderScope,
  orderUuid: string,
  filter: EmployeeGrouping,
  secretKey: string,
): Promise<OrderLocationsResponse> {
  const row = await findOrderByUuid(db, scope, orderUuid);
  if (!row) throw notFound('Order');
  const { order } = row;
  const [lines, employees, locations, placed] = await Promise.all([
    findOrderItems(db, order.id),
    findOrderEmployeeRowsWithLocation(db, order.id),
    findOrderLocations(db, order.id),
    findOrderLocationItems(db, order.id),
  ]);
  const assigned = assignedByLine(placed);
  const thumb = (stored: string | null) => (stored ? catalogueImageLink(secretKey, stored) : null);
  return {
    is_multilocation_shipping_order: order.isMultilocationShippingOrder,
    can_change_locations: canChangeOrderLocations(order.orderStatus),
    locations: locations.map((location) => {
      const items = placed.filter((item) => item.locationId === location.id);
      return {
        id: location.uuid,
        name: location.name,
        address: location.address as Address,
        created_at: location.createdAt.toISOString(),
        people_count: items.filter((item) => item.employeeProductId !== null).length,
        total_qty: items.reduce((sum, item) => sum + item.qty, 0),
        products: lines.flatMap(({ item, sizes }) => {
          const taken = items.filter((each) => each.orderItemId === item.id);
          if (taken.length === 0) return [];
          const quantities = assignedByLine(taken).get(item.id) ?? {};
          return [
            {
              item_id: item.uuid,
              title: item.title,
              thumb_front: thumb(item.thumbUrl),
              sizes: orderBySizes(quantities, sizes).map(([size, qty]) => ({ size, qty })),
              total_qty: taken.reduce((sum, each) => sum + each.qty, 0),
              employee_groups: groupEmployees(
                employees.filter(
                  (employee) => employee.locationId === location.id && employee.orderItemId === item.id,
                ),
                filter,
              ),
            },
          ];
        }),
      };
    }),
    unassigned: lines.map(({ item, sizes }) => {
      const lineEmployees = employees.filter((employee) => employee.orderItemId === item.id);
      return {
        item_id: item.uuid,
        title: item.title,
        thumb_front: thumb(item.thumbUrl),
        has_employee_products: lineEmployees.length > 0,
        lines: locationSizeLines(
          Object.fromEntries(orderBySizes(item.qtyOptions, sizes)),
          assigned.get(item.id) ?? {},
        ),
        employee_groups: groupEmployees(
          lineEmployees.filter((employee) => employee.locationId === null),
          filter,
        ),
      };
    }),
  };
}

/** The order's locations as parcels and their logs name them. */
export async function findShipmentDestinations(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<ShipmentDestination[]> {
  return (await findOrderLocations(db, orderId)).map((location) => ({
    id: location.id,
    uuid: location.uuid,
    name: location.name,
    address: location.address,
  }));
}

/**
 * The location a new parcel names, with the pieces per line and size it takes; a location that is not the
 * order's is refused (422) so that nothing is written.
 */
export async function findParcelDestination(
  db: DatabaseOrTransaction,
  orderId: number,
  locationUuid: string,
): Promise<DestinationWithPieces> {
  const location = await findOrderLocationByUuid(db, orderId, locationUuid);
  if (!location)
    throw unprocessable(["location_id: the parcel can only go to one of this order's locations"]);
  const items = (await findOrderLocationItems(db, orderId)).filter((item) => item.locationId === location.id);
  return {
    id: location.id,
    uuid: location.uuid,
    name: location.name,
    address: location.address,
    takes: assignedByLine(items),
  };
}

/** Every location of the order with the people whose garments go there, for delivery orders and packing sheets. */
export async function findLocationPaperwork(
  db: DatabaseOrTransaction,
  orderId: number,
): Promise<LocationPaperwork[]> {
  const [locations, employees] = await Promise.all([
    findShipmentDestinations(db, orderId),
    findOrderEmployeeRowsWithLocation(db, orderId),
  ]);
  return locations.map((location) => ({
    ...location,
    people: employees
      .filter((row) => row.locationId === location.id)
      .map((row) => ({
        orderItemId: row.orderItemId,
        staffId: row.staffId,
        name: row.name,
        department: row.department,
        size: row.size,
        qty: row.qty,
      })),
  }));
}

/** One location of the order with its people and its pieces per line and size; undefined when not the order's. */
export async function findLocationWithPieces(
  db: DatabaseOrTransaction,
  orderId: number,
  locationUuid: string,
) {
  const location = (await findLocationPaperwork(db, orderId)).find((each) => each.uuid === locationUuid);
  if (!location) return undefined;
  const placed = await findOrderLocationItems(db, orderId);
  return { location, takes: assignedByLine(placed.filter((item) => item.locationId === location.id)) };
}
