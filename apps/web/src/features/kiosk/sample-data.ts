/**
 * The kiosk demo's hard-coded sample data (spec 03 section 2.10): one employee, their history, the garments
 * the reader finds and the sites a kiosk may stand at. Nothing here is read from or written to real stock.
 */

export const KIOSK_LOCATIONS = [
  'Marina Bay Tower',
  'Harbourfront Hotel',
  'Changi Airport T3',
  'Orchard Road Flagship',
  'Sentosa Resort',
  'Jurong East Depot',
  'Tampines Hub',
  'Woodlands Laundry',
  'Raffles Place Office',
  'Novena Medical Centre',
  'Paya Lebar Quarter',
  'Punggol Waterfront',
] as const;

export const KIOSK_EMPLOYEE = {
  name: 'Nurul Aisyah',
  staffId: 'HH-20418',
  department: 'Housekeeping',
  position: 'Room Attendant',
  card: '04:A2:19:7C:3B:51:80',
};

export interface KioskProduct {
  id: number;
  title: string;
  sku: string;
  size: string;
  qty: number;
  apparel_color: string;
  /** Cents per piece. */
  unit_price: number;
  /** Cents per piece. */
  surcharge: number;
}

export interface KioskLog {
  created_at: string;
  icon: 'issue' | 'return' | 'laundry';
  message: string;
  products: string;
  note: string | null;
}

export const KIOSK_HISTORY: KioskLog[] = [
  {
    created_at: '2026-11-02T08:14:00+08:00',
    icon: 'issue',
    message: 'Collected 3 items',
    products: 'Housekeeping Tunic (M) × 2, Apron (One Size) × 1',
    note: null,
  },
  {
    created_at: '2026-10-19T17:40:00+08:00',
    icon: 'laundry',
    message: 'Returned 2 items for laundry',
    products: 'Housekeeping Tunic (M) × 2',
    note: 'Stain on the left sleeve',
  },
  {
    created_at: '2026-09-30T07:55:00+08:00',
    icon: 'return',
    message: 'Exchanged 1 item',
    products: 'Trousers (S) for Trousers (M)',
    note: 'Size exchange',
  },
];

/** What the reader finds on the tray, in the order the tags are read. */
export const KIOSK_PRODUCTS: KioskProduct[] = [
  {
    id: 1,
    title: 'Housekeeping Tunic',
    sku: 'HK-TUN-01',
    size: 'M',
    qty: 2,
    apparel_color: 'Sage',
    unit_price: 2450,
    surcharge: 350,
  },
  {
    id: 2,
    title: 'Housekeeping Trousers',
    sku: 'HK-TRS-02',
    size: 'M',
    qty: 2,
    apparel_color: 'Charcoal',
    unit_price: 1990,
    surcharge: 0,
  },
  {
    id: 3,
    title: 'Bib Apron',
    sku: 'LV-APRN-01',
    size: 'One Size',
    qty: 1,
    apparel_color: 'Black',
    unit_price: 1250,
    surcharge: 290,
  },
];

/** One RFID tag per piece on the tray. */
export const KIOSK_SCANS: Array<{ rfid_tag: string; id: number }> = KIOSK_PRODUCTS.flatMap((product) =>
  Array.from({ length: product.qty }, (_, piece) => ({
    rfid_tag: `E280 6894 0000 50${String(product.id).padStart(2, '0')} ${String(4180 + piece * 7).padStart(4, '0')}`,
    id: product.id,
  })),
);
