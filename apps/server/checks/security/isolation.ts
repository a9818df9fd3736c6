import { canUseFeature, type PlanFeature } from '@livery/domain/plan-access';
import {
  canBulkRemoveSavedProducts,
  canDeleteSavedProduct,
  PERSON_IN_CHARGE,
} from '@livery/domain/saved-product-permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database.ts';
import { changedTables, createFingerprint, isAllowedWrite } from './fuzz.ts';
import { type Actor, type IsolationWorld, type OwnedRow, WORLD_PASSWORD } from './isolation-world.ts';

/**
 * R2 of issue 10: every published operation, called by every actor of the isolation world with another
 * company's ids and with ids of its own, read from the OpenAPI document so a new route is covered unasked.
 * An id is any path parameter, query parameter or body field (to two levels) that is a uuid or an integer
 * named like an id (`id`, `team_id`, `ids`, `uids`, `item_uuid` ...).
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maxLength?: number;
}

/** Where an operation takes an id, and what kind of row (table) the id most likely names. */
export interface IdSlot {
  location: 'path' | 'query' | 'body';
  /** The parameter name, or the body property path. */
  path: string[];
  type: 'uuid' | 'integer';
  isList: 'array' | 'text' | false;
  table: string | null;
}

export interface MatrixOperation {
  method: string;
  path: string;
  key: string;
  slots: IdSlot[];
  body?: JsonSchema;
  isAdmin: boolean;
}

const ID_NAME = /(^|_)(id|ids|uid|uids|uuid)$/;

/** Resource words of paths and fields that are not a table's own name. */
const RESOURCE_TABLES: Record<string, string> = {
  team_accounts: 'teams',
  team: 'teams',
  approved_team: 'team_members',
  denied_team: 'team_members',
  photos: 'artworks',
  artwork_files: 'artworks',
  po_attachments: 'attachments',
  attachment_files: 'attachments',
  ship_add: 'addresses',
  bill_add: 'addresses',
  item: 'kart_items',
  service: 'shipping_services',
  product: 'products',
  saved_product: 'saved_products',
  inventory: 'inventories',
  customer_companies: 'companies',
  // GET employee_products/{id}/show_status takes a line's uuid, .../get_logs an order's (spec 03 section 7).
  show_status: 'order_items',
  get_logs: 'orders',
  // PUT orders/{id}/share_links/{link_id}/revoke names a stored share link by its uuid (migration 0027).
  link: 'order_share_links',
  // A webhook endpoint's delivery log: …/deliveries/{delivery_id}/resend.
  delivery: 'webhook_deliveries',
  // A company's uniform-programme roles: …/programme/roles/{id} (issue 25).
  roles: 'programme_roles',
  // A line's proof by its uuid (…/proofs/{proof_id}/approve), and an order's line (…/lines/{line_id}/…) (issue 26).
  proof: 'order_proofs',
  line: 'order_items',
};

/**
 * Calls outside /api/admin that serve the customer and provider staff alike, each scoped to what its caller sees:
 * an order's conversation (decision 208) is the order company's and every provider staff member's.
 */
function isSharedWithProvider(path: string): boolean {
  return path.startsWith('/api/conversations/');
}

/** Operations the matrix leaves out: the auth calls (R7 attacks them) and the development mailbox. */
function isLeftOut(path: string): boolean {
  return (
    path.startsWith('/api/v1/auth/') || path === '/api/users/request_otp_auth' || path.startsWith('/dev/')
  );
}

