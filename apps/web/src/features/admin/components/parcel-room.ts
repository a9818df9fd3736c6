import type { OrderLocationsResponse, OrderResponse } from '@livery/api-schemas/orders';
import { parcelRoom, type SizeQuantities } from '@livery/domain/shipment-rules';

/** What each line has shipped in the parcels given. */
function shippedByLine(logs: OrderResponse['order']['shipping_logs']): Map<string, SizeQuantities> {
  const shipped = new Map<string, SizeQuantities>();
  for (const log of logs) {
    for (const parcel of log.log_items) {
      for (const item of parcel.package_items) {
        const sum = { ...(shipped.get(item.order_item_id) ?? {}) };
        for (const [size, qty] of Object.entries(item.sizes)) sum[size] = (sum[size] ?? 0) + qty;
        shipped.set(item.order_item_id, sum);
      }
    }
  }
  return shipped;
}

type OrderLocation = Pick<OrderLocationsResponse['locations'][number], 'id' | 'products'>;

/**
 * What the parcel may carry of each line, per size (`parcelRoom`, the server's rule): what is left of the line
 * and, for a parcel to a location, only what that location takes less what parcels to it held.
 */
export function roomByLine(
  data: OrderResponse,
  locations: readonly OrderLocation[],
  locationId: string,
): Map<string, SizeQuantities> {
  const shipped = shippedByLine(data.order.shipping_logs);
  const location = locationId ? locations.find((each) => each.id === locationId) : undefined;
  const sentThere = shippedByLine(data.order.shipping_logs.filter((log) => log.location?.id === locationId));
  const takesOf = (lineUuid: string): SizeQuantities =>
    Object.fromEntries(
      location?.products
        .find((product) => product.item_id === lineUuid)
        ?.sizes.map((size) => [size.size, size.qty]) ?? [],
    );
  return new Map(
    data.items
      .flatMap((group) => group.items)
      .map((line) => [
        line.uuid,
        parcelRoom(
          line.qty_options,
          shipped.get(line.uuid) ?? {},
          location ? { takes: takesOf(line.uuid), sentThere: sentThere.get(line.uuid) ?? {} } : null,
        ),
      ]),
  );
}

/** What is still to ship of each line: ordered minus every parcel's pieces. */
export function remainingByLine(data: OrderResponse): Map<string, SizeQuantities> {
  return roomByLine(data, [], '');
}
