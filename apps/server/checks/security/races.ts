import { and, count, desc, eq, gt, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import {
  insertCompany,
  insertProduct,
  insertSavedProduct,
  insertTeam,
  insertUser,
} from '../../src/db/records.ts';
import {
  discountCodes,
  inventories,
  kartItems,
  mailOutbox,
  orderItems,
  orderLogs,
  orders,
  rfQuotes,
  shippingServices,
  taxRates,
  teamMembers,
} from '../../src/db/schema.ts';
import { multipart } from '../../src/test/multipart.ts';
import type { ReportRow } from './report-table.ts';

/**
 * R3 of issue 10: single-winner operations hit by many concurrent requests. On PGlite (one connection)
 * the racers interleave between statements; on PostgreSQL (a pool) they truly run at once.
 */

export interface RaceOutcome {
  winners: number;
  losers: number;
  /** How many racers got each status. */
  statuses: Record<number, number>;
}

/** Sends `n` requests at once and counts the 2xx answers (winners) and the rest (losers). */
export async function raceOnce(
  n: number,
  request: (racer: number) => Promise<{ statusCode: number }>,
): Promise<RaceOutcome> {
  const responses = await Promise.all(Array.from({ length: n }, (_, racer) => request(racer)));
  const outcome: RaceOutcome = { winners: 0, losers: 0, statuses: {} };
  for (const { statusCode } of responses) {
    outcome.statuses[statusCode] = (outcome.statuses[statusCode] ?? 0) + 1;
    if (statusCode >= 200 && statusCode < 300) outcome.winners += 1;
    else outcome.losers += 1;
  }
  return outcome;
}

export interface RaceResult {
  name: string;
  racers: number;
  outcome: RaceOutcome;
  /** What the database shows afterwards that a single winner would not leave (empty when it held). */
  problems: string[];
  /** 2xx answers expected: 1 unless the operation is idempotent (all succeed) or shares a stock. */
  expectedWinners?: number;
  /** What the aftermath showed, for the report (e.g. '1 approval logged, 1 e-mail'). */
  aftermath?: string;
}

interface RaceContext {
  app: FastifyInstance;
  db: Database;
  racers: number;
}

/**
 * A race: sets up its own rows, races, and checks the aftermath. Quotation approval (issue 14) joins as
 * one more entry.
 */
export interface Race {
  name: string;
  run(context: RaceContext): Promise<RaceResult>;
}

const PASSWORD = 'race-password-1';
let sequence = 0;
const next = () => ++sequence;
/** Each request from an address of its own, so per-address limits never decide a race. */
const addressOf = (racer: number) => `10.99.${Math.floor(racer / 250)}.${(racer % 250) + 1}`;

async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    remoteAddress: `10.98.${Math.floor(next() / 250) % 250}.${(sequence % 250) + 1}`,
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}

/** A catalogue product that ships within Singapore, once per database. */
export async function ensureCatalogue(db: Database): Promise<number> {
  const n = next();
  const product = await insertProduct(db, {
    title: `Race Polo ${n}`,
    sku: `RACE-${n}`,
    sizes: ['S', 'M', 'L'],
    colors: [{ value: '#1f3a5f', title: 'Navy' }],
    pricing: { qtys: { '1': 2500 }, addons_size: {} },
    minQty: 1,
    originCountry: 'SG',
  });
  const [service] = await db
    .select()
    .from(shippingServices)
    .where(eq(shippingServices.destinationCountry, 'SG'));
  if (!service) {
    await db.insert(shippingServices).values({
      originCountry: 'SG',
      destinationCountry: 'SG',
      title: 'Race courier',
      leadTime: '2 days',
      feeCents: 1000,
    });
  }
  const [tax] = await db.select().from(taxRates).where(eq(taxRates.countryCode, 'SG'));
  if (!tax) await db.insert(taxRates).values({ countryCode: 'SG', ratePercent: 9 });
  return product.id;
}

