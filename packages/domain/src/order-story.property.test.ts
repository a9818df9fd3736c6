import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  ORDER_STATUS_LABELS,
  ORDER_STATUS_TIMESTAMP,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status.ts';
import {
  type GarmentFacts,
  garmentStatusAfterParcels,
  garmentStatusChoices,
  garmentsInParcels,
  type OrderFacts,
  type OrderStoryParcel,
  orderStatusAfterParcels,
  orderStory,
  shippedByLine,
} from './order-story.ts';
import {
  EMPLOYEE_PRODUCT_STATUSES,
  type EmployeeProductStatus,
  remainingQuantities,
  SHIPPABLE_ORDER_STATUSES,
  type SizeQuantities,
  shipStatusOf,
} from './shipment-rules.ts';

const SIZES = ['S', 'M', 'L'] as const;
/** The order's locations; null is the order's own address (a person not assigned, a parcel naming none). */
const PLACES: ReadonlyArray<string | null> = [null, 'A', 'B'];

type Garment = GarmentFacts;

/** The server's flow in miniature, made of the same domain rules: what each event stores. */
interface StoredOrder {
  facts: OrderFacts;
  shipStatus: ReturnType<typeof shipStatusOf>;
  garments: Garment[];
}

type Event =
  | { kind: 'move'; to: OrderStatus }
  | { kind: 'parcel'; to: string | null; picks: number[] }
  | { kind: 'garment'; index: number; to: EmployeeProductStatus };

const lineArb = fc.record({
  qtys: fc.tuple(...SIZES.map(() => fc.integer({ min: 0, max: 5 }))),
  chunks: fc.array(fc.integer({ min: 1, max: 2 }), { minLength: 15, maxLength: 15 }),
  places: fc.array(fc.constantFrom(...PLACES), { minLength: 15, maxLength: 15 }),
});

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('move' as const), to: fc.constantFrom(...ORDER_STATUSES) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('parcel' as const),
      to: fc.constantFrom(...PLACES),
      picks: fc.array(fc.nat({ max: 7 }), { minLength: 9, maxLength: 9 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('garment' as const),
      index: fc.nat({ max: 40 }),
      to: fc.constantFrom(...EMPLOYEE_PRODUCT_STATUSES),
    }),
  },
);

function placeOrder(
  lines: Array<{ qtys: number[]; chunks: number[]; places: Array<string | null> }>,
): StoredOrder {
  const garments: Garment[] = [];
  const storyLines = lines.map((line, lineIndex) => {
    const uuid = `line-${lineIndex}`;
    const qtyOptions: SizeQuantities = {};
    let chunk = 0;
    SIZES.forEach((size, sizeIndex) => {
      let left = line.qtys[sizeIndex] ?? 0;
      if (left > 0) qtyOptions[size] = left;
      while (left > 0) {
        const qty = Math.min(left, line.chunks[chunk % line.chunks.length] ?? 1);
        garments.push({
          id: `g-${garments.length}`,
          order_item_id: uuid,
          size,
          qty,
          product_status: 'pending',
          location_id: line.places[chunk % line.places.length] ?? null,
        });
        chunk++;
        left -= qty;
      }
    });
    return { uuid, qty_options: qtyOptions, due_date: `2026-12-0${lineIndex + 1}` };
  });
  return {
    facts: {
      order_status: 'order_pending',
      created_at: '2026-11-01T00:00:00.000Z',
      approved_at: null,
      processed_at: null,
      in_progress_at: null,
      ready_at: null,
      shipped_at: null,
      completed_at: null,
      lines: storyLines,
      parcels: [],
    },
    shipStatus: 'not_shipped',
    garments,
  };
}

function stamp(step: number) {
  return new Date(Date.UTC(2026, 10, 2, 0, step)).toISOString();
}

