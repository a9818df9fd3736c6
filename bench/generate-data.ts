// npm run bench:data -- [--orders N] [--seed S]: fills the PostgreSQL database at DATABASE_URL (empty or fresh) with
// the demo data and, around it, a provider's worth of generated customers: 2,000 companies, 20,000 users, 50,000
// saved products, N orders (default 1,000,000) of 3-20 lines each, name lists, shipments, logs and inventories,
// uniform programmes (roles, employees, their use and requests for more), order conversations, proofs and webhook
// endpoints with their delivery logs.
// Every row is made inside PostgreSQL (INSERT ... SELECT over generate_series), its values drawn from
// hashint8extended(row, seed): the same seed gives the same data, and nothing crosses the wire row by row.
// The demo buyer's company gets 5 % of the orders, spread over the demo buyer's teams (two), so the demo sign-ins
// see a big company's lists and the buyer's lists read several teams (`team_id = any(...)`, issue 23).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openDatabase } from '../apps/server/src/db/database.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

import { seedDemoDataIfEmpty } from '../apps/server/seed/demo-data.ts';
import { openFileStore } from '../apps/server/src/storage/open-file-store.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const ORDERS = option('orders', 1_000_000);
const SEED = option('seed', 1);
const COMPANIES = 2_000;
const USERS_PER_COMPANY = 10;
const SAVED_PER_COMPANY = 25;
const DEMO_SHARE = 0.05;
/** Employees per generated company (three in four hold a programme role) and extra ones for the demo company. */
const EMPLOYEES_PER_COMPANY = 20;
const DEMO_EMPLOYEES = 1_000;
/** One order in this many has a short conversation (three messages); one demo order has a long one. */
const ORDERS_PER_CONVERSATION = 20;
const LONG_THREAD_MESSAGES = 300;
/** Webhook endpoints per generated company; one company in ten logs deliveries, and the demo company many. */
const ENDPOINTS_PER_COMPANY = 2;
const DELIVERIES_PER_LOGGING_ENDPOINT = 250;
const DEMO_DELIVERIES = 20_000;
/** One generated order in this many has a proof per line (issue 26); one proof in ten waits for the customer. */
const ORDERS_PER_PROOF = 10;

const databaseUrl = process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to fill');

/** A deterministic number in [0, modulo) for row `n` of stream `stream`. */
const pick = (n: string, stream: number, modulo: number) =>
  `(abs(hashint8extended((${n})::bigint * 1000 + ${stream}, ${SEED})) % ${modulo})`;

/**
 * An invoice per approved, not cancelled generated order, numbered per year of approval after the invoices the
 * demo data already issued (the migration's backfill does the same for real orders, with their lines).
 */
export const GENERATED_INVOICES = `
  insert into invoices (number, order_id, company_id, bill_to, lines, currency, currency_symbol, subtotal,
    total_surcharge, discount, shipping_fee, additional_fees, gst_rate, gst, total, issued_at, due_at)
  select 'INV-' || n.year || '-' || lpad((n.seq + coalesce(c.last, 0))::text, 6, '0'), n.id, n.company_id,
    n.bill_address, '[]'::jsonb, n.currency, n.currency_symbol, n.subtotal, n.total_surcharge, n.discount,
    n.shipping_fee, n.additional_fees, n.gst_rate, n.gst, n.total, n.approved_at, n.approved_at + interval '3 days'
  from (
    select o.*, extract(year from o.approved_at at time zone 'UTC')::int as year,
      row_number() over (partition by extract(year from o.approved_at at time zone 'UTC') order by o.approved_at, o.id) as seq
    from orders o
    where o.uid like 'BD-%' and o.approved_at is not null and o.order_status <> 'order_cancelled'
  ) n
  left join invoice_numbers c on c.year = n.year;
  insert into invoice_numbers (year, last)
    select extract(year from issued_at at time zone 'UTC')::int, count(*)::int from invoices group by 1
  on conflict (year) do update set last = excluded.last;`;