/** A signed-in customer's address, and `lines` saved products of `team` in their cart: a checkout body. */
export async function fillCart(
  app: FastifyInstance,
  db: Database,
  who: { companyId: number; userId: number; teamId: number; headers: Record<string, string> },
  productId: number,
  lines: number,
) {
  const n = next();
  const address = await app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: who.headers,
    payload: {
      first_name: 'Race',
      last_name: 'Buyer',
      company: 'Race Co',
      country: 'SG',
      address: '1 Harbourfront Walk',
      city: 'Singapore',
      zip: '098585',
      phone: '+65 6000 0000',
    },
  });
  if (address.statusCode >= 300) throw new Error(`the race address was refused: ${address.body}`);
  for (let line = 0; line < lines; line += 1) {
    const saved = await insertSavedProduct(db, {
      companyId: who.companyId,
      userId: who.userId,
      teamId: who.teamId,
      productId,
      title: `Race product ${n}.${line}`,
      apparelColor: 'Navy',
    });
    const added = await app.inject({
      method: 'POST',
      url: '/api/kart_items',
      headers: who.headers,
      payload: {
        quote: {
          mode: 'normal',
          product_type: 'saved_products',
          saved_product_id: saved.uuid,
          qty_options: { M: 2 + line },
          variations: { apparel_color: 'Navy' },
        },
      },
    });
    if (added.statusCode >= 300) throw new Error(`the race cart line was refused: ${added.body}`);
  }
  return {
    team_id: who.teamId,
    ship_add_id: Number(address.json().address.id),
    bill_add_id: Number(address.json().address.id),
    reference: `RACE-${n}`,
    status: 'order_pending',
  };
}

/** A buyer (person in charge of a company of its own) with one team, one address and `lines` cart lines. */
export async function createBuyerWithCart(
  app: FastifyInstance,
  db: Database,
  productId: number,
  lines: number,
) {
  const n = next();
  const company = await insertCompany(db, { name: `Race company ${n}`, plan: 'premium' });
  const user = await insertUser(db, {
    companyId: company.id,
    email: `race-buyer-${n}@example.test`,
    password: PASSWORD,
    name: `Race buyer ${n}`,
    department: 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
  });
  const team = await insertTeam(db, { companyId: company.id, name: `Race team ${n}`, creatorId: user.id });
  const headers = await signIn(app, user.email);
  const checkout = await fillCart(
    app,
    db,
    { companyId: company.id, userId: user.id, teamId: team.id, headers },
    productId,
    lines,
  );
  return { user, team, headers, checkout };
}

const checkoutRace: Race = {
  name: 'checkout of one cart',
  async run({ app, db, racers }) {
    const productId = await ensureCatalogue(db);
    const buyer = await createBuyerWithCart(app, db, productId, 3);
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyer.headers,
        remoteAddress: addressOf(racer),
        payload: buyer.checkout,
      }),
    );
    const placed = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.user.id));
    const [lines] = await db
      .select({ value: count() })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          placed.map((order) => order.id),
        ),
      );
    const [left] = await db
      .select({ value: count() })
      .from(kartItems)
      .where(eq(kartItems.userId, buyer.user.id));
    const problems = [
      placed.length !== 1 && `${placed.length} orders were placed`,
      lines?.value !== 3 && `${lines?.value} order lines for a cart of 3`,
      left?.value !== 0 && `${left?.value} lines left in the cart`,
    ].filter((problem): problem is string => Boolean(problem));
    return { name: this.name, racers, outcome, problems };
  },
};

const discountRace: Race = {
  name: 'discount code with usage limit 1, one checkout per buyer',
  async run({ app, db, racers }) {
    const productId = await ensureCatalogue(db);
    const code = `RACE${next()}`;
    await db.insert(discountCodes).values({ code, kind: 'percentage', value: 10, usageLimit: 1 });
    const buyers: Array<Awaited<ReturnType<typeof createBuyerWithCart>>> = [];
    for (let racer = 0; racer < racers; racer += 1) {
      const buyer = await createBuyerWithCart(app, db, productId, 1);
      const applied = await app.inject({
        method: 'POST',
        url: '/api/cart/apply_discount',
        headers: buyer.headers,
        payload: { discount_code: code },
      });
      if (applied.statusCode >= 300) throw new Error(`the race code was refused: ${applied.body}`);
      buyers.push(buyer);
    }
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: buyers[racer]!.headers,
        remoteAddress: addressOf(racer),
        payload: buyers[racer]!.checkout,
      }),
    );
    const [discounted] = await db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.discountCode, code), gt(orders.discount, 0)));
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
    const problems = [
      discounted?.value !== 1 && `${discounted?.value} orders got the discount`,
      row?.usedCount !== 1 && `the code counts ${row?.usedCount} uses`,
    ].filter((problem): problem is string => Boolean(problem));
    return { name: this.name, racers, outcome, problems };
  },
};