function apply(order: StoredOrder, event: Event, step: number): StoredOrder {
  const { facts } = order;
  if (event.kind === 'move') {
    if (!canTransitionOrder(facts.order_status, event.to)) return order;
    const key = ORDER_STATUS_TIMESTAMP[event.to];
    const stamped = key && key !== 'cancelled_at' ? { [key]: stamp(step) } : {};
    return { ...order, facts: { ...facts, ...stamped, order_status: event.to } };
  }
  if (event.kind === 'garment') {
    const garment = order.garments[event.index % Math.max(1, order.garments.length)];
    const shipping = { garments: order.garments, lines: facts.lines, parcels: facts.parcels };
    if (!garment || !garmentStatusChoices(garment, shipping).includes(event.to)) return order;
    return {
      ...order,
      garments: order.garments.map((row) => (row === garment ? { ...row, product_status: event.to } : row)),
    };
  }
  if (!(SHIPPABLE_ORDER_STATUSES as readonly string[]).includes(facts.order_status)) return order;
  // As the server's parcel: no more than is left of the line, and to a location no more than it takes (its
  // people's garments, cancelled ones too) less what earlier parcels to it held.
  const shipped = shippedByLine(facts.parcels);
  const sentThere = shippedByLine(
    facts.parcels.filter((parcel) => (parcel.location_id ?? null) === event.to),
  );
  let pick = 0;
  const items = facts.lines.flatMap((line) => {
    const left = remainingQuantities(line.qty_options, shipped.get(line.uuid) ?? {});
    const takes: SizeQuantities = {};
    for (const garment of order.garments)
      if (garment.order_item_id === line.uuid && garment.location_id === event.to)
        takes[garment.size] = (takes[garment.size] ?? 0) + garment.qty;
    const leftThere = remainingQuantities(takes, sentThere.get(line.uuid) ?? {});
    const sizes: SizeQuantities = {};
    for (const [size, qty] of Object.entries(left)) {
      const room = event.to === null ? qty : Math.min(qty, leftThere[size] ?? 0);
      const packed = Math.min(room, event.picks[pick++ % event.picks.length] ?? 0);
      if (packed > 0) sizes[size] = packed;
    }
    return Object.keys(sizes).length > 0 ? [{ order_item_id: line.uuid, sizes }] : [];
  });
  if (items.length === 0) return order;
  const parcels: OrderStoryParcel[] = [
    ...facts.parcels,
    { created_at: stamp(step), location_id: event.to, items },
  ];
  const afterShipped = shippedByLine(parcels);
  const shipStatus = shipStatusOf(
    facts.lines.map((line) => ({ ordered: line.qty_options, shipped: afterShipped.get(line.uuid) ?? {} })),
  );
  const status = orderStatusAfterParcels(facts.order_status, shipStatus);
  const carried = garmentsInParcels(order.garments, parcels);
  return {
    facts: {
      ...facts,
      parcels,
      order_status: status,
      shipped_at:
        status === 'order_shipped' && facts.order_status !== status ? stamp(step) : facts.shipped_at,
    },
    shipStatus,
    garments: order.garments.map((garment) => ({
      ...garment,
      product_status: garmentStatusAfterParcels(garment.product_status, carried.has(garment.id)),
    })),
  };
}

