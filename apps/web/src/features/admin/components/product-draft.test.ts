import { describe, expect, it } from 'vitest';
import { bodyOf, defaultPrintConfig, draftProblems, emptyDraft, newRowId } from './product-draft.ts';

describe('product draft', () => {
  it('sends tiers and positive add-ons in cents, leaving out add-ons for sizes no longer offered', () => {
    const draft = {
      ...emptyDraft(),
      title: 'Oxford Shirt',
      sku: 'LV-OXF-01',
      sizes: ['M', '2XL'],
      tiers: [
        { id: newRowId(), minQty: 10, unitCents: 3200 },
        { id: newRowId(), minQty: 50, unitCents: 2900 },
      ],
      addons: { '2XL': 300, M: 0, '3XL': 450 },
    };
    expect(bodyOf(draft).pricing).toEqual({ qtys: { '10': 3200, '50': 2900 }, addons_size: { '2XL': 300 } });
  });

  it('names what must be fixed before saving, with the domain’s own messages', () => {
    const draft = {
      ...emptyDraft(),
      tiers: [{ id: newRowId(), minQty: null, unitCents: 100 }],
      faces: [
        {
          id: newRowId(),
          alias: 'Front',
          template_url: '',
          pconfig: { ...defaultPrintConfig(), print_area: { left: 600, top: 0, width: 100, height: 100 } },
        },
      ],
    };
    expect(draftProblems(draft)).toEqual([
      'Title is required',
      'SKU is required',
      'Fill in or remove the blank quantity tier',
      'Add at least one quantity tier with its unit price',
      'Front: upload a template picture',
      'Front: the print area must lie inside the 650 x 650 px canvas and be at least 10 px wide and high',
    ]);
  });

  it('drops colour pictures of faces that were removed', () => {
    const draft = {
      ...emptyDraft(),
      colors: [
        {
          id: newRowId(),
          value: '#1f3a5f',
          title: 'Navy',
          images: { Front: '/catalogue/a.svg', Back: '/catalogue/b.svg' },
        },
      ],
      faces: [
        { id: newRowId(), alias: 'Front', template_url: '/catalogue/t.svg', pconfig: defaultPrintConfig() },
      ],
    };
    expect(bodyOf(draft).colors[0]?.images).toEqual({ Front: '/catalogue/a.svg' });
  });
});