/** The newest e-mail to an address, straight from the outbox. */
async function latestMail(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no e-mail was sent to ${to}`);
  return mail.text;
}

async function createCustomer(db: Database, values: { department?: string } = {}) {
  const n = next();
  const company = await insertCompany(db, { name: `Race people ${n}`, plan: 'premium' });
  return insertUser(db, {
    companyId: company.id,
    email: `race-person-${n}@example.test`,
    password: PASSWORD,
    name: `Race person ${n}`,
    department: values.department ?? 'person_in_charge',
    setupDone: true,
    countryCode: 'SG',
  });
}

const invitationRace: Race = {
  name: 'team invitation answered (joined or declined) at once',
  async run({ app, db, racers }) {
    const inviter = await createCustomer(db);
    const invitee = await insertUser(db, {
      companyId: inviter.companyId,
      email: `race-invitee-${next()}@example.test`,
      password: PASSWORD,
      name: 'Race invitee',
      setupDone: true,
      countryCode: 'SG',
    });
    const team = await insertTeam(db, {
      companyId: inviter.companyId,
      name: 'Race team',
      creatorId: inviter.id,
    });
    const invited = await app.inject({
      method: 'POST',
      url: '/api/team_accounts/invite_member',
      headers: await signIn(app, inviter.email),
      payload: { team_id: team.uuid, emails: invitee.email },
    });
    if (invited.statusCode >= 300) throw new Error(`the race invitation was refused: ${invited.body}`);
    const headers = await signIn(app, invitee.email);
    const [invitation] = (
      await app.inject({ method: 'GET', url: '/api/team_accounts/get_invitations', headers })
    ).json().invitations as Array<{ id: number }>;
    // Half the racers join, half decline: exactly one answer may count.
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'PUT',
        url: `/api/team_accounts/${invitation?.id}/${racer % 2 === 0 ? 'approved_team' : 'denied_team'}`,
        headers,
        remoteAddress: addressOf(racer),
      }),
    );
    const rows = await db.select().from(teamMembers).where(eq(teamMembers.email, invitee.email));
    const problems = [
      rows.length > 1 && `${rows.length} memberships`,
      rows.some((row) => row.status === 'pending') && 'the invitation is still pending',
    ].filter((problem): problem is string => Boolean(problem));
    return { name: this.name, racers, outcome, problems };
  },
};

const passwordResetRace: Race = {
  name: 'password reset link used at once',
  async run({ app, db, racers }) {
    const user = await createCustomer(db);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/password',
      payload: { email: user.email, redirect_url: `${app.deps.config.publicUrl}/register` },
    });
    if (requested.statusCode >= 300) throw new Error(`the reset request was refused: ${requested.body}`);
    const link = (await latestMail(db, user.email)).match(/https?:\/\/\S+/)?.[0] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/password',
        remoteAddress: addressOf(racer),
        payload: {
          reset_password_token: token,
          password: `race-new-password-${racer}`,
          password_confirmation: `race-new-password-${racer}`,
        },
      }),
    );
    return { name: this.name, racers, outcome, problems: [] };
  },
};

const otpRace: Race = {
  name: 'one-time sign-in code used at once',
  async run({ app, db, racers }) {
    const user = await createCustomer(db);
    const requested = await app.inject({
      method: 'POST',
      url: '/api/users/request_otp_auth',
      payload: { email: user.email },
    });
    if (requested.statusCode >= 300) throw new Error(`the code request was refused: ${requested.body}`);
    const code = (await latestMail(db, user.email)).match(/\b(\d{6})\b/)?.[1] ?? '';
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign_in',
        remoteAddress: addressOf(racer),
        payload: { email: user.email, otp: code },
      }),
    );
    return { name: this.name, racers, outcome, problems: [] };
  },
};

const approvalRace: Race = {
  name: 'approval of a member’s order by the person in charge (idempotent)',
  async run({ app, db, racers }) {
    const productId = await ensureCatalogue(db);
    const inCharge = await createBuyerWithCart(app, db, productId, 0);
    const member = await insertUser(db, {
      companyId: inCharge.user.companyId,
      email: `race-member-${next()}@example.test`,
      password: PASSWORD,
      name: 'Race member',
      department: 'sales',
      setupDone: true,
      countryCode: 'SG',
    });
    await db.insert(teamMembers).values({
      teamId: inCharge.team.id,
      userId: member.id,
      email: member.email,
      role: 'member',
      status: 'joined',
    });
    const memberHeaders = await signIn(app, member.email);
    const rule = await app.inject({
      method: 'PUT',
      url: '/api/settings/order_approval',
      headers: inCharge.headers,
      payload: { rule: 'member_orders' },
    });
    if (rule.statusCode >= 300) throw new Error(`the approval rule was refused: ${rule.body}`);
    const checkout = await fillCart(
      app,
      db,
      { companyId: member.companyId, userId: member.id, teamId: inCharge.team.id, headers: memberHeaders },
      productId,
      1,
    );
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: memberHeaders,
      payload: checkout,
    });
    if (placed.statusCode >= 300) throw new Error(`the member's order was refused: ${placed.body}`);
    const [order] = await db.select().from(orders).where(eq(orders.userId, member.id));
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'PUT',
        url: `/api/orders/${order?.uuid}/approve_order`,
        headers: inCharge.headers,
        remoteAddress: addressOf(racer),
      }),
    );
    const [logged] = await db
      .select({ value: count() })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, order?.id ?? 0), eq(orderLogs.title, 'Order approved')));
    const [mailed] = await db
      .select({ value: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.eventKey, `order:${order?.id}:company_approved:%`));
    const [after] = await db.select().from(orders).where(eq(orders.userId, member.id));
    const problems = [
      logged?.value !== 1 && `${logged?.value} approvals logged`,
      mailed?.value !== 1 && `${mailed?.value} approval e-mails`,
      after?.orderApprovalNeeded !== false && 'the order still waits for approval',
    ].filter((problem): problem is string => Boolean(problem));
    // Approving an approved order answers 200 again: every racer may succeed, one approval may count.
    return {
      name: this.name,
      racers,
      outcome,
      problems,
      expectedWinners: racers,
      aftermath: `${logged?.value} approval logged, ${mailed?.value} e-mail`,
    };
  },
};

