import { QUOTED_PRODUCT_ID_PREFIX } from '@livery/domain/report-rules';
import { type SQL, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/database.ts';

/** The report's filters, already checked and resolved to ids the caller may see. */
export interface ReportFilter {
  companyId: number;
  /** Teams the user joined, narrowed by the team filter. */
  teamIds: number[];
  userId?: number;
  orderType: string;
  statuses: string[];
  /** Inclusive days, yyyy-MM-dd, in `timeZone` (the provider's). */
  fromDate: string;
  toDate: string;
  timeZone: string;
  /** Chosen products: catalogue uuids and quoted products' ids (`quoted:<md5 of title>`); empty means all. */
  productUuids: string[];
  period: 'day' | 'month';
}

/** Newest orders the Order data table lists; the count beside it says how many matched. */
export const REPORT_ORDERS_SHOWN = 100;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The orders the report counts, as a condition on `o` (orders). */
function orderCondition(filter: ReportFilter): SQL {
  const conditions = [
    sql`o.company_id = ${filter.companyId}`,
    filter.teamIds.length > 0 ? sql`o.team_id in (${idList(filter.teamIds)})` : sql`false`,
    sql`o.order_type = ${filter.orderType}`,
    sql`o.order_status in (${textList(filter.statuses)})`,
    // The provider's days: a range is compared as instants, so the created_at index still serves it.
    sql`o.created_at >= ${filter.fromDate}::date::timestamp at time zone ${filter.timeZone}`,
    sql`o.created_at < (${filter.toDate}::date + 1)::timestamp at time zone ${filter.timeZone}`,
  ];
  if (filter.userId !== undefined) conditions.push(sql`o.user_id = ${filter.userId}`);
  if (filter.productUuids.length > 0) {
    conditions.push(sql`exists (select 1 from order_items fi where fi.order_id = o.id
      and ${itemCondition(filter, sql`fi.product_id`, sql`fi.title`)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The chosen products split by kind: catalogue uuids, and the title keys of quoted products. */
function chosenProducts(filter: ReportFilter) {
  const isQuoted = (id: string) => id.startsWith(QUOTED_PRODUCT_ID_PREFIX);
  return {
    catalogueUuids: filter.productUuids.filter((id) => !isQuoted(id)),
    quotedKeys: filter.productUuids.filter(isQuoted).map((id) => id.slice(QUOTED_PRODUCT_ID_PREFIX.length)),
  };
}

/** Lines of the chosen catalogue products, as a condition on a product id column. */
function catalogueLineCondition(uuids: readonly string[], productId: SQL): SQL {
  return sql`${productId} in (select id from products where uuid in (${textList(uuids)}))`;
}

/** Lines of the chosen quoted products: no catalogue product, and a title whose key was chosen. */
function quotedLineCondition(keys: readonly string[], productId: SQL, title: SQL): SQL {
  return sql`(${productId} is null and md5(${title}) in (${textList(keys)}))`;
}

/** The lines the report counts, as a condition on a line's product id and title (`oi.` unless told). */
function itemCondition(
  filter: ReportFilter,
  productId: SQL = sql`oi.product_id`,
  title: SQL = sql`oi.title`,
): SQL {
  if (filter.productUuids.length === 0) return sql`true`;
  const { catalogueUuids, quotedKeys } = chosenProducts(filter);
  const conditions = [
    ...(catalogueUuids.length > 0 ? [catalogueLineCondition(catalogueUuids, productId)] : []),
    ...(quotedKeys.length > 0 ? [quotedLineCondition(quotedKeys, productId, title)] : []),
  ];
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Every statement of one report, built once: the service runs them and the bench runs the very same text
 * directly, so the two can be compared. Each aggregates in SQL; none returns more than a page of rows.
 */
export function reportStatements(filter: ReportFilter) {
  const orderWhere = orderCondition(filter);
  const itemWhere = itemCondition(filter);
  // Joined to the chosen lines, an order holds one: the product filter's `exists` would only scan them again.
  const lineOrderWhere = orderCondition({ ...filter, productUuids: [] });
  const isProductFiltered = filter.productUuids.length > 0;
  // With products filtered, spending is the chosen lines' amounts; otherwise the orders' totals.
  const totals = isProductFiltered
    ? sql`select count(distinct o.id)::int as order_count, coalesce(sum(oi.amount), 0)::float8 as spending,
        coalesce(mode() within group (order by o.currency), 'SGD') as currency
        from orders o join order_items oi on oi.order_id = o.id where ${lineOrderWhere} and ${itemWhere}`
    : sql`select count(*)::int as order_count, coalesce(sum(o.total), 0)::float8 as spending,
        coalesce(mode() within group (order by o.currency), 'SGD') as currency
        from orders o where ${orderWhere}`;
  const spendingOverTime = isProductFiltered
    ? sql`select to_char(date_trunc(${filter.period}, o.created_at at time zone ${filter.timeZone}), 'YYYY-MM-DD') as date,
        sum(oi.amount)::float8 as total
        from orders o join order_items oi on oi.order_id = o.id where ${lineOrderWhere} and ${itemWhere}
        group by 1 order by 1`
    : sql`select to_char(date_trunc(${filter.period}, o.created_at at time zone ${filter.timeZone}), 'YYYY-MM-DD') as date,
        sum(o.total)::float8 as total from orders o where ${orderWhere} group by 1 order by 1`;
  return {
    totals,
    spendingOverTime,
    products: productsStatement(filter, lineOrderWhere),
    sizes: sizesStatement(filter, lineOrderWhere),
    statusMix: sql`select o.order_status as status, count(*)::int as count from orders o where ${orderWhere}
        group by 1 order by 2 desc`,
    orders: reportOrdersPageStatement(filter, REPORT_ORDERS_SHOWN),
    ...ledgerStatements(orderWhere),
  };
}

/**
 * Every product of the range's lines, in one pass over them: the product filter's choices are all of them,
 * whatever is chosen; quantities and colours count only the chosen products' lines (every product's when none
 * is chosen). A product is named as the buyer named it: the saved-product names its lines were ordered under
 * (`order_items.title`), several joined by ' / '. A quotation's lines have no catalogue product: each quoted
 * title is a product of its own, id `quoted:` and the title's md5 (a title may hold the filter's commas). Lines are summed
 * per product, name and colour first, so the pass aggregates in parallel workers. Rows come in name order;
 * `total_qty` is null for a product the filter leaves out.
 */
function productsStatement(filter: ReportFilter, lineOrderWhere: SQL): SQL {
  return sql`select coalesce(p.uuid::text, ${QUOTED_PRODUCT_ID_PREFIX} || md5(line.quoted_title)) as id,
      line.names as title, coalesce(p.sku, '') as sku, line.total_qty, line.colors
      from (select product_id, case when product_id is null then title end as quoted_title,
          string_agg(distinct title, ' / ' order by title) as names,
          sum(total_qty) filter (where is_chosen)::float8 as total_qty,
          array_remove(array_agg(distinct apparel_color order by apparel_color) filter (where is_chosen), null)
            as colors
        from (select oi.product_id, oi.title, oi.apparel_color, ${itemCondition(filter)} as is_chosen,
            sum(oi.total_qty) as total_qty
          from orders o join order_items oi on oi.order_id = o.id
          where ${lineOrderWhere}
          group by 1, 2, 3, 4) colour
        group by 1, 2) line
      left join products p on p.id = line.product_id order by line.names, id`;
}

/**
 * The chosen lines' pieces per product and size, from the sizes kept beside the lines (`order_item_sizes`,
 * decision 109): the same sums as expanding each line's `qty_options`, without reading a million jsonb values.
 * Quoted lines (no catalogue product; few) are read from the lines themselves, through the product index's
 * nulls, when no product is chosen or a quoted one is.
 */
function sizesStatement(filter: ReportFilter, lineOrderWhere: SQL): SQL {
  const isFiltered = filter.productUuids.length > 0;
  const { catalogueUuids, quotedKeys } = chosenProducts(filter);
  const catalogueWhere = isFiltered ? catalogueLineCondition(catalogueUuids, sql`s.product_id`) : sql`true`;
  const catalogue = sql`select p.uuid::text as product_id, size.size, size.qty
      from (select s.product_id, s.size, sum(s.qty)::float8 as qty
        from orders o join order_item_sizes s on s.order_id = o.id
        where ${lineOrderWhere} and ${catalogueWhere} group by 1, 2) size
      join products p on p.id = size.product_id`;
  const quotedWhere = isFiltered ? sql`md5(oi.title) in (${textList(quotedKeys)})` : sql`true`;
  const quoted = sql`select ${QUOTED_PRODUCT_ID_PREFIX} || md5(oi.title) as product_id, q.key as size,
      sum(q.value::int)::float8 as qty
      from order_items oi join orders o on o.id = oi.order_id cross join lateral jsonb_each_text(oi.qty_options) q
      where oi.product_id is null and ${lineOrderWhere} and ${quotedWhere} group by 1, 2`;
  if (isFiltered && quotedKeys.length === 0) return catalogue;
  if (isFiltered && catalogueUuids.length === 0) return quoted;
  return sql`${catalogue} union all ${quoted}`;
}

/**
 * THE PLACE THE LEDGER PLUGS IN. Paid and outstanding come from here and nowhere else: the invoices of the
 * filtered orders (issued at the provider's approval), their payments received, and what is still owed after
 * payments and credit notes (never below 0; a voided invoice owes nothing). The same rule as the domain's
 * `invoiceBalance`, summed in SQL.
 */
function ledgerStatements(orderWhere: SQL) {
  return {
    payments: sql`select coalesce(sum(i.paid), 0)::float8 as paid,
        coalesce(sum(greatest(i.total - i.paid - i.credited, 0)) filter (where i.voided_at is null), 0)::float8
          as outstanding,
        (count(*) filter (where i.voided_at is null and i.paid + i.credited < i.total))::int as invoices_outstanding
        from orders o join invoices i on i.order_id = o.id where ${orderWhere}`,
  };
}

export type ReportStatements = ReturnType<typeof reportStatements>;

/**
 * A page of the report's orders, newest first; `after` continues from the last row of the previous page
 * (keyset paging), so an export walks every order a page at a time without holding them all.
 */
export function reportOrdersPageStatement(
  filter: ReportFilter,
  limit: number,
  after?: { createdAt: string; id: number },
) {
  const cursor = after
    ? sql`and (o.created_at, o.id) < (${after.createdAt}::timestamptz, ${after.id})`
    : sql``;
  return sql`select o.id, o.uuid::text as uuid, o.uid, o.order_status, o.created_at,
      to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_text,
      to_char(o.created_at at time zone ${filter.timeZone}, 'YYYY-MM-DD') as created_day, o.po_number,
      c.name as company, coalesce(nullif(u.name, ''), u.email) as customer, t.name as team,
      o.total_surcharge, o.shipping_fee, o.additional_fees, o.subtotal, o.discount, o.gst, o.total, o.currency,
      o.processed_at, o.in_progress_at, o.ready_at,
      i.uuid::text as invoice_uuid, i.number as invoice_number, i.issued_at as invoice_issued_at,
      i.due_at as invoice_due_at, i.paid_at as invoice_paid_at, i.voided_at as invoice_voided_at,
      i.total as invoice_total, i.paid as invoice_paid, i.credited as invoice_credited
      from orders o join companies c on c.id = o.company_id join users u on u.id = o.user_id
      join teams t on t.id = o.team_id left join invoices i on i.order_id = o.id
      where ${orderCondition(filter)} ${cursor} order by o.created_at desc, o.id desc limit ${limit}`;
}

/** A customer by their public id, as the share link names them; provider staff are never found. */
export async function findCustomerByUuid(db: DatabaseOrTransaction, uuid: string) {
  const rows = await runStatement<{
    id: number;
    uuid: string;
    email: string;
    name: string;
    department: string | null;
    company_id: number;
    setup_done: boolean;
    plan: 'basic' | 'advanced' | 'premium';
  }>(
    db,
    sql`select u.id, u.uuid::text as uuid, u.email, u.name, u.department, u.company_id, u.setup_done, c.plan
      from users u join companies c on c.id = u.company_id
      where u.uuid = ${uuid} and u.role = 'customer' and c.kind = 'customer' limit 1`,
  );
  return rows[0];
}

/** The lines of the listed orders, for the Order data table: a quoted line too, under its quoted product's id. */
export function reportOrderLinesStatement(orderIds: number[]) {
  return sql`select oi.order_id, coalesce(p.uuid::text, ${QUOTED_PRODUCT_ID_PREFIX} || md5(oi.title)) as product_id, oi.title,
      oi.mode, oi.apparel_color, oi.qty_options, oi.total_qty, oi.unit_price, oi.surcharge, oi.amount
      from order_items oi left join products p on p.id = oi.product_id
      where oi.order_id in (${orderIds.length > 0 ? idList(orderIds) : sql`null`}) order by oi.order_id, oi.id`;
}

export async function runStatement<Row>(db: DatabaseOrTransaction, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** The user behind a membership of the team (the member filter's id), or undefined. */
export async function findMemberUserId(db: DatabaseOrTransaction, teamId: number, membershipId: number) {
  const rows = await runStatement<{ user_id: number | null }>(
    db,
    sql`select user_id from team_members where id = ${membershipId} and team_id = ${teamId} limit 1`,
  );
  return rows[0]?.user_id ?? undefined;
}