function tableFor(name: string, path: string, tables: Set<string>): string | null {
  const base = name.replace(ID_NAME, '');
  const lookup = (word: string) => RESOURCE_TABLES[word] ?? (tables.has(word) ? word : null);
  if (base) return lookup(base) ?? lookup(`${base}s`);
  const segments = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{') && !['api', 'admin', 'v1'].includes(segment));
  const beforeParam = path.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
  for (const segment of [segments.at(-1) ?? '', beforeParam, segments[0] ?? '']) {
    const table = lookup(segment);
    if (table) return table;
  }
  return null;
}

function idTypeOf(schema: JsonSchema | undefined, name: string): IdSlot['type'] | null {
  if (!schema) return null;
  const branches = [
    schema,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.items ? [schema.items] : []),
  ];
  if (branches.some((branch) => branch.format === 'uuid')) return 'uuid';
  if (!ID_NAME.test(name)) return null;
  const types = branches.flatMap((branch) => (Array.isArray(branch.type) ? branch.type : [branch.type]));
  if (types.includes('integer')) return 'integer';
  if (types.includes('string'))
    return /uid|uuid/.test(name) || name === 'ids' || name === 'id' ? 'uuid' : null;
  return null;
}

function listKind(schema: JsonSchema | undefined, name: string): IdSlot['isList'] {
  if (schema?.type === 'array') return 'array';
  return /ids$/.test(name) ? 'text' : false;
}

/** The published operations with their id slots. */
export function listMatrixOperations(app: FastifyInstance, tables: Set<string>): MatrixOperation[] {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const operations: MatrixOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (isLeftOut(path)) continue;
    for (const [method, operation] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const slots: IdSlot[] = [];
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'path' && parameter.in !== 'query') continue;
        const type = idTypeOf(parameter.schema, parameter.name);
        if (!type) continue;
        slots.push({
          location: parameter.in,
          path: [parameter.name],
          type,
          isList: listKind(parameter.schema, parameter.name),
          table: tableFor(parameter.name, path, tables),
        });
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      const walk = (schema: JsonSchema | undefined, at: string[]) => {
        for (const [name, property] of Object.entries(schema?.properties ?? {})) {
          const type = idTypeOf(property, name);
          if (type) {
            slots.push({
              location: 'body',
              path: [...at, name],
              type,
              isList: listKind(property, name),
              table: tableFor(name, path, tables),
            });
          } else if (property.properties && at.length === 0) {
            walk(property, [name]);
          }
        }
      };
      walk(body, []);
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        slots,
        body,
        isAdmin: path.startsWith('/api/admin/'),
      });
    }
  }
  return operations;
}

/** A plausible value for a body field the matrix does not vary: most requests should pass validation. */
function sampleValue(schema: JsonSchema | undefined, name: string, context: SampleContext): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((choice) => choice.type !== 'null') ?? branches[0];
    return sampleValue(branch, name, context);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (name === 'qty_options') return { M: 2 };
      const value: Record<string, unknown> = {};
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {})) {
        const sample = sampleValue(propertySchema, property, context);
        if (sample !== undefined) value[property] = sample;
      }
      return value;
    }
    case 'array': {
      const item = sampleValue(schema.items, name, context);
      return item === undefined ? [] : [item];
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema, name, context);
    default:
      return undefined;
  }
}

interface SampleContext {
  actor: Actor;
  colleagueEmail: string;
  sequence: () => number;
}

const TEXT_SAMPLES: Record<string, string> = {
  country: 'SG',
  country_code: 'SG',
  origin_country: 'SG',
  destination_country: 'SG',
  zip: '098585',
  phone: '+65 6000 0000',
  currency: 'SGD',
  state: '',
};

function sampleText(schema: JsonSchema, name: string, context: SampleContext): string | undefined {
  if (/password/.test(name)) return undefined;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email' || /email/.test(name)) {
    return name === 'emails' || name === 'invite_members'
      ? `iso-invitee-${context.sequence()}@example.test`
      : context.colleagueEmail;
  }
  const text = TEXT_SAMPLES[name] ?? `Isolation ${name} ${context.sequence()}`;
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
}

function slotValue(slot: IdSlot, row: OwnedRow | undefined): unknown {
  const single = slot.type === 'uuid' ? row?.uuid : row?.id;
  if (single === undefined) return undefined;
  if (slot.isList === 'array') return [single];
  if (slot.isList === 'text' || slot.location !== 'body') return String(single);
  return single;
}