const stockWithdrawalRace: Race = {
  name: 'stock withdrawals of 1 from a stock of a fifth of the racers',
  async run({ app, db, racers }) {
    const productId = await ensureCatalogue(db);
    const buyer = await createBuyerWithCart(app, db, productId, 0);
    const saved = await insertSavedProduct(db, {
      companyId: buyer.user.companyId,
      userId: buyer.user.id,
      teamId: buyer.team.id,
      productId,
      title: 'Race stock polo',
      apparelColor: 'Navy',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/inventories',
      headers: buyer.headers,
      payload: { saved_product_id: saved.uuid },
    });
    if (created.statusCode >= 300) throw new Error(`the inventory item was refused: ${created.body}`);
    const uuid: string = created.json().inventory.uuid;
    const stock = Math.max(1, Math.floor(racers / 5));
    const added = await app.inject({
      method: 'PUT',
      url: `/api/inventories/${uuid}`,
      headers: buyer.headers,
      payload: { stock_action: 'add', ready_stock: { M: stock } },
    });
    if (added.statusCode >= 300) throw new Error(`the stock was refused: ${added.body}`);
    const refusals: string[] = [];
    const outcome = await raceOnce(racers, async (racer) => {
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/inventories/${uuid}`,
        headers: buyer.headers,
        remoteAddress: addressOf(racer),
        payload: { stock_action: 'withdraw', ready_stock: { M: 1 } },
      });
      if (answer.statusCode >= 400) refusals.push(answer.json().message);
      return answer;
    });
    const [item] = await db.select().from(inventories).where(eq(inventories.uuid, uuid));
    const left = item?.readyStock.M;
    const unclear = refusals.filter((message) => !message.startsWith('Not enough stock of size M'));
    const problems = [
      left !== 0 && `${left} left instead of 0`,
      unclear.length > 0 && `${unclear.length} refusals do not name the size`,
    ].filter((problem): problem is string => Boolean(problem));
    return {
      name: `${this.name} (${stock})`,
      racers,
      outcome,
      problems,
      expectedWinners: stock,
      aftermath: `${left} left; ${refusals.length - unclear.length} of ${refusals.length} refusals name the size`,
    };
  },
};

const quotationApprovalRace: Race = {
  name: 'approval of one priced quotation',
  async run({ app, db, racers }) {
    const productId = await ensureCatalogue(db);
    const buyer = await createBuyerWithCart(app, db, productId, 0);
    const form = multipart(
      Object.entries({
        project_title: 'Race uniforms',
        email: buyer.user.email,
        company: 'Race Co',
        name: 'Race buyer',
        team_id: String(buyer.team.id),
        note: 'One order, however many clicks',
        ship_add_id: String(buyer.checkout.ship_add_id),
        bill_add_id: String(buyer.checkout.bill_add_id),
        'rfq_products_attributes[0][title]': 'Race blazer',
        'rfq_products_attributes[0][user_unit_cost]': '80',
        'rfq_products_attributes[0][qty]': '20',
      }).map(([name, data]) => ({ name, data })),
    );
    const requested = await app.inject({
      method: 'POST',
      url: '/api/rf_quotes',
      headers: { ...buyer.headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    if (requested.statusCode >= 300) throw new Error(`the quotation was refused: ${requested.body}`);
    const uid: string = requested.json().id;
    const providerCompany = await insertCompany(db, {
      name: `Race provider ${next()}`,
      kind: 'provider',
      plan: 'premium',
    });
    const provider = await insertUser(db, {
      companyId: providerCompany.id,
      email: `race-provider-${next()}@example.test`,
      password: PASSWORD,
      name: 'Race provider',
      role: 'provider',
      setupDone: true,
    });
    const providerHeaders = await signIn(app, provider.email);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/rf_quotes/${uid}`,
      headers: providerHeaders,
    });
    const priced = await app.inject({
      method: 'PUT',
      url: `/api/admin/rf_quotes/${uid}/price`,
      headers: providerHeaders,
      payload: {
        products: detail
          .json()
          .rfq.products.map((product: { id: number }) => ({ id: product.id, unit_price: 7500 })),
        shipping_fee: 0,
        additional_fees: 0,
        due_date: null,
      },
    });
    if (priced.statusCode >= 300) throw new Error(`the pricing was refused: ${priced.body}`);
    const outcome = await raceOnce(racers, (racer) =>
      app.inject({
        method: 'PUT',
        url: `/api/rf_quotes/${uid}/approve_quote`,
        headers: buyer.headers,
        remoteAddress: addressOf(racer),
      }),
    );
    const placed = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.user.id));
    const [quotation] = await db.select().from(rfQuotes).where(eq(rfQuotes.uid, uid));
    const problems = [
      placed.length !== 1 && `${placed.length} orders placed`,
      quotation?.orderId !== placed[0]?.id && 'the quotation does not name its order',
    ].filter((problem): problem is string => Boolean(problem));
    return { name: this.name, racers, outcome, problems, aftermath: `${placed.length} order placed` };
  },
};

