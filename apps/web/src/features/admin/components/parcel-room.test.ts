import type { OrderLocationsResponse, OrderResponse } from '@livery/api-schemas/orders';
import { describe, expect, it } from 'vitest';
import { remainingByLine, roomByLine } from './parcel-room.ts';

type Log = OrderResponse['order']['shipping_logs'][number];

/** A parcel's log as the order detail sends it: only what the form reads. */
function parcel(locationId: string | null, sizes: Record<string, number>): Log {
  return {
    location: locationId ? { id: locationId, name: locationId, address_summary: '' } : null,
    log_items: [{ packed_in: null, package_items: [{ order_item_id: 'polo', sizes }] }],
  } as unknown as Log;
}

function order(logs: Log[]): OrderResponse {
  return {
    order: { shipping_logs: logs },
    items: [{ items: [{ uuid: 'polo', qty_options: { M: 5, L: 2 } }] }],
  } as unknown as OrderResponse;
}

const resort = {
  id: 'resort',
  products: [{ item_id: 'polo', sizes: [{ size: 'M', qty: 3 }] }],
} as unknown as OrderLocationsResponse['locations'][number];

describe("the parcel form's pieces left", () => {
  it("shows what is left of the order for a parcel to the order's address", () => {
    const data = order([parcel(null, { M: 1 })]);
    expect(roomByLine(data, [resort], '').get('polo')).toEqual({ M: 4, L: 2 });
    expect(remainingByLine(data).get('polo')).toEqual({ M: 4, L: 2 });
  });

  it('shows, once a location is chosen, only what that location still takes', () => {
    // The resort takes 3 M; one went there already, and none of the L pieces are its.
    const data = order([parcel('resort', { M: 1 }), parcel(null, { L: 1 })]);
    expect(roomByLine(data, [resort], 'resort').get('polo')).toEqual({ M: 2 });
  });

  it('never shows a location more than the order has left', () => {
    // Four M went to the order's address: the resort's 3 M can no longer all be sent.
    const data = order([parcel(null, { M: 4 })]);
    expect(roomByLine(data, [resort], 'resort').get('polo')).toEqual({ M: 1 });
  });
});