async function step(db: Database | Transaction, label: string, statement: string) {
  const started = performance.now();
  await db.execute(sql.raw(statement));
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
}

async function values(db: Database | Transaction, query: string): Promise<number[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Array<{ value: string | number }> };
  return result.rows.map((row) => Number(row.value));
}

async function value(db: Database | Transaction, query: string): Promise<number> {
  return (await values(db, query))[0] ?? 0;
}

const started = performance.now();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'livery-bench-data-'));
const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
const db = database.db;
try {
  if ((await value(db, 'select count(*) as value from orders')) > 1_000) {
    throw new Error('This database already holds orders: give bench:data an empty database');
  }
  await seedDemoDataIfEmpty(db, await openFileStore(loadConfig({ DATA_DIR: dataDir })));
  const demoCompany = await value(
    db,
    "select company_id as value from users where email = 'buyer@demo.test'",
  );
  const demoBuyer = await value(db, "select id as value from users where email = 'buyer@demo.test'");
  const demoTeams = await values(
    db,
    `select team_id as value from team_members where user_id = ${demoBuyer} and status = 'joined' order by team_id`,
  );
  if (demoTeams.length < 2) throw new Error('The demo buyer should be in several teams');
  const productCount = await value(db, 'select count(*) as value from products');
  const providerStaff = await value(db, "select id as value from users where email = 'provider@demo.test'");
  await db.transaction((tx) =>
    generate(tx, { demoCompany, demoBuyer, demoTeams, productCount, providerStaff }),
  );
  // VACUUM as autovacuum would soon after a load: it sets the visibility map, without which every index-only
  // scan (a deep page's OFFSET) visits the table too (page 2,000 of the console: 470 ms instead of tens).
  await step(db, 'vacuum and analyze', 'vacuum (analyze)');
  const lines = await value(db, 'select count(*) as value from order_items');
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${ORDERS.toLocaleString()} orders, ${lines.toLocaleString()} order lines (seed ${SEED}).`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The demo seed leaves its SVG-sanitising worker thread running; the data is committed, so end here.
process.exit(0);

/** Everything in one transaction on one connection, so its settings hold for every statement. */
async function generate(
  db: Transaction,
  ids: {
    demoCompany: number;
    demoBuyer: number;
    demoTeams: number[];
    productCount: number;
    providerStaff: number;
  },
) {
  const { demoCompany, demoBuyer, demoTeams, productCount } = ids;
  // The rows are made consistent by construction: foreign-key triggers would only check them one by one.
  await step(
    db,
    'session settings',
    "set local synchronous_commit = off; set local work_mem = '256MB'; set local session_replication_role = replica",
  );

  await step(
    db,
    `${COMPANIES.toLocaleString()} companies`,
    `insert into companies (name, plan, industry)
     select 'Bench Company ' || g, (array['basic','advanced','premium'])[1 + ${pick('g', 1, 3)}], 'Hospitality'
     from generate_series(1, ${COMPANIES}) g`,
  );
  const firstCompany = await value(
    db,
    "select min(id) as value from companies where name like 'Bench Company %'",
  );
  const users = COMPANIES * USERS_PER_COMPANY;
  await step(
    db,
    `${users.toLocaleString()} users`,
    `insert into users (company_id, email, name, password_hash, department, country_code, setup_done)
     select ${firstCompany} + (g - 1) / ${USERS_PER_COMPANY}, 'bench-user-' || g || '@bench.test', 'Bench User ' || g,
       (select password_hash from users where id = ${demoBuyer}),
       case when g % ${USERS_PER_COMPANY} = 1 then 'person_in_charge' end, 'SG', true
     from generate_series(1, ${users}) g`,
  );
  const firstUser = await value(db, "select min(id) as value from users where email like 'bench-user-%'");
  await step(
    db,
    'teams',
    `insert into teams (company_id, name, creator_id)
       select ${firstCompany} + g - 1, 'Bench Team ' || g, ${firstUser} + (g - 1) * ${USERS_PER_COMPANY}
       from generate_series(1, ${COMPANIES}) g`,
  );
  const firstTeam = await value(db, "select min(id) as value from teams where name like 'Bench Team %'");
  await step(
    db,
    'team members, addresses',
    `insert into team_members (team_id, user_id, email, role, status, is_default)
       select t.id, u.id, u.email, case when u.id = t.creator_id then 'creator' else 'member' end, 'joined', true
       from teams t join users u on u.company_id = t.company_id where t.name like 'Bench Team %';
     insert into addresses (company_id, user_id, first_name, last_name, company, country, address, city, zip, phone)
       select ${firstCompany} + g - 1, ${firstUser} + (g - 1) * ${USERS_PER_COMPANY}, 'Bench', 'Office',
         'Bench Company ' || g, 'SG', g || ' Harbourfront Walk', 'Singapore', '098585', '+65 6000 0000'
       from generate_series(1, ${COMPANIES}) g`,
  );
  const saved = COMPANIES * SAVED_PER_COMPANY;
  await step(
    db,
    `${saved.toLocaleString()} saved products`,
    `insert into saved_products (company_id, team_id, product_id, user_id, title, sku, apparel_color)
     select c.id, t.id, p.id, t.creator_id, 'Bench ' || p.title || ' ' || g, p.sku, 'Navy'
     from generate_series(1, ${saved}) g
     join companies c on c.id = ${firstCompany} + (g - 1) / ${SAVED_PER_COMPANY}
     join teams t on t.company_id = c.id
     join lateral (select id, title, sku from products order by id offset ${pick('g', 2, productCount)} limit 1) p on true`,
  );

  // Orders: 5 % for the demo buyer's company (their teams in turn, and their name), the rest spread over the
  // generated companies.
  // Their lines' indexes are dropped during the load and built once after it: far faster than row by row.
  await step(
    db,
    'drop order line and order indexes for the load',
    `drop index if exists order_items_order_idx; drop index if exists order_items_inventory_idx;
     drop index if exists order_items_product_idx; drop index if exists order_items_saved_product_idx;
     alter table order_items drop constraint if exists order_items_uuid_unique;
     drop index if exists orders_company_created_idx; drop index if exists orders_status_created_idx;
     drop index if exists orders_company_team_created_idx;
     drop index if exists orders_created_idx; drop index if exists orders_user_created_idx`,
  );
  const demoOrders = Math.round(ORDERS * DEMO_SHARE);
  await step(
    db,
    `${ORDERS.toLocaleString()} orders`,
    `insert into orders (uid, company_id, team_id, user_id, order_status, reference, po_number, ship_address,
       bill_address, currency, subtotal, shipping_fee, gst_rate, gst, total, created_at, approved_at, shipped_at,
       ship_status)
     select 'BD-' || lpad(g::text, 8, '0'),
       case when g <= ${demoOrders} then ${demoCompany} else ${firstCompany} + ${pick('g', 3, COMPANIES)} end,
       case when g <= ${demoOrders} then (array[${demoTeams.join(',')}])[1 + g % ${demoTeams.length}]
         else ${firstTeam} + ${pick('g', 3, COMPANIES)} end,
       case when g <= ${demoOrders} then ${demoBuyer}
         else ${firstUser} + ${pick('g', 3, COMPANIES)} * ${USERS_PER_COMPANY} + ${pick('g', 4, USERS_PER_COMPANY)} end,
       status.value,
       'PO-' || g, 'PO-' || g,
       '{"city":"Singapore","country":"SG","address":"1 Harbourfront Walk"}'::jsonb,
       '{"city":"Singapore","country":"SG","address":"1 Harbourfront Walk"}'::jsonb,
       'SGD', 0, 1800, 9, 0, 0,
       placed.at, case when status.value <> 'order_pending' then placed.at + interval '1 day' end,
       case when status.is_shipped then placed.at + interval '5 days' end,
       case when status.is_shipped then 'shipped' else 'not_shipped' end
     from generate_series(1, ${ORDERS}) g
     cross join lateral (select (array['order_pending','order_approved','order_processed','order_in_progress',
       'order_ready','order_shipped','order_completed','order_completed','order_completed','order_cancelled'])
       [1 + ${pick('g', 5, 10)}] as value) picked
     cross join lateral (select picked.value as value, picked.value in ('order_shipped', 'order_completed') as is_shipped) status
     cross join lateral (select now() - make_interval(secs => ${pick('g', 6, 730 * 86400)}) as at) placed`,
  );
  await step(
    db,
    'order lines (3-20 per order)',
    `with catalogue as (select array_agg(id order by id) as ids, array_agg(title order by id) as titles from products)
     insert into order_items (order_id, product_id, title, qty_options, total_qty, unit_price, surcharge, amount)
     select o.id, catalogue.ids[1 + q.product], catalogue.titles[1 + q.product], jsonb_build_object('M', q.qty), q.qty,
       q.price, 150, (q.price + 150) * q.qty
     from orders o
     cross join catalogue
     cross join lateral generate_series(1, 3 + ${pick('o.id', 7, 18)}) l
     cross join lateral (select 1 + ${pick('o.id * 32 + l', 8, 60)} as qty,
                                1500 + ${pick('o.id * 32 + l', 9, 3000)} as price,
                                ${pick('o.id * 32 + l', 10, productCount)} as product) q
     where o.uid like 'BD-%'`,
  );
  await step(
    db,
    'order totals from their lines, GST 9 %',
    `update orders o set subtotal = t.subtotal, total_surcharge = t.surcharge,
       gst = round((t.subtotal + 1800) * 0.09), total = t.subtotal + 1800 + round((t.subtotal + 1800) * 0.09)
     from (select order_id, sum(amount) as subtotal, sum(surcharge * total_qty) as surcharge
           from order_items group by order_id) t
     where t.order_id = o.id and o.uid like 'BD-%'`,
  );
  await step(
    db,
    'name lists (5 % of orders, 10 people each)',
    `insert into employee_products (order_item_id, staff_id, name, size, qty)
     select i.id, 'S' || i.order_id || '-' || e, 'Employee ' || e, 'M', 1
     from (select min(i.id) as id, i.order_id from order_items i join orders o on o.id = i.order_id
           where o.uid like 'BD-%' and ${pick('o.id', 11, 20)} = 0 group by i.order_id) i
     cross join generate_series(1, 10) e`,
  );
  await step(
    db,
    'orders with a name list',
    `update orders set has_name_list = true where id in (
       select i.order_id from order_items i join employee_products e on e.order_item_id = i.id)`,
  );
  // The load ran with triggers off: the console's kept counts are made once, here.
  await step(
    db,
    'kept order counts per company, team and status',
    `delete from order_status_counts;
     insert into order_status_counts (company_id, team_id, order_status, count)
       select company_id, team_id, order_status, count(*) from orders group by 1, 2, 3`,
  );
  await step(
    db,
    'kept order counts per team and day, name lists',
    `delete from order_day_counts;
     insert into order_day_counts (company_id, team_id, day, count)
       select company_id, team_id, (created_at at time zone 'UTC')::date, count(*) from orders group by 1, 2, 3;
     delete from name_list_order_counts;
     insert into name_list_order_counts (company_id, team_id, count)
       select company_id, team_id, count(*) from orders where has_name_list group by 1, 2`,
  );
  await step(
    db,
    'kept sizes of the order lines',
    `delete from order_item_sizes;
     insert into order_item_sizes (order_item_id, order_id, product_id, size, qty)
       select l.id, l.order_id, l.product_id, q.key, q.value::int
       from order_items l cross join lateral jsonb_each_text(l.qty_options) q`,
  );
  await step(db, 'invoices of the approved orders', GENERATED_INVOICES);
  await step(
    db,
    'kept invoice counts per company',
    `delete from invoice_counts;
     insert into invoice_counts (company_id, count) select company_id, count(*) from invoices group by 1`,
  );
  await step(
    db,
    'kept counts of cancelled orders with an invoice',
    `delete from cancelled_invoiced_order_counts;
     insert into cancelled_invoiced_order_counts (company_id, team_id, count)
       select o.company_id, o.team_id, count(*) from orders o join invoices i on i.order_id = o.id
       where o.order_status = 'order_cancelled' group by 1, 2`,
  );
  await step(
    db,
    'order logs',
    `insert into order_logs (order_id, title, message, created_at)
       select id, 'Order placed', 'Bench order placed.', created_at from orders where uid like 'BD-%'`,
  );
  await step(
    db,
    'rebuild the indexes',
    `create index order_items_order_idx on order_items (order_id);
     create index order_items_inventory_idx on order_items (inventory_id);
     create index order_items_product_idx on order_items (product_id);
     create index order_items_saved_product_idx on order_items (saved_product_id);
     alter table order_items add constraint order_items_uuid_unique unique (uuid);
     create index orders_company_created_idx on orders (company_id, created_at);
     create index orders_company_team_created_idx on orders (company_id, team_id, created_at, id);
     create index orders_status_created_idx on orders (order_status, created_at);
     create index orders_created_idx on orders (created_at, id);
     create index orders_user_created_idx on orders (user_id, created_at, id)`,
  );
  await generateProgrammes(db, { ...ids, firstCompany, firstUser });
  await generateConversations(db, ids);
  await generateProofs(db);
  await generateWebhooks(db, { ...ids, firstCompany, firstUser });
}

/**
 * The start of each company's current programme year (its settings, or 1 January), as SQL over `company`: the rule
 * of `programmePeriodOfDay`, on the database's calendar day.
 */
function periodStartOf(company: string) {
  return `(select case when make_date(y, m, d) <= current_date
    then make_date(y, m, d) else make_date(y - 1, m, d) end
  from (select extract(year from current_date)::int as y, coalesce(s.year_start_month, 1) as m,
    coalesce(s.year_start_day, 1) as d
    from (select 1) one left join programme_settings s on s.company_id = ${company}) year_start)`;
}

/**
 * Uniform programmes (issue 25): three allocation roles of two garment-group lines per generated company, 20
 * employees each (15 with a role), and for the demo company 1,000 more employees over its three roles; two uses
 * this programme year and one last year per employee with a role, and a request for more from one in two, a
 * third of them waiting, approved or refused. The lists read: requests, balances, the entitlement report.
 */
async function generateProgrammes(
  db: Transaction,
  ids: { demoCompany: number; demoBuyer: number; firstCompany: number; firstUser: number },
) {
  const { demoCompany, demoBuyer, firstCompany, firstUser } = ids;
  await step(
    db,
    'programme roles and their lines',
    `insert into programme_roles (company_id, name, kind)
       select c.id, r.name, 'allocation' from companies c
       cross join (values ('Front Office'), ('Housekeeping'), ('Kitchen')) r(name)
       where c.name like 'Bench Company %';
     insert into entitlement_lines (role_id, garment_group, quantity, position)
       select r.id, l.garment_group, l.quantity, l.position from programme_roles r
       join companies c on c.id = r.company_id and c.name like 'Bench Company %'
       cross join (values ('top', 4, 0), ('bottom', 2, 1)) l(garment_group, quantity, position)`,
  );
  const employees = COMPANIES * EMPLOYEES_PER_COMPANY;
  await step(
    db,
    `${(employees + DEMO_EMPLOYEES).toLocaleString()} employees`,
    `insert into employees (company_id, staff_key, staff_id, name, search_text, role_id)
       select e.company_id, e.staff_id, e.staff_id, e.name, lower(e.name || ' ' || e.staff_id), r.id
       from (select ${firstCompany} + (g - 1) / ${EMPLOYEES_PER_COMPANY} as company_id,
               'BE-' || lpad(g::text, 7, '0') as staff_id, 'Bench Employee ' || g as name,
               case when g % 4 <> 0 then g % 3 end as role_index
             from generate_series(1, ${employees}) g
             union all
             select ${demoCompany}, 'HH-' || lpad(g::text, 5, '0'), 'Harbour Employee ' || g, g % 3
             from generate_series(1, ${DEMO_EMPLOYEES}) g) e
       left join (select id, company_id, (row_number() over (partition by company_id order by id))::int - 1 as index
                  from programme_roles) r on r.company_id = e.company_id and r.index = e.role_index`,
  );
  /** The generated employees with a role, their role's first line and the start of their programme year. */
  const withRole = (joins: string, condition: string) => `from employees e
       join programme_roles r on r.id = e.role_id
       cross join lateral (select id from entitlement_lines where role_id = r.id order by position, id limit 1) l
       cross join lateral (select ${periodStartOf('e.company_id')} as start) p
       ${joins}
       where (e.staff_key like 'BE-%' or e.staff_key like 'HH-%') ${condition}`;
  await step(
    db,
    'entitlement uses (3 per employee with a role)',
    `insert into entitlement_uses (company_id, employee_id, entitlement_line_id, period_start, quantity, amount_cents)
       select e.company_id, e.id, l.id,
         case when k = 3 then (p.start - interval '1 year')::date else p.start end,
         case when r.kind = 'allowance' then 0 else 1 end,
         case when r.kind = 'allowance' then 1500 + ${pick('e.id * 4 + k', 12, 3000)} else 0 end
       ${withRole('cross join generate_series(1, 3) k', '')}`,
  );
  await step(
    db,
    'requests for more (1 per 2 employees with a role)',
    `insert into entitlement_requests (company_id, employee_id, entitlement_line_id, quantity, amount_cents, reason,
       status, requested_by_id, decided_by_id, decided_at, period_start, created_at)
     select e.company_id, e.id, case when r.kind = 'allowance' then null else l.id end,
       case when r.kind = 'allowance' then 0 else 1 end, case when r.kind = 'allowance' then 5000 else 0 end,
       'Bench request for ' || e.name, s.status, asker.id, case when s.status <> 'waiting' then asker.id end,
       case when s.status <> 'waiting' then asked.at + interval '1 day' end,
       case when s.status = 'approved' then p.start end, asked.at
     ${withRole(
       `cross join lateral (select case when e.company_id = ${demoCompany} then ${demoBuyer}
         else ${firstUser} + (e.company_id - ${firstCompany}) * ${USERS_PER_COMPANY} end as id) asker
       cross join lateral (select (array['waiting', 'approved', 'refused'])[1 + ${pick('e.id', 13, 3)}] as status) s
       cross join lateral (select now() - make_interval(secs => ${pick('e.id', 14, 300 * 86400)}::int) as at) asked`,
       'and e.id % 2 = 0',
     )}`,
  );
}

/**
 * Conversations (issue 26): three messages (buyer, staff, buyer) on one generated order in ORDERS_PER_CONVERSATION,
 * with the buyer's read marker at the first, and one demo order with a long exchange read up to near its end.
 */
async function generateConversations(db: Transaction, ids: { demoBuyer: number; providerStaff: number }) {
  const { demoBuyer, providerStaff } = ids;
  await step(
    db,
    'order conversations (3 messages on 1 order in 20)',
    `insert into order_messages (order_id, user_id, body, created_at)
       select o.id, case when k = 2 then ${providerStaff} else o.user_id end,
         (array['Could the logo be a little smaller?', 'Yes, we will print it at 8 cm.', 'Thank you.'])[k],
         o.created_at + make_interval(hours => 6 * k)
       from orders o cross join generate_series(1, 3) k
       where o.uid like 'BD-%' and ${pick('o.id', 15, ORDERS_PER_CONVERSATION)} = 0
       order by o.id, k;
     insert into order_conversation_reads (order_id, user_id, last_read_message_id)
       select m.order_id, o.user_id, min(m.id) from order_messages m join orders o on o.id = m.order_id
       where o.uid like 'BD-%' group by m.order_id, o.user_id
       on conflict do nothing`,
  );
  await step(
    db,
    `a demo order's long conversation (${LONG_THREAD_MESSAGES} messages)`,
    `insert into order_messages (order_id, user_id, body, created_at)
       select o.id, case when k % 2 = 0 then ${providerStaff} else ${demoBuyer} end,
         'Message ' || k || ' about the proofs, the sizes and the delivery of this order.',
         o.created_at + make_interval(mins => 30 * k)
       from orders o cross join generate_series(1, ${LONG_THREAD_MESSAGES}) k
       where o.uid = 'BD-00000001'
       order by k;
     insert into order_conversation_reads (order_id, user_id, last_read_message_id)
       select m.order_id, ${demoBuyer}, max(m.id) - 10 from order_messages m join orders o on o.id = m.order_id
       where o.uid = 'BD-00000001' group by m.order_id
       on conflict (order_id, user_id) do update set last_read_message_id = excluded.last_read_message_id`,
  );
  // The load runs with triggers off: the unread badge's kept figures (migration 0051) are made once, here.
  await step(
    db,
    'kept conversation figures and read counts',
    `delete from order_conversation_figures;
     insert into order_conversation_figures (order_id, company_id, team_id, customer_messages, provider_messages,
         newest_customer_message_id, newest_provider_message_id)
       select o.id, o.company_id, o.team_id,
         count(*) filter (where u.role <> 'provider'), count(*) filter (where u.role = 'provider'),
         max(m.id) filter (where u.role <> 'provider'), max(m.id) filter (where u.role = 'provider')
       from order_messages m join orders o on o.id = m.order_id join users u on u.id = m.user_id
       group by o.id;
     delete from conversation_team_counts;
     insert into conversation_team_counts (company_id, team_id, customer_messages, provider_messages)
       select company_id, team_id, sum(customer_messages), sum(provider_messages)
       from order_conversation_figures group by 1, 2;
     update order_conversation_reads r set company_id = o.company_id, team_id = o.team_id,
         read_count = (select count(*) from order_messages m join users a on a.id = m.user_id
           where m.order_id = r.order_id and m.id <= r.last_read_message_id and a.role <> reader.role)
       from orders o, users reader where o.id = r.order_id and reader.id = r.user_id;
     delete from conversation_read_counts;
     insert into conversation_read_counts (user_id, company_id, team_id, count)
       select user_id, company_id, team_id, sum(read_count) from order_conversation_reads group by 1, 2, 3`,
  );
}

