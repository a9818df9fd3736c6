import { describe, expect, it } from 'vitest';
import {
  type GarmentFacts,
  garmentStatusAfterParcels,
  garmentStatusChoices,
  garmentsInParcels,
  garmentsRefusingStatus,
  type OrderFacts,
  orderStatusAfterParcels,
  orderStory,
} from './order-story.ts';

const ready: OrderFacts = {
  order_status: 'order_ready',
  created_at: '2026-11-01T00:00:00Z',
  approved_at: '2026-11-02T00:00:00Z',
  processed_at: '2026-11-03T00:00:00Z',
  in_progress_at: '2026-11-04T00:00:00Z',
  ready_at: '2026-11-05T00:00:00Z',
  shipped_at: null,
  completed_at: null,
  lines: [
    { uuid: 'polo', qty_options: { S: 10, M: 10 }, due_date: '2026-11-20' },
    { uuid: 'apron', qty_options: { 'One Size': 10 }, due_date: '2026-11-21' },
  ],
  parcels: [],
};

const firstParcel = {
  created_at: '2026-11-06T09:00:00Z',
  items: [{ order_item_id: 'polo', sizes: { S: 10, M: 10 } }],
};
const secondParcel = {
  created_at: '2026-11-07T09:00:00Z',
  items: [{ order_item_id: 'apron', sizes: { 'One Size': 10 } }],
};

describe('order story', () => {
  it('keeps the status the provider moved the order to while nothing has shipped', () => {
    const story = orderStory(ready);
    expect(story.status).toBe('order_ready');
    expect(story.ship_status).toBe('not_shipped');
    expect(story.lines.map((line) => line.estimated_finishing_date)).toEqual(['2026-11-20', '2026-11-21']);
  });

  it('says Partly shipped once one parcel holds some of the pieces, its shipped line dated by the parcel', () => {
    const story = orderStory({ ...ready, parcels: [firstParcel] });
    expect(story.status).toBe('order_partly_shipped');
    expect(story.label).toBe('Partly shipped');
    expect(story.ship_status_label).toBe('Partly shipped');
    expect(story.lines[0]).toMatchObject({
      ship_status: 'shipped',
      shipped_qty: 20,
      shipped_at: firstParcel.created_at,
      estimated_finishing_date: null,
    });
    expect(story.lines[1]).toMatchObject({
      ship_status: 'not_shipped',
      estimated_finishing_date: '2026-11-21',
    });
    const shippedStep = story.progress.steps.find((step) => step.key === 'shipped');
    expect(shippedStep).toMatchObject({
      label: 'Partly shipped',
      state: 'active',
      at: firstParcel.created_at,
    });
  });

  it('says Shipped by itself when the parcels hold every piece, dated by the last parcel', () => {
    const story = orderStory({ ...ready, parcels: [firstParcel, secondParcel] });
    expect(story.status).toBe('order_shipped');
    expect(story.shipped_at).toBe(secondParcel.created_at);
    expect(story.lines.every((line) => line.estimated_finishing_date === null)).toBe(true);
    expect(story.progress.steps.map((step) => step.label)).toContain('Shipped');
  });

  it('marks the steps a parcel skipped as done: an approved order shipped at once is past Ready', () => {
    const story = orderStory({
      ...ready,
      order_status: 'order_approved',
      processed_at: null,
      in_progress_at: null,
      ready_at: null,
      parcels: [firstParcel, secondParcel],
    });
    expect(story.progress.steps.map((step) => step.state)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'complete',
      'active',
      'waiting',
    ]);
  });

  it('leaves a completed or cancelled order as it was moved', () => {
    expect(orderStatusAfterParcels('order_completed', 'shipped')).toBe('order_completed');
    expect(orderStatusAfterParcels('order_cancelled', 'not_shipped')).toBe('order_cancelled');
    expect(orderStory({ ...ready, order_status: 'order_cancelled' }).progress.visible).toBe(false);
  });
});

