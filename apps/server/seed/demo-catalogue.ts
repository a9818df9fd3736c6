import type { NewProduct } from '../src/db/records.ts';
import type { FacePrintConfig, ProductColour } from '../src/db/schema.ts';

type PrintArea = FacePrintConfig['print_area'];

/** A face's print set-up on the 650 px canvas; the reference point is the area's top centre. */
const printConfig = (pxPerCm: number, area: PrintArea): FacePrintConfig => ({
  px_per_cm: pxPerCm,
  refpt: { x: Math.round(area.left + area.width / 2), y: area.top },
  print_area: area,
});

/** The file-name part of a colour, as scripts/draw-catalogue-colours.mjs writes it. */
const colourSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A builder garment drawn for Livery: Front and Back templates, and each colour drawn per face
 * (`<garment>-<face>-<colour>.svg`, made by scripts/draw-catalogue-colours.mjs).
 */
const garment = (
  name: string,
  colours: Array<[title: string, value: string]>,
  areas: { pxPerCm: number; front: PrintArea; back: PrintArea },
) => ({
  isBuilder: true,
  faces: [
    {
      alias: 'Front',
      template_url: `/catalogue/${name}-front.svg`,
      pconfig: printConfig(areas.pxPerCm, areas.front),
    },
    {
      alias: 'Back',
      template_url: `/catalogue/${name}-back.svg`,
      pconfig: printConfig(areas.pxPerCm, areas.back),
    },
  ],
  colors: colours.map(
    ([title, value]): ProductColour => ({
      value,
      title,
      images: {
        Front: `/catalogue/${name}-front-${colourSlug(title)}.svg`,
        Back: `/catalogue/${name}-back-${colourSlug(title)}.svg`,
      },
    }),
  ),
  thumbUrl: `/catalogue/${name}-thumb.svg`,
});

/** A product bought as it is: no faces, a photo carousel with a photo per colour and shared ones. */
const asIs = (
  colours: Array<[title: string, value: string, photo: string]>,
  sharedPhotos: string[],
): Pick<NewProduct, 'isBuilder' | 'faces' | 'colors' | 'images' | 'thumbUrl' | 'finishings'> => {
  const photos = [
    ...colours.map(([title, value, photo]) => ({ title, value, photo })),
    ...sharedPhotos.map((photo) => ({ title: '', value: '', photo })),
  ];
  return {
    isBuilder: false,
    faces: [],
    finishings: [],
    colors: colours.map(([title, value]) => ({ value, title })),
    images: photos.map((photo, index) => ({
      id: index + 1,
      color_code: photo.value,
      color_title: photo.title,
      image_type: 'sub' as const,
      large_url: `/catalogue/${photo.photo}.svg`,
      thumb_url: `/catalogue/${photo.photo}.svg`,
    })),
    thumbUrl: `/catalogue/${colours[0]![2]}.svg`,
  };
};

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];