/**
 * Proofs (issue 26): version 1 of every line of one generated order in ORDERS_PER_PROOF, rendered half a day after
 * the order; most approved a day later, one in ten sent and waiting for the customer, one in twenty with changes
 * requested. Their pictures are not drawn (no files): the console's list reads the rows only.
 */
async function generateProofs(db: Transaction) {
  await step(
    db,
    `proofs (every line of 1 order in ${ORDERS_PER_PROOF})`,
    `insert into order_proofs (order_id, order_item_id, version, status, comment, sent_at, decided_at, created_at)
       select i.order_id, i.id, 1, s.status,
         case when s.status = 'changes_requested' then 'Could the logo be a little smaller?' end,
         o.created_at + interval '12 hours',
         case when s.status in ('approved', 'changes_requested') then o.created_at + interval '1 day' end,
         o.created_at + interval '6 hours'
       from order_items i join orders o on o.id = i.order_id
       cross join lateral (select case ${pick('i.id', 18, 20)} when 0 then 'changes_requested' when 1 then 'sent'
         when 2 then 'sent' else 'approved' end as status) s
       where o.uid like 'BD-%' and ${pick('o.id', 19, ORDERS_PER_PROOF)} = 0
       order by i.id`,
  );
  // The load runs with triggers off: the proofs list's kept counts (migration 0052) are made once, here.
  await step(
    db,
    'kept proof counts per status',
    `delete from proof_status_counts;
     insert into proof_status_counts (status, count) select status, count(*) from order_proofs group by 1`,
  );
}