describe('garments in parcels', () => {
  const garment = (
    id: string,
    size: string,
    status: GarmentFacts['product_status'] = 'in_production',
    locationId: string | null = null,
  ): GarmentFacts => ({
    id,
    order_item_id: 'polo',
    size,
    qty: 1,
    product_status: status,
    location_id: locationId,
  });
  const parcel = (sizes: Record<string, number>, locationId: string | null = null) => ({
    location_id: locationId,
    items: [{ order_item_id: 'polo', sizes }],
  });

  it('gives the shipped pieces of a size to that many garments of the size, in the order given', () => {
    const garments = [garment('ann', 'S'), garment('bob', 'S'), garment('cat', 'M')];
    const carried = garmentsInParcels(garments, [parcel({ S: 1 })]);
    expect([...carried]).toEqual(['ann']);
  });

  it('counts garments already shipped first and never a cancelled one', () => {
    const garments = [garment('ann', 'S', 'cancelled'), garment('bob', 'S'), garment('cat', 'S', 'shipped')];
    const carried = garmentsInParcels(garments, [parcel({ S: 2 })]);
    expect([...carried].sort()).toEqual(['bob', 'cat']);
  });

  it("ships with a parcel to a location only that location's people, before anyone listed earlier", () => {
    const garments = [
      garment('ann', 'S', 'ready', 'harbour'),
      garment('bob', 'S', 'ready', 'airport'),
      garment('cat', 'S', 'ready'),
    ];
    expect([...garmentsInParcels(garments, [parcel({ S: 1 }, 'airport')])]).toEqual(['bob']);
    // Two pieces to the airport, which takes one person: the second piece is nobody's at the harbour.
    expect([...garmentsInParcels(garments, [parcel({ S: 2 }, 'airport')])]).toEqual(['bob']);
  });

  it("lets a parcel to the order's address carry anyone, its unassigned people in the order given", () => {
    const garments = [garment('ann', 'S', 'ready', 'harbour'), garment('cat', 'S')];
    expect([...garmentsInParcels(garments, [parcel({ S: 1 })])]).toEqual(['ann']);
    const both = garmentsInParcels(garments, [parcel({ S: 1 }, 'harbour'), parcel({ S: 1 })]);
    expect([...both].sort()).toEqual(['ann', 'cat']);
  });

  it('ships a carried garment and keeps a delivered one', () => {
    expect(garmentStatusAfterParcels('in_production', true)).toBe('shipped');
    expect(garmentStatusAfterParcels('delivered', true)).toBe('delivered');
    expect(garmentStatusAfterParcels('ready', false)).toBe('ready');
  });
});

describe('statuses a garment may be given by hand', () => {
  const garment = (id: string, status: GarmentFacts['product_status']): GarmentFacts => ({
    id,
    order_item_id: 'polo',
    size: 'M',
    qty: 1,
    product_status: status,
    location_id: null,
  });
  const lines = [{ uuid: 'polo', qty_options: { M: 3 } }];
  const parcelOf = (pieces: number) => ({
    location_id: null,
    items: [{ order_item_id: 'polo', sizes: { M: pieces } }],
  });

  it('offers Shipped and Delivered only once a parcel carried the garment', () => {
    const garments = [garment('ann', 'shipped'), garment('bob', 'ready'), garment('cat', 'pending')];
    const shipping = { garments, lines, parcels: [parcelOf(1)] };
    expect(garmentStatusChoices(garments[0] as GarmentFacts, shipping)).toEqual(['shipped', 'delivered']);
    expect(garmentStatusChoices(garments[1] as GarmentFacts, shipping)).not.toContain('shipped');
    expect(garmentStatusChoices(garments[1] as GarmentFacts, shipping)).toContain('cancelled');
  });

  it('brings a cancelled garment back to Pending while pieces of its size are still to ship', () => {
    const garments = [garment('ann', 'shipped'), garment('bob', 'cancelled'), garment('cat', 'pending')];
    const choices = garmentStatusChoices(garments[1] as GarmentFacts, {
      garments,
      lines,
      parcels: [parcelOf(1)],
    });
    expect(choices).toEqual(['pending', 'in_production', 'ready', 'cancelled']);
  });

  it('keeps a cancelled garment cancelled once every piece of its size left for the others', () => {
    // The provider cut the line to two pieces after the cancellation and both have left: none is left for bob.
    const garments = [garment('ann', 'shipped'), garment('bob', 'cancelled'), garment('cat', 'shipped')];
    const shipping = { garments, lines: [{ uuid: 'polo', qty_options: { M: 2 } }], parcels: [parcelOf(2)] };
    expect(garmentStatusChoices(garments[1] as GarmentFacts, shipping)).toEqual(['cancelled']);
  });

  it('lets a cancelled garment whose piece left anyway be marked Shipped, not Pending', () => {
    // Every piece of the line shipped, the cancelled garment's own among them: it is nobody else's.
    const garments = [garment('ann', 'shipped'), garment('bob', 'cancelled'), garment('cat', 'shipped')];
    const choices = garmentStatusChoices(garments[1] as GarmentFacts, {
      garments,
      lines,
      parcels: [parcelOf(3)],
    });
    expect(choices).toEqual(['shipped', 'delivered', 'cancelled']);
  });

  it('brings back only as many cancelled garments as pieces are left, judged one after another', () => {
    const garments = [garment('ann', 'shipped'), garment('bob', 'cancelled'), garment('cat', 'cancelled')];
    const shipping = { garments, lines: [{ uuid: 'polo', qty_options: { M: 2 } }], parcels: [parcelOf(1)] };
    expect(garmentsRefusingStatus(['bob', 'cat'], 'pending', shipping)).toEqual(['cat']);
    expect(garmentsRefusingStatus(['bob'], 'pending', shipping)).toEqual([]);
  });
});