/** The single-winner operations that exist today. */
export const RACES: Race[] = [
  checkoutRace,
  discountRace,
  invitationRace,
  passwordResetRace,
  otpRace,
  approvalRace,
  stockWithdrawalRace,
  quotationApprovalRace,
];

export async function runRaces(context: RaceContext, races: Race[] = RACES): Promise<RaceResult[]> {
  const results: RaceResult[] = [];
  for (const race of races) results.push(await race.run(context));
  return results;
}

/** A race held when exactly the expected racers won (one, by default) and the aftermath shows no extra effect. */
export function isRaceHeld(result: RaceResult): boolean {
  return result.outcome.winners === (result.expectedWinners ?? 1) && result.problems.length === 0;
}

export function raceReportRows(results: RaceResult[]): ReportRow[] {
  return results.map((result) => ({
    test: `R3 race: ${result.name}`,
    cases: result.racers,
    figure: `${result.outcome.winners} winner(s); ${Object.entries(result.outcome.statuses)
      .map(([status, times]) => `${times} x ${status}`)
      .join(', ')}${result.aftermath ? `; ${result.aftermath}` : ''}${
      result.problems.length > 0 ? `; ${result.problems.join('; ')}` : ''
    }`,
    pass: isRaceHeld(result),
  }));
}
