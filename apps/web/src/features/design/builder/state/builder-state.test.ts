import type { Artwork } from '@livery/api-schemas/artworks';
import type { BuilderResponse } from '@livery/api-schemas/builder';
import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderState, toQuoteForm } from './builder-state.ts';

const PRINT = {
  px_per_cm: 5,
  refpt: { x: 325, y: 200 },
  print_area: { left: 175, top: 175, width: 300, height: 300 },
};

const loaded = {
  saved_product: null,
  product: {
    product_id: '11111111-1111-4111-8111-111111111111',
    title: 'Polo',
    sizes: ['S', 'M'],
    user_options: {
      variations: { apparel_color: 'White' },
      qtys: { S: 0, M: 0 },
      mode: 'normal',
      employees: [],
      prints: {},
    },
  },
  faces: [
    { alias: 'Front', template_url: '/front.svg', pconfig: PRINT },
    { alias: 'Back', template_url: '/back.svg', pconfig: PRINT },
  ],
} as unknown as BuilderResponse;

const artwork = { uuid: '22222222-2222-4222-8222-222222222222', title: 'Logo' } as Artwork;

describe('builder state', () => {
  it('starts from the loaded product and knows nothing is unsaved', () => {
    const state = initialBuilderState(loaded);
    expect(state).toMatchObject({ colour: 'White', qty: { S: 0, M: 0 }, mode: 'normal', isDirty: false });
  });

  it('empties the quantities when the name list is switched on, and marks the design unsaved', () => {
    let state = initialBuilderState(loaded);
    state = builderReducer(state, { type: 'qty', size: 'M', quantity: 12 });
    state = builderReducer(state, { type: 'mode', mode: 'pro' });
    expect(state.qty).toEqual({ S: 0, M: 0 });
    expect(state.isDirty).toBe(true);
    expect(builderReducer(state, { type: 'saved' }).isDirty).toBe(false);
  });

  it('posts each placed artwork with its real size and print-size class, only for faces with artwork', () => {
    let state = initialBuilderState(loaded);
    state = builderReducer(state, {
      type: 'place',
      face: 'Back',
      item: {
        artwork,
        box: { left: 200, top: 200, width: 120, height: 60 },
        finishing: 'dtg',
        colors_count: 2,
      },
    });
    const quote = toQuoteForm(loaded, state, { svgs: { Back: '<svg/>' } });
    expect(Object.keys(quote.prints ?? {})).toEqual(['Back']);
    expect(quote.product_id).toBe(loaded.product.product_id);
    expect(quote.prints?.Back).toMatchObject({
      svg: '<svg/>',
      artworks: [
        { artwork_id: artwork.uuid, width_cm: 24, height_cm: 12, print_size: 'a4', finishing: 'dtg' },
      ],
    });
  });

  it('posts a turned artwork with its angle, so the saved design reopens turned', () => {
    let state = initialBuilderState(loaded);
    state = builderReducer(state, {
      type: 'place',
      face: 'Front',
      item: {
        artwork,
        box: { left: 250, top: 220, width: 100, height: 50, angle: 30 },
        finishing: 'screenprint',
        colors_count: 3,
      },
    });
    const quote = toQuoteForm(loaded, state);
    expect(quote.prints?.Front?.artworks[0]).toMatchObject({ angle: 30, width_cm: 20, colors_count: 3 });
  });
});