/** The request for one case: every slot filled with the caller's own row, `varied` with `variant`. */
function buildRequest(
  operation: MatrixOperation,
  own: (slot: IdSlot) => OwnedRow | undefined,
  context: SampleContext,
  varied?: { slot: IdSlot; row: OwnedRow },
) {
  const valueForSlot = (slot: IdSlot) => slotValue(slot, varied?.slot === slot ? varied.row : own(slot));
  let url = operation.path;
  const query: string[] = [];
  const body = (operation.body ? (sampleValue(operation.body, '', context) ?? {}) : undefined) as
    | Record<string, unknown>
    | undefined;
  for (const slot of operation.slots) {
    const value = valueForSlot(slot);
    if (slot.location === 'path')
      url = url.replace(`{${slot.path[0]}}`, encodeURIComponent(String(value ?? 0)));
    else if (slot.location === 'query') {
      if (value !== undefined) query.push(`${slot.path[0]}=${encodeURIComponent(String(value))}`);
    } else if (body && value !== undefined) setAt(body, slot.path, value);
  }
  // Path parameters that are not ids (a face, a country, a file name) get a plain word.
  url = url.replace(/\{[^}]+\}/g, 'front');
  if (operation.path.includes('/employee_products')) query.push('model_name=kart_items');
  return {
    method: operation.method as 'GET',
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    payload: body,
  };
}

/** What a member may not do that a person in charge (or a team's creator, an artwork's uploader) may. */
const MEMBER_REFUSALS: Record<string, (actor: Actor, target: OwnedRow | undefined) => boolean> = {
  'DELETE /api/saved_products': (actor, target) =>
    !canDeleteSavedProduct(actor.user, { user_id: target?.userId ?? -1 }),
  'DELETE /api/saved_products/bulk_remove': (actor) => !canBulkRemoveSavedProducts(actor.user),
  'POST /api/team_accounts/invite_member': (actor) => actor.user.department !== PERSON_IN_CHARGE,
  'PUT /api/users/{id}': (actor) => actor.user.department !== PERSON_IN_CHARGE, // the body renames the company
  'PUT /api/team_accounts/{id}': (actor, target) => target?.userId !== actor.user.id,
  'DELETE /api/team_accounts/{id}': (actor, target) => target?.userId !== actor.user.id,
  'DELETE /api/team_accounts/{id}/remove_member': (actor, target) => target?.userId !== actor.user.id,
  'PUT /api/team_accounts/resend_invitation': (actor, target) => target?.userId !== actor.user.id,
  // A team's budget is set by a person in charge only (issue 25 item 5).
  'PUT /api/team_accounts/{id}/budget': (actor) => actor.user.department !== PERSON_IN_CHARGE,
  'DELETE /api/photos': (actor, target) => target?.userId !== actor.user.id,
  ...Object.fromEntries(
    [
      'GET /api/webhook_endpoints',
      'POST /api/webhook_endpoints',
      'PUT /api/webhook_endpoints/{id}',
      'DELETE /api/webhook_endpoints/{id}',
      'POST /api/webhook_endpoints/{id}/rotate_secret',
      'GET /api/webhook_endpoints/{id}/deliveries',
      'POST /api/webhook_endpoints/{id}/deliveries/{delivery_id}/resend',
    ].map((key) => [key, (actor: Actor) => actor.user.department !== PERSON_IN_CHARGE]),
  ),
};

/** The plan feature an operation uses: by its path, or by a slot naming a row of the feature's table. */
function featureOf(operation: MatrixOperation): PlanFeature | null {
  if (/inventor|blanket_purchase/.test(operation.path)) return 'inventories';
  if (operation.slots.some((slot) => slot.table === 'inventories')) return 'inventories';
  if (/orders_history/.test(operation.path)) return 'employee_order_history';
  return null;
}

export interface IsolationFinding {
  kind:
    | 'cross-company 2xx'
    | 'foreign data in answer'
    | 'role escalation'
    | 'console answered a customer'
    | 'write after refusal'
    | '5xx';
  actor: string;
  operation: string;
  status: number;
  request: string;
  detail: string;
}

