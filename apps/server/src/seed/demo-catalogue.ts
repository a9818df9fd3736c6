import type { NewProduct } from './records.ts';

/** A garment's printable chest or back panel on the 650 px canvas, at about 5.7 px per cm. */
const BODY_PRINT = {
  px_per_cm: 5.7,
  refpt: { x: 325, y: 240 },
  print_area: { left: 200, top: 240, width: 250, height: 290 },
};

const garment = (name: string) => ({
  faces: [
    { alias: 'Front', template_url: `/catalogue/${name}-front.svg`, pconfig: BODY_PRINT },
    { alias: 'Back', template_url: `/catalogue/${name}-back.svg`, pconfig: BODY_PRINT },
  ],
  thumbUrl: `/catalogue/${name}-thumb.svg`,
});

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

/** The demo catalogue: garment templates drawn for Livery, tier prices in cents. */
export const DEMO_PRODUCTS: NewProduct[] = [
  {
    title: 'Classic Pique Polo',
    sku: 'LV-POLO-01',
    description:
      'Breathable 220 gsm cotton pique polo with a three-button placket. Holds embroidery beautifully.',
    sizes: APPAREL_SIZES,
    colors: [
      { value: '#ffffff', title: 'White' },
      { value: '#1f3a5f', title: 'Navy' },
      { value: '#1c1c1c', title: 'Black' },
      { value: '#7a1f2b', title: 'Burgundy' },
    ],
    pricing: {
      qtys: { '10': 2450, '50': 2190, '100': 1950, '250': 1790 },
      addons_size: { '2XL': 250, '3XL': 400 },
    },
    minQty: 10,
    ...garment('classic-polo'),
  },
  {
    title: 'Everyday Crew Tee',
    sku: 'LV-TEE-01',
    description: 'Soft 180 gsm combed-cotton tee, the workhorse for housekeeping and events.',
    sizes: APPAREL_SIZES,
    colors: [
      { value: '#ffffff', title: 'White' },
      { value: '#1f3a5f', title: 'Navy' },
      { value: '#6b7280', title: 'Heather Grey' },
    ],
    pricing: { qtys: { '12': 1290, '50': 1090, '100': 950 }, addons_size: { '2XL': 150, '3XL': 250 } },
    minQty: 12,
    ...garment('crew-tee'),
  },
  {
    title: 'Heavyweight Zip Hoodie',
    sku: 'LV-HOOD-01',
    description: 'Brushed-fleece full-zip hoodie with kangaroo pockets, for cold kitchens and night shifts.',
    sizes: APPAREL_SIZES,
    colors: [
      { value: '#3b3f46', title: 'Charcoal' },
      { value: '#1f3a5f', title: 'Navy' },
      { value: '#1c1c1c', title: 'Black' },
    ],
    pricing: { qtys: { '10': 4890, '50': 4450, '100': 3990 }, addons_size: { '2XL': 400, '3XL': 600 } },
    minQty: 10,
    ...garment('zip-hoodie'),
  },
  {
    title: 'Chef Bib Apron',
    sku: 'LV-APRN-01',
    description:
      'Stain-resistant poly-cotton bib apron with adjustable neck strap and a divided front pocket.',
    sizes: ['One Size'],
    colors: [
      { value: '#1c1c1c', title: 'Black' },
      { value: '#ffffff', title: 'White' },
      { value: '#7a1f2b', title: 'Burgundy' },
    ],
    pricing: { qtys: { '10': 1850, '50': 1590, '200': 1390 }, addons_size: {} },
    minQty: 10,
    ...garment('chef-apron'),
  },
  {
    title: 'Six-Panel Work Cap',
    sku: 'LV-CAP-01',
    description: 'Structured cotton twill cap with a curved brim and a brass buckle strap.',
    sizes: ['One Size'],
    colors: [
      { value: '#b3262e', title: 'Red' },
      { value: '#1f3a5f', title: 'Navy' },
      { value: '#1c1c1c', title: 'Black' },
    ],
    pricing: { qtys: { '24': 1150, '100': 960, '250': 840 }, addons_size: {} },
    minQty: 24,
    originCountry: 'MY',
    ...garment('work-cap'),
  },
];