/** The demo catalogue: garment templates drawn for Livery, realistic print areas, tier prices in cents. */
export const DEMO_PRODUCTS: NewProduct[] = [
  {
    title: 'Classic Pique Polo',
    sku: 'LV-POLO-01',
    brandName: 'Livery Essentials',
    description:
      'Breathable 220 gsm cotton pique polo with a three-button placket. Holds embroidery beautifully.',
    sizeChart: 'Chest (cm): XS 46, S 49, M 52, L 55, XL 58, 2XL 62, 3XL 66',
    sizes: APPAREL_SIZES,
    pricing: {
      qtys: { '10': 2450, '50': 2190, '100': 1950, '250': 1790 },
      addons_size: { '2XL': 250, '3XL': 400 },
    },
    minQty: 10,
    finishings: ['embroidery', 'screenprint', 'dtg', 'digital'],
    ...garment(
      'classic-polo',
      [
        ['White', '#ffffff'],
        ['Navy', '#1f3a5f'],
        ['Black', '#1c1c1c'],
        ['Burgundy', '#7a1f2b'],
      ],
      {
        pxPerCm: 5.7,
        front: { left: 225, top: 250, width: 200, height: 230 },
        back: { left: 215, top: 180, width: 220, height: 270 },
      },
    ),
  },
  {
    title: 'Everyday Crew Tee',
    sku: 'LV-TEE-01',
    brandName: 'Livery Essentials',
    description: 'Soft 180 gsm combed-cotton tee, the workhorse for housekeeping and events.',
    sizeChart: 'Chest (cm): XS 45, S 48, M 51, L 54, XL 57, 2XL 61, 3XL 65',
    sizes: APPAREL_SIZES,
    pricing: { qtys: { '12': 1290, '50': 1090, '100': 950 }, addons_size: { '2XL': 150, '3XL': 250 } },
    minQty: 12,
    finishings: ['screenprint', 'embroidery', 'dtg', 'digital', 'dye_sub'],
    ...garment(
      'crew-tee',
      [
        ['White', '#ffffff'],
        ['Navy', '#1f3a5f'],
        ['Heather Grey', '#6b7280'],
      ],
      {
        pxPerCm: 5.7,
        front: { left: 215, top: 200, width: 220, height: 280 },
        back: { left: 215, top: 170, width: 220, height: 300 },
      },
    ),
  },
  {
    title: 'Heavyweight Zip Hoodie',
    sku: 'LV-HOOD-01',
    brandName: 'Livery Workwear',
    description: 'Brushed-fleece full-zip hoodie with kangaroo pockets, for cold kitchens and night shifts.',
    sizes: APPAREL_SIZES,
    pricing: { qtys: { '10': 4890, '50': 4450, '100': 3990 }, addons_size: { '2XL': 400, '3XL': 600 } },
    minQty: 10,
    finishings: ['embroidery', 'screenprint', 'dtg', 'digital'],
    ...garment(
      'zip-hoodie',
      [
        ['Charcoal', '#3b3f46'],
        ['Navy', '#1f3a5f'],
        ['Black', '#1c1c1c'],
      ],
      {
        pxPerCm: 5.7,
        front: { left: 200, top: 220, width: 250, height: 180 },
        back: { left: 195, top: 200, width: 260, height: 300 },
      },
    ),
  },
  {
    title: 'Chef Bib Apron',
    sku: 'LV-APRN-01',
    brandName: 'Livery Workwear',
    description:
      'Stain-resistant poly-cotton bib apron with adjustable neck strap and a divided front pocket.',
    sizes: ['One Size'],
    pricing: { qtys: { '10': 1850, '50': 1590, '200': 1390 }, addons_size: {} },
    minQty: 10,
    finishings: ['screenprint', 'embroidery', 'digital'],
    ...garment(
      'chef-apron',
      [
        ['Black', '#1c1c1c'],
        ['White', '#ffffff'],
        ['Burgundy', '#7a1f2b'],
      ],
      {
        pxPerCm: 5.2,
        front: { left: 190, top: 290, width: 270, height: 120 },
        back: { left: 190, top: 320, width: 270, height: 230 },
      },
    ),
  },
  {
    title: 'Six-Panel Work Cap',
    sku: 'LV-CAP-01',
    brandName: 'Livery Essentials',
    description: 'Structured cotton twill cap with a curved brim and a brass buckle strap.',
    sizes: ['One Size'],
    // Made at the provider's Malaysian site: the demo cart shows two sub-carts.
    originCountry: 'MY',
    pricing: { qtys: { '24': 1150, '100': 960, '250': 840 }, addons_size: {} },
    minQty: 24,
    finishings: ['embroidery', 'screenprint'],
    ...garment(
      'work-cap',
      [
        ['Red', '#b3262e'],
        ['Navy', '#1f3a5f'],
        ['Black', '#1c1c1c'],
      ],
      {
        // The cap is drawn large: its front panel is about 12 x 8 cm.
        pxPerCm: 11,
        front: { left: 260, top: 222, width: 130, height: 90 },
        back: { left: 245, top: 226, width: 160, height: 62 },
      },
    ),
  },
  {
    title: 'Double-Breasted Chef Jacket',
    sku: 'LV-CHEF-01',
    brandName: 'Livery Workwear',
    description:
      'Breathable poly-cotton chef jacket with reversible double-breasted front, knot buttons and a sleeve pen pocket.',
    sizeChart: 'Chest (cm): XS 50, S 53, M 56, L 59, XL 62, 2XL 66, 3XL 70',
    sizes: APPAREL_SIZES,
    pricing: { qtys: { '10': 3690, '50': 3290, '100': 2990 }, addons_size: { '2XL': 300, '3XL': 450 } },
    minQty: 10,
    finishings: ['embroidery', 'screenprint', 'dtg'],
    ...garment(
      'chef-jacket',
      [
        ['White', '#ffffff'],
        ['Black', '#1c1c1c'],
        ['Charcoal', '#3b3f46'],
      ],
      {
        // Front: the left-chest panel beside the buttons, where a kitchen's crest goes.
        pxPerCm: 5.7,
        front: { left: 392, top: 196, width: 68, height: 80 },
        back: { left: 205, top: 190, width: 240, height: 250 },
      },
    ),
  },
  {
    title: 'Heavy Canvas Tote Bag',
    sku: 'LV-TOTE-01',
    brandName: 'Livery Goods',
    description:
      '12 oz cotton canvas tote with long reinforced handles, 38 x 42 cm: for guests, events and spas.',
    sizes: ['One Size'],
    pricing: { qtys: { '25': 690, '100': 540, '250': 460 }, addons_size: {} },
    minQty: 25,
    finishings: ['screenprint', 'dtg', 'digital'],
    ...garment(
      'tote-bag',
      [
        ['Natural', '#efe6d2'],
        ['Black', '#1c1c1c'],
        ['Navy', '#1f3a5f'],
      ],
      {
        pxPerCm: 9.2,
        front: { left: 200, top: 290, width: 250, height: 250 },
        back: { left: 226, top: 300, width: 198, height: 150 },
      },
    ),
  },
  {
    title: 'High-Visibility Safety Vest',
    sku: 'LV-VEST-01',
    brandName: 'Livery Workwear',
    description:
      'EN ISO 20471 class 2 mesh vest with two reflective bands and a front zip, for porters, valets and loading bays.',
    sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
    pricing: { qtys: { '10': 1590, '50': 1390, '100': 1190 }, addons_size: { '2XL': 150, '3XL': 250 } },
    minQty: 10,
    finishings: ['screenprint', 'digital'],
    ...garment(
      'hivis-vest',
      [
        ['Fluoro Yellow', '#e4ec3a'],
        ['Fluoro Orange', '#ff7a1a'],
      ],
      {
        // Front: a small panel on the right chest; back: the broad panel above the bands for 'SECURITY'.
        pxPerCm: 5.7,
        front: { left: 360, top: 330, width: 100, height: 70 },
        back: { left: 195, top: 190, width: 260, height: 200 },
      },
    ),
  },
  {
    title: 'Drawstring Laundry Bag',
    sku: 'LV-LNDY-01',
    brandName: 'Livery Goods',
    description:
      'Hard-wearing polyester laundry bag, 60 x 80 cm, with a cord lock and a printed LAUNDRY label.',
    productType: 'standard',
    sizes: ['One Size'],
    pricing: { qtys: { '20': 850, '100': 720 }, addons_size: {} },
    minQty: 20,
    ...asIs(
      [
        ['White', '#ffffff', 'laundry-bag-white'],
        ['Navy', '#1f3a5f', 'laundry-bag-navy'],
      ],
      ['laundry-bag-detail'],
    ),
  },
  {
    title: 'Engraved Name Badge',
    sku: 'LV-BADG-01',
    brandName: 'Livery Goods',
    description:
      'Brushed-metal name badge, 75 x 32 mm, engraved with each employee’s name and department; magnetic back.',
    sizes: ['One Size'],
    pricing: { qtys: { '10': 1250, '50': 990, '200': 850 }, addons_size: {} },
    minQty: 10,
    ...asIs(
      [
        ['Gold', '#c9a23f', 'name-badge-gold'],
        ['Silver', '#c3c9d1', 'name-badge-silver'],
      ],
      ['name-badge-back'],
    ),
  },
];