export interface IsolationResult {
  operations: number;
  operationsWithIds: number;
  /** Operations taking ids that answered 2xx to at least one actor's own ids: the matrix reached their code. */
  reachedWithOwnIds: string[];
  /** Operations taking ids that no actor's own ids got a 2xx from (their input samples fall short). */
  unreached: string[];
  actors: number;
  cases: number;
  foreignCases: number;
  roleCases: number;
  findings: IsolationFinding[];
  statusCounts: Record<string, number>;
  /** Statuses customers got for other companies' ids, per id slot (`PUT /api/.../revoke link_id`), each once. */
  foreignStatusesBySlot: Record<string, number[]>;
}

/** Ids no row has: world rows are numbered below 5,000,000 per owner range, the matrix's own below 6,000,000. */
const NO_ROW_ID = 8_999_999;
const NO_ROW_UUID = '00000000-0000-4000-8000-000000000000';

const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const ROLE_ORDER = ['member', 'basic-plan user', 'provider staff', 'person in charge'];

/**
 * Runs the matrix. `full` varies every id slot with a row of every kind another company owns; the quick
 * form uses only the row of the slot's own kind from one other company.
 */
export async function runIsolationMatrix(options: {
  app: FastifyInstance;
  db: Database;
  world: IsolationWorld;
  full: boolean;
  onProgress?: (line: string) => void;
}): Promise<IsolationResult> {
  const { app, db, world } = options;
  const tables = new Set(Object.keys(await (await createFingerprint(db))()));
  const operations = listMatrixOperations(app, tables).sort(
    (a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  const fingerprint = await createFingerprint(db);
  const result: IsolationResult = {
    operations: operations.length,
    operationsWithIds: operations.filter((operation) => operation.slots.length > 0).length,
    reachedWithOwnIds: [],
    unreached: [],
    actors: 0,
    cases: 0,
    foreignCases: 0,
    roleCases: 0,
    findings: [],
    statusCounts: {},
    foreignStatusesBySlot: {},
  };
  const reached = new Set<string>();
  const headersOf = new Map<string, Record<string, string>>();
  // The quick form runs one side's actors (and staff) against the other side; the full form both sides.
  const actors = options.full
    ? world.actors
    : world.actors.filter((actor) => actor.companyId === null || world.sideOf.get(actor.companyId) === 1);
  for (const [index, actor] of actors.entries()) {
    headersOf.set(actor.label, await signIn(app, actor.email, index));
  }
  const sequence = (() => {
    let value = 0;
    return () => ++value;
  })();
  const anyCompany = world.companyIds[0]!;
  const rowsOfActor = (actor: Actor) => world.rowsOf.get(actor.companyId ?? anyCompany) ?? [];
  const colleagueEmail = (actor: Actor) =>
    world.actors.find((other) => other.companyId === actor.companyId && other.role === 'member')?.email ??
    actor.email;

  /** The caller's own row for a slot: one it made itself when there is one (its own user, its invitation). */
  const ownRow = (actor: Actor) => (slot: IdSlot) => {
    if (!slot.table) return undefined;
    const rows = rowsOfActor(actor).filter(
      (row) => row.table === slot.table && (slot.type === 'uuid' ? row.uuid : row.id !== undefined),
    );
    const ownUserRow = rows.find((row) => (slot.table === 'users' ? row.id : row.userId) === actor.user.id);
    return ownUserRow ?? rows[0] ?? sharedRow(slot);
  };
  const sharedRows = await listSharedRows(db);
  const sharedRow = (slot: IdSlot) => sharedRows.find((row) => row.table === slot.table);

  /** Rows of other companies to put in a slot. */
  const foreignRows = (actor: Actor, slot: IdSlot): OwnedRow[] => {
    const others = world.companyIds.filter((id) => id !== actor.companyId);
    const side = actor.companyId === null ? 1 : world.sideOf.get(actor.companyId);
    const opposite = others.find((id) => world.sideOf.get(id) !== side && world.premiumIds.includes(id));
    const picked: OwnedRow[] = [];
    for (const companyId of options.full ? others : [opposite!]) {
      const rows = (world.rowsOf.get(companyId) ?? []).filter((row) =>
        slot.type === 'uuid' ? row.uuid !== undefined : row.id !== undefined,
      );
      const sameKind = rows.find((row) => row.table === slot.table);
      if (sameKind) picked.push(sameKind);
      if (options.full && companyId === opposite) {
        const seen = new Set([slot.table]);
        for (const row of rows) {
          if (seen.has(row.table)) continue;
          seen.add(row.table);
          picked.push(row);
        }
      }
    }
    return picked;
  };

  const foreignTexts = (actor: Actor) => {
    const texts: string[] = [];
    for (const companyId of world.companyIds) {
      if (companyId === actor.companyId) continue;
      texts.push(world.markerOf.get(companyId)!);
      for (const row of world.rowsOf.get(companyId) ?? []) if (row.uuid) texts.push(row.uuid);
    }
    return texts;
  };

  /**
   * A list filtered by another company's row (`?team_id=`) may answer 2xx, as long as the answer is the one
   * a filter naming no row at all gets: then it tells nothing, not even that the row exists.
   */
  const answersAsNoRow = async (
    headers: Record<string, string> | undefined,
    expectation: { noRowRequest?: ReturnType<typeof buildRequest> },
    response: { statusCode: number; body: string },
  ) => {
    if (!expectation.noRowRequest) return false;
    const control = await app.inject({ ...expectation.noRowRequest, headers });
    return control.statusCode === response.statusCode && control.body === response.body;
  };

  let current = await fingerprint();
  const send = async (
    actor: Actor,
    operation: MatrixOperation,
    request: ReturnType<typeof buildRequest>,
    expectation: {
      isForeign: boolean;
      roleTarget?: OwnedRow;
      noRowRequest?: ReturnType<typeof buildRequest>;
      foreignSlot?: IdSlot;
    },
  ) => {
    const before = current;
    const headers = headersOf.get(actor.label);
    const response = await app.inject({ ...request, headers });
    result.cases += 1;
    if (expectation.isForeign) result.foreignCases += 1;
    const status = response.statusCode;
    const statusClass = `${String(status).charAt(0)}xx`;
    result.statusCounts[statusClass] = (result.statusCounts[statusClass] ?? 0) + 1;
    // Staff are no other company: the console's own rules answer them (403 on a customer's call).
    if (expectation.foreignSlot && actor.role !== 'provider staff') {
      const slotKey = `${operation.key} ${expectation.foreignSlot.path.join('.')}`;
      const seen = result.foreignStatusesBySlot[slotKey] ?? [];
      if (!seen.includes(status)) result.foreignStatusesBySlot[slotKey] = [...seen, status];
    }
    const record = (kind: IsolationFinding['kind'], detail: string) =>
      result.findings.push({
        kind,
        actor: actor.label,
        operation: operation.key,
        status,
        request: `${request.method} ${request.url} ${request.payload ? JSON.stringify(request.payload) : ''}`,
        detail,
      });
    const isSuccess = status >= 200 && status < 300;
    const isCustomer = actor.role !== 'provider staff';
    if (status >= 500) record('5xx', response.body.slice(0, 200));
    if (isSuccess && expectation.isForeign && !(await answersAsNoRow(headers, expectation, response))) {
      record('cross-company 2xx', response.body.slice(0, 200));
    }
    if (isCustomer && isSuccess) {
      const body = response.body.toLowerCase();
      const leaked = foreignTexts(actor).find((text) => body.includes(text));
      if (leaked) record('foreign data in answer', `the answer holds ${leaked}`);
    }
    if (isCustomer && operation.isAdmin && status !== 403 && status !== 404) {
      record(isSuccess ? 'role escalation' : 'console answered a customer', `status ${status}`);
    }
    const memberRule = MEMBER_REFUSALS[operation.key];
    if (!expectation.isForeign && actor.role !== 'provider staff' && memberRule) {
      result.roleCases += 1;
      if (isSuccess && memberRule(actor, expectation.roleTarget)) {
        record('role escalation', 'only a person in charge, the creator or the uploader may do this');
      }
    }
    const feature = featureOf(operation);
    if (feature && isCustomer && !expectation.isForeign) {
      result.roleCases += 1;
      if (isSuccess && !canUseFeature(actor.user.plan, feature)) {
        record('role escalation', `the ${actor.user.plan} plan has no ${feature}`);
      }
    }
    // A GET is taken not to write (R1 checks GETs too), which spares most fingerprints of the matrix.
    if (operation.method !== 'GET') current = await fingerprint();
    if (status >= 400 && status < 500) {
      const changed = changedTables(before, current);
      if (changed.length > 0 && !isAllowedWrite(operation.path, changed)) {
        record('write after refusal', `changed: ${changed.join(', ')}`);
      }
    }
    if (isSuccess && !expectation.isForeign && operation.slots.length > 0) reached.add(operation.key);
  };

  // First every other company's id (nothing may succeed, so the world stays whole), then the caller's own.
  for (const actor of actors) {
    const context = { actor, colleagueEmail: colleagueEmail(actor), sequence };
    options.onProgress?.(`R2 isolation: ${actor.label}, other companies' ids`);
    for (const operation of operations) {
      // Provider staff may reach every company's rows through the console, and through the calls both sides share.
      if (actor.role === 'provider staff' && (operation.isAdmin || isSharedWithProvider(operation.path)))
        continue;
      for (const slot of operation.slots) {
        const isFilter = slot.location === 'query' && operation.method === 'GET';
        const noRow = { slot, row: { table: slot.table ?? '', id: NO_ROW_ID, uuid: NO_ROW_UUID } };
        for (const row of foreignRows(actor, slot)) {
          await send(actor, operation, buildRequest(operation, ownRow(actor), context, { slot, row }), {
            isForeign: true,
            noRowRequest: isFilter ? buildRequest(operation, ownRow(actor), context, noRow) : undefined,
            foreignSlot: slot,
          });
        }
      }
    }
  }
  const byRole = [...actors].sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
  for (const operation of operations) {
    for (const actor of byRole) {
      const context = { actor, colleagueEmail: colleagueEmail(actor), sequence };
      const own = ownRow(actor);
      const target = operation.slots.map(own).find((row) => row && row.table !== 'users') ?? undefined;
      await send(actor, operation, buildRequest(operation, own, context), {
        isForeign: false,
        roleTarget: target,
      });
    }
  }
  result.actors = actors.length;
  result.reachedWithOwnIds = [...reached].sort();
  result.unreached = operations
    .filter((operation) => operation.slots.length > 0 && !reached.has(operation.key))
    .map((operation) => operation.key);
  return result;
}

/** Rows no company owns (the catalogue, shipping services): what a slot of that kind is filled with. */
async function listSharedRows(db: Database): Promise<OwnedRow[]> {
  const rows: OwnedRow[] = [];
  for (const table of ['products', 'shipping_services']) {
    const uuid = table === 'products' ? 'uuid::text' : 'null';
    const found = (await db.execute(
      sql.raw(`select id, ${uuid} as uuid from "${table}" order by id limit 1`),
    )) as unknown as { rows: Array<{ id: number; uuid: string | null }> };
    for (const row of found.rows) rows.push({ table, id: Number(row.id), uuid: row.uuid ?? undefined });
  }
  // Provider staff retry a failed job (the world makes one); no company owns jobs.
  const failedJob = (await db.execute(
    sql.raw(`select id from jobs where status = 'failed' order by id limit 1`),
  )) as unknown as { rows: Array<{ id: number }> };
  for (const row of failedJob.rows) rows.push({ table: 'jobs', id: Number(row.id) });
  return rows;
}

async function signIn(app: FastifyInstance, email: string, index: number): Promise<Record<string, string>> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign_in',
    remoteAddress: `10.88.0.${index + 1}`,
    payload: { email, password: WORLD_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`${email} could not sign in: ${response.body}`);
  return {
    'access-token': String(response.headers['access-token']),
    client: String(response.headers.client),
    uid: String(response.headers.uid),
  };
}
