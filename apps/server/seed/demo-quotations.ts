import { DEFAULT_TIME_ZONE } from '@livery/domain/calendar-day';
import type { Database } from '../src/db/database.ts';
import { transitionOrder } from '../src/modules/orders/orders.service.ts';
import {
  addRfqComment,
  approveQuotation,
  cancelQuotation,
  createQuotation,
  getQuotation,
  priceQuotation,
  type QuotationContext,
} from '../src/modules/quotations/quotations.service.ts';
import type { CurrentUser } from '../src/plugins/authentication.ts';
import type { FileStore } from '../src/storage/file-store.ts';

interface DemoQuotation {
  title: string;
  team: number;
  note: string;
  products: Array<{ title: string; budget: string; qty: number; hasLogo?: boolean; requirements?: string }>;
  /** Cents per piece, in product order; absent while the provider has not priced it. */
  prices?: number[];
  providerComment?: string;
  buyerComment?: string;
  outcome?: 'approved' | 'cancelled';
}

/**
 * The demo buyer's requests for quotation in each state (issue 14 point 10), made through the same services the
 * portal and the quote desk use: one waiting for prices, one priced to approve, one approved and in production,
 * one the provider declined.
 */
export async function seedDemoQuotations(
  db: Database,
  files: FileStore,
  people: {
    buyer: CurrentUser;
    provider: CurrentUser;
    teams: { frontOffice: number; kitchen: number };
    shipAddressId: number;
    billAddressId: number;
  },
) {
  const context: QuotationContext = {
    db,
    files,
    secretKey: 'seed',
    publicUrl: '',
    timeZone: DEFAULT_TIME_ZONE,
  };
  const { buyer, provider, teams } = people;
  const quotations: DemoQuotation[] = [
    {
      title: 'Spa team uniforms',
      team: teams.frontOffice,
      note: 'Tunics and trousers for 12 therapists; soft colours, breathable fabric.',
      products: [
        {
          title: 'Spa tunic',
          budget: '38.00',
          qty: 24,
          hasLogo: true,
          requirements: 'Sage green, side slits',
        },
        { title: 'Spa trousers', budget: '29.00', qty: 24 },
      ],
      buyerComment: 'Could the tunic have a pocket for a pen?',
    },
    {
      title: 'Front desk refresh',
      team: teams.frontOffice,
      note: 'Blazers and name badges for the reception team before the new year.',
      products: [
        {
          title: 'Reception blazer',
          budget: '85.00',
          qty: 30,
          hasLogo: true,
          requirements: 'Navy, wool blend',
        },
        { title: 'Magnetic name badge', budget: '4.00', qty: 30 },
      ],
      prices: [8200, 450],
      providerComment: 'Wool blend quoted; a poly blend blazer would be $64.00 a piece.',
    },
    {
      title: 'Banquet aprons, embroidered',
      team: teams.kitchen,
      note: 'Long aprons with the hotel crest for banquet service.',
      products: [{ title: 'Embroidered banquet apron', budget: '18.00', qty: 60, hasLogo: true }],
      prices: [1650],
      outcome: 'approved',
    },
    {
      title: 'Pool attendant caps',
      team: teams.frontOffice,
      note: 'Sun caps for the pool deck.',
      products: [{ title: 'Sun cap with neck flap', budget: '6.00', qty: 15 }],
      outcome: 'cancelled',
    },
  ];
  for (const entry of quotations) {
    const created = await createQuotation(context, buyer, {
      fields: {
        project_title: entry.title,
        email: buyer.email,
        company: 'Harbour Hotels',
        name: buyer.name,
        team_id: String(entry.team),
        note: entry.note,
        ship_add_id: String(people.shipAddressId),
        bill_add_id: String(people.billAddressId),
      },
      products: entry.products.map((product) => ({
        title: product.title,
        user_unit_cost: product.budget,
        qty: String(product.qty),
        has_logo: product.hasLogo ? 'true' : 'false',
        requirements: product.requirements ?? '',
      })),
      files: [],
    });
    const { rfq } = await getQuotation(context, buyer, created.id);
    const firstProduct = String(rfq.products[0]!.id);
    if (entry.buyerComment) {
      await addRfqComment(context, buyer, {
        fields: { rfq_product_id: firstProduct, content: entry.buyerComment },
        products: [],
        files: [],
      });
    }
    if (entry.prices) {
      await priceQuotation(context, provider, created.id, {
        products: rfq.products.map((product, index) => ({
          id: product.id,
          unit_price: entry.prices![index]!,
        })),
        shipping_fee: 1800,
        additional_fees: entry.products.some((product) => product.hasLogo) ? 4500 : 0,
        due_date: new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10),
      });
    }
    if (entry.providerComment) {
      await addRfqComment(context, provider, {
        fields: { rfq_product_id: firstProduct, content: entry.providerComment },
        products: [],
        files: [],
      });
    }
    if (entry.outcome === 'approved') {
      const approved = await approveQuotation(context, buyer, created.id);
      for (const status of ['order_approved', 'order_processed', 'order_in_progress'] as const) {
        await transitionOrder(db, provider, approved.order.uuid, status);
      }
    }
    if (entry.outcome === 'cancelled') await cancelQuotation(context, provider, created.id);
  }
}