/**
 * Webhooks (issue 26): ENDPOINTS_PER_COMPANY endpoints per generated company, the first of one company in ten
 * with a delivery log, and one demo company endpoint with a long log. The demo endpoint is subscribed to the proof
 * events only, which no bench scenario makes: P5's checkouts cost what they cost without a subscribed endpoint.
 */
async function generateWebhooks(
  db: Transaction,
  ids: { demoCompany: number; demoBuyer: number; firstCompany: number; firstUser: number },
) {
  const { demoCompany, demoBuyer, firstCompany, firstUser } = ids;
  const endpoints = COMPANIES * ENDPOINTS_PER_COMPANY;
  await step(
    db,
    `${(endpoints + 1).toLocaleString()} webhook endpoints`,
    `insert into webhook_endpoints (company_id, url, events, description, secret, created_by_id)
       select ${firstCompany} + (g - 1) / ${ENDPOINTS_PER_COMPANY}, 'https://erp-' || g || '.bench.example/livery',
         array['order.created', 'order.status_changed', 'invoice.issued'], 'Bench ERP ' || g,
         'whsec_bench_' || md5(g::text), ${firstUser} + ((g - 1) / ${ENDPOINTS_PER_COMPANY}) * ${USERS_PER_COMPANY}
       from generate_series(1, ${endpoints}) g;
     insert into webhook_endpoints (company_id, url, events, description, secret, created_by_id)
       values (${demoCompany}, 'https://erp.harbour-hotels.example/livery', array['proof.sent', 'proof.approved'],
         'Harbour Hotels ERP', 'whsec_bench_demo', ${demoBuyer})`,
  );
  const logged = `(select min(id) as id from webhook_endpoints where company_id >= ${firstCompany}
       group by company_id having company_id % 10 = 0)`;
  const delivery = (
    endpoint: string,
    n: string,
  ) => `select ${endpoint}, 'evt_bench_' || ${endpoint} || '_' || ${n},
         'order.status_changed',
         '{"id":"evt_bench_' || ${endpoint} || '_' || ${n} || '","type":"order.status_changed","data":{"order":{"status":"order_shipped"}}}',
         case when ${pick(n, 16, 50)} = 0 then 'failed' else 'succeeded' end,
         case when ${pick(n, 16, 50)} = 0 then 12 else 1 end,
         case when ${pick(n, 16, 50)} = 0 then 500 else 200 end, 40 + ${pick(n, 17, 400)},
         now() - make_interval(secs => ${n}::int * 600), now() - make_interval(secs => ${n}::int * 600)`;
  await step(
    db,
    'webhook deliveries',
    `insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, response_status,
       duration_ms, last_attempt_at, created_at)
       ${delivery('e.id', 'g')}
       from ${logged} e cross join generate_series(${DELIVERIES_PER_LOGGING_ENDPOINT}, 1, -1) g;
     insert into webhook_deliveries (endpoint_id, event_id, event_type, body, status, attempts, response_status,
       duration_ms, last_attempt_at, created_at)
       ${delivery('e.id', 'g')}
       from (select id from webhook_endpoints where company_id = ${demoCompany}) e
       cross join generate_series(${DEMO_DELIVERIES}, 1, -1) g`,
  );
}