/** Every pair of views of one order that could disagree, checked against each other. */
function expectOneStory(order: StoredOrder) {
  const story = orderStory(order.facts);
  const listStatus = order.facts.order_status;
  // The list, its filter and counts and the e-mails read the stored status; the pages read the story.
  expect(story.status).toBe(listStatus);
  expect(story.label).toBe(ORDER_STATUS_LABELS[listStatus]);
  // The Delivery column (stored ship status) and the story's delivery.
  expect(story.ship_status).toBe(order.shipStatus);
  const hasLeft = listStatus === 'order_shipped' || listStatus === 'order_completed';
  expect(story.ship_status === 'shipped').toBe(hasLeft);
  expect(story.ship_status === 'partially_shipped').toBe(listStatus === 'order_partly_shipped');
  expect(story.shipped_at !== null).toBe(hasLeft);
  // Each line: an estimate while pieces are to ship, a shipped date after.
  for (const line of story.lines) {
    expect(line.estimated_finishing_date === null).toBe(line.ship_status === 'shipped');
    expect(line.shipped_at !== null).toBe(line.ship_status === 'shipped');
    if (hasLeft) expect(line.ship_status).toBe('shipped');
  }
  // Each garment (the status page and the console's employee panel): shipped only with pieces shipped for it,
  // from parcels to its person's location or to the order's address (never another location's), and every one
  // that was not cancelled shipped once the order is.
  const sentTo = new Map(
    PLACES.map((place) => [
      place,
      shippedByLine(order.facts.parcels.filter((parcel) => (parcel.location_id ?? null) === place)),
    ]),
  );
  for (const line of order.facts.lines)
    for (const size of SIZES) {
      const sentHere = (place: string | null) => sentTo.get(place)?.get(line.uuid)?.[size] ?? 0;
      const claimedAt = (place: string | null) =>
        order.garments
          .filter(
            (garment) =>
              garment.order_item_id === line.uuid &&
              garment.size === size &&
              garment.location_id === place &&
              (garment.product_status === 'shipped' || garment.product_status === 'delivered'),
          )
          .reduce((sum, garment) => sum + garment.qty, 0);
      // What a location's people claim beyond its parcels must come from parcels to the order's address.
      const fromOrderAddress =
        claimedAt(null) +
        PLACES.filter((place) => place !== null).reduce(
          (sum, place) => sum + Math.max(0, claimedAt(place) - sentHere(place)),
          0,
        );
      expect(fromOrderAddress).toBeLessThanOrEqual(sentHere(null));
    }
  if (hasLeft)
    for (const garment of order.garments)
      expect(['shipped', 'delivered', 'cancelled']).toContain(garment.product_status);
  // The progress bar: no step waits before one that is done, and the active step names the status.
  const states = story.progress.steps.map((step) => step.state);
  const firstWaiting = states.indexOf('waiting');
  if (firstWaiting !== -1)
    expect(states.slice(firstWaiting).every((state) => state === 'waiting')).toBe(true);
  expect(story.progress.visible).toBe(listStatus !== 'order_cancelled');
  const active = story.progress.steps.find((step) => step.state === 'active');
  if (listStatus === 'order_partly_shipped' || listStatus === 'order_shipped')
    expect(active?.label).toBe(story.label);
}

describe('one status story over random histories', () => {
  it('never lets the order status, Delivery, a line date, a garment or the progress bar disagree', () => {
    fc.assert(
      fc.property(
        // Every line holds a piece: the cart and the bulk order refuse a line without one.
        fc.array(
          lineArb.filter((line) => line.qtys.some((qty) => qty > 0)),
          { minLength: 1, maxLength: 3 },
        ),
        fc.array(eventArb, { maxLength: 40 }),
        (lines, events) => {
          let order = placeOrder(lines);
          expectOneStory(order);
          events.forEach((event, step) => {
            order = apply(order, event, step);
            expectOneStory(order);
          });
        },
      ),
      {
        numRuns: 300,
        // Histories random runs reach rarely, always tried: a garment cancelled before its piece shipped, then
        // restored once the line had fully shipped (seed -230302492 of the unlocated test).
        examples: [
          [
            [{ qtys: [0, 0, 1], chunks: Array(15).fill(1), places: Array(15).fill(null) }],
            [
              { kind: 'move', to: 'order_approved' },
              { kind: 'garment', index: 0, to: 'cancelled' },
              { kind: 'parcel', to: null, picks: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
              { kind: 'garment', index: 0, to: 'pending' },
            ],
          ],
          [
            [{ qtys: [0, 2, 0], chunks: Array(15).fill(1), places: ['A', null, ...Array(13).fill(null)] }],
            [
              { kind: 'move', to: 'order_approved' },
              { kind: 'garment', index: 0, to: 'cancelled' },
              { kind: 'parcel', to: 'A', picks: Array(9).fill(1) },
              { kind: 'parcel', to: null, picks: Array(9).fill(1) },
              { kind: 'garment', index: 0, to: 'ready' },
            ],
          ],
        ],
      },
    );
  }, 60_000);
});
