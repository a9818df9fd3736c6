import { type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db/database.ts';

/** One operation of the published OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/api/photos/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  jsonBody?: JsonSchema;
  isMultipart: boolean;
}

/** A JSON Schema node as @fastify/swagger publishes it; only the keywords the generator reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export type FuzzRequest = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'>;

/** Every operation the app publishes, read from its OpenAPI document (so a new route is fuzzed unasked). */
export function listOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: unknown[]; requestBody?: unknown }>>;
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const parameters = (operation.parameters ?? []) as { in: string; name: string; schema?: JsonSchema }[];
      const content = (operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      operations.push({
        method: upper as Operation['method'],
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name),
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        jsonBody: content?.['application/json']?.schema,
        isMultipart:
          Boolean(content?.['multipart/form-data']) || path.endsWith('_files') || isUploadPath(path),
      });
    }
  }
  return operations;
}

/** Upload routes read multipart themselves and publish no body schema; their paths say what they are. */
function isUploadPath(path: string): boolean {
  return /\/(photos|po_attachments|attachment_files|catalogue_images)$/.test(path);
}

/** Strings an attacker tries first: NUL and control characters, huge numbers as text, ids that are not. */
const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[2J\r\n',
  '-'.repeat(36),
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '2147483648',
  '-2147483649',
  '9'.repeat(40),
  '1e309',
  'NaN',
  '0x10',
  'null',
  'true',
  '[]',
  '{"$gt":""}',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\u202egnp.exe',
  '\ufeff',
  'ǅ𝕏🙂',
  'x'.repeat(5000),
  '__proto__',
  'constructor',
];

const NASTY_NUMBERS = [
  2147483648,
  -2147483649,
  2147483647,
  -1,
  0,
  0.5,
  -0.000001,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)) }),
  },
  { weight: 1, arbitrary: fc.uuid() },
);
const nastyNumber = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value of the schema's shape, usually valid, sometimes with one hostile value deep inside. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const valid = validValueFor(schema ?? {}, depth);
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: nastyValue });
}

function validValueFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return valueFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -10, -10),
        max: Math.min(schema.maximum ?? 1000, 1000),
      });
    case 'number':
      return fc.double({ min: -10, max: 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return fc.dictionary(nastyString, nastyValue, { maxKeys: 3 });
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties) record[name] = valueFor(property, depth + 1);
      return fc.record(record, { requiredKeys: [] });
    }
    default:
      return nastyValue;
  }
}

/** URL-encodes a generated text; lone surrogates cannot be encoded, so they go as raw percent bytes. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: nastyString.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..%2F..%2F', '2147483648', '-1', '0') },
  { weight: 1, arbitrary: fc.uuid() },
);

function buildUrl(operation: Operation, pathValues: string[], query: string): string {
  let url = operation.path;
  operation.pathParams.forEach((name, index) => {
    url = url.replace(`{${name}}`, pathValues[index] || 'x');
  });
  return query ? `${url}?${query}` : url;
}

const queryString = (operation: Operation) =>
  fc
    .tuple(
      fc.tuple(
        ...operation.queryParams.map((parameter) =>
          fc.option(
            fc.oneof(
              valueFor(parameter.schema).map((value) => `${parameter.name}=${encode(value)}`),
              // A repeated key arrives as an array; a raw key may carry broken percent escapes.
              fc.constant(`${parameter.name}=1&${parameter.name}=2`),
              fc.constantFrom(`${parameter.name}=%`, `${parameter.name}=%E0%A4%A`, `${parameter.name}`),
            ),
            { nil: undefined },
          ),
        ),
      ),
      fc.option(
        fc.tuple(nastyString, nastyString).map(([key, value]) => `${encode(key)}=${encode(value)}`),
        {
          nil: undefined,
        },
      ),
    )
    .map(([parts, extra]) => [...parts, extra].filter((part): part is string => Boolean(part)).join('&'));

/** A multipart/form-data body; parts may be malformed on purpose. */
function multipartBody(
  parts: { name: string; fileName?: string; data: Buffer | string }[],
  boundary: string,
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"`
      : `form-data; name="${part.name}"`;
    const type = part.fileName ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return chunks.length > 1 ? Buffer.concat(chunks) : Buffer.from(`--${boundary}--\r\n`);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const multipartCase = fc.oneof(
  // A well-formed form with hostile names, file names and contents.
  fc
    .array(
      fc.record({
        name: fc.oneof(fc.constantFrom('file', 'team_id', 'files', '__proto__'), nastyString),
        fileName: fc.option(fc.oneof(fc.constantFrom('a.png', 'a\u0000.png', '../x.svg', ''), nastyString), {
          nil: undefined,
        }),
        data: fc.oneof(
          nastyString,
          fc.constant(PNG_SIGNATURE),
          fc.constant('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        ),
      }),
      { maxLength: 4 },
    )
    .map((parts) => {
      const boundary = 'fuzzboundary';
      const safeParts = parts.map((part) => ({
        ...part,
        name: part.name.replace(/["\r\n]/g, ''),
        fileName: part.fileName?.replace(/["\r\n]/g, ''),
      }));
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipartBody(safeParts, boundary),
      };
    }),
  // Bodies that only claim to be multipart.
  fc.constantFrom(
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'abc' },
    { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: 'abc' },
    { headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` }, payload: 'abc' },
    {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form',
    },
    { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\n\r\n\r\n--x--' },
    { headers: { 'content-type': 'multipart/mixed; boundary=x' }, payload: '--x--' },
  ),
);

/** Bodies of the wrong kind: broken JSON, other content types, empty, deeply nested, top-level scalars. */
const rawBodyCase = fc.constantFrom<Pick<FuzzRequest, 'headers' | 'payload'>>(
  { headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { headers: { 'content-type': 'application/json' }, payload: '' },
  { headers: { 'content-type': 'application/json' }, payload: 'null' },
  { headers: { 'content-type': 'application/json' }, payload: '"text"' },
  { headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' },
  { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"isAdmin":true}}' },
  { headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { headers: { 'content-type': 'application/json' }, payload: '{"a":"\\u0000"}' },
  { headers: { 'content-type': 'application/json; charset=latin1' }, payload: '{}' },
  { headers: { 'content-type': 'text/plain' }, payload: 'abc' },
  { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=%00' },
  { headers: { 'content-type': 'application/octet-stream' }, payload: Buffer.from([0, 1, 2, 255]) },
);

/** Generated hostile requests for one operation, the same for the same seed. */
export function hostileRequests(operation: Operation, count: number, seed: number): FuzzRequest[] {
  const path = fc.tuple(...operation.pathParams.map(() => pathValue));
  const hasBody = operation.method !== 'GET';
  const jsonBody = valueFor(operation.jsonBody).map((payload) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  }));
  const bodies = hasBody
    ? fc.oneof(
        { weight: operation.isMultipart ? 1 : 4, arbitrary: jsonBody },
        { weight: 1, arbitrary: rawBodyCase },
        { weight: operation.isMultipart ? 4 : 1, arbitrary: multipartCase },
      )
    : fc.constant({ headers: {}, payload: undefined });
  const request = fc
    .record({ pathValues: path, query: queryString(operation), body: bodies })
    .map(({ pathValues, query, body }) => ({
      method: operation.method,
      url: buildUrl(operation, pathValues, query),
      headers: body.headers as Record<string, string>,
      payload: body.payload,
    }));
  return fc.sample(request, { numRuns: count, seed });
}

/** Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`. */
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A cheap picture of the whole database: each table's row count and a hash of its rows. */
export async function createFingerprint(db: Database): Promise<() => Promise<Record<string, string>>> {
  const tables = (
    await selectRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.table_name);
  const columns = tables.map(
    (table) =>
      `(select count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text from "${table}" t) as "${table}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  let last: { nextXid: string; picture: Record<string, string> } | undefined;
  return async () => {
    // Every write takes a transaction id, and reads and sequences take none: when no transaction has ended since
    // the last picture, no table can differ from it, and the hash of every row (most of a case's CPU) is spared.
    // On a PostgreSQL server the ids are shared by all its databases, so there the picture is mostly taken anew.
    const [ids] = await selectRows<{ next_xid: string }>(db, NEXT_TRANSACTION_ID);
    const nextXid = ids?.next_xid ?? '';
    if (last?.nextXid === nextXid) return last.picture;
    const [row] = await selectRows<Record<string, string>>(db, query);
    last = { nextXid, picture: row ?? {} };
    return last.picture;
  };
}

/** The first transaction id not yet ended: it moves on whenever a transaction commits or rolls back. */
const NEXT_TRANSACTION_ID = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next_xid`;

export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}

/**
 * Refusals that are meant to write: a wrong password or code counts against the account (and may lock it),
 * so the auth calls may touch these tables when they answer 4xx.
 */
const WRITES_ALLOWED_ON_REFUSAL: { pathPrefix: string; tables: string[] }[] = [
  { pathPrefix: '/api/v1/auth/', tables: ['users', 'otp_codes', 'login_codes', 'auth_attempts'] },
  // Rate limits count refused attempts too (in the database, shared by every process): that is their point.
  { pathPrefix: '/api/', tables: ['attempt_counters'] },
];

export function isAllowedWrite(url: string, tables: string[]): boolean {
  const allowed = WRITES_ALLOWED_ON_REFUSAL.filter((entry) => url.startsWith(entry.pathPrefix)).flatMap(
    (entry) => entry.tables,
  );
  return tables.every((table) => allowed.includes(table));
}

export interface FuzzFinding {
  role: string;
  operation: string;
  request: { method: string; url: string; contentType?: string; payload?: string };
  status: number;
  detail: string;
}

export interface FuzzResult {
  role: string;
  operations: number;
  cases: number;
  serverErrors: FuzzFinding[];
  writesAfterRefusal: FuzzFinding[];
  statusCounts: Record<string, number>;
}

function describeRequest(request: FuzzRequest) {
  const payload = request.payload;
  const text = Buffer.isBuffer(payload)
    ? payload.toString('latin1')
    : typeof payload === 'string'
      ? payload
      : '';
  return {
    method: String(request.method),
    url: String(request.url).slice(0, 300),
    contentType: (request.headers as Record<string, string> | undefined)?.['content-type'],
    payload: text ? JSON.stringify(text.slice(0, 300)) : undefined,
  };
}

/**
 * Sends `casesPerOperation` hostile requests to every operation as one signed-in role, and records every
 * answer >= 500 and every refusal (4xx) after which the database differs. `signIn` gives the headers
 * again when a case signed the session out.
 */
export async function fuzzOperations(options: {
  app: FastifyInstance;
  db: Database;
  role: string;
  signIn: () => Promise<Record<string, string>>;
  operations: Operation[];
  casesPerOperation: number;
  seed: number;
  onProgress?: (line: string) => void;
}): Promise<FuzzResult> {
  const { app, role, operations, casesPerOperation } = options;
  const fingerprint = await createFingerprint(options.db);
  let headers = await options.signIn();
  let current = await fingerprint();
  const result: FuzzResult = {
    role,
    operations: operations.length,
    cases: 0,
    serverErrors: [],
    writesAfterRefusal: [],
    statusCounts: {},
  };
  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    options.onProgress?.(`${role}: ${index + 1}/${operations.length} ${name}`);
    for (const request of hostileRequests(operation, casesPerOperation, options.seed + index)) {
      // The state after one request is the state before the next, so each case costs one fingerprint.
      const before = current;
      const response = await app.inject({
        ...request,
        headers: { ...headers, ...(request.headers as Record<string, string>) },
      });
      result.cases += 1;
      const statusClass = `${String(response.statusCode).charAt(0)}xx`;
      result.statusCounts[statusClass] = (result.statusCounts[statusClass] ?? 0) + 1;
      if (response.statusCode === 401) result.statusCounts['401'] = (result.statusCounts['401'] ?? 0) + 1;
      if (response.statusCode >= 500) {
        result.serverErrors.push({
          role,
          operation: name,
          request: describeRequest(request),
          status: response.statusCode,
          detail: response.body.slice(0, 200),
        });
      }
      // A GET that succeeded is taken not to have written, which spares a fingerprint.
      if (operation.method !== 'GET' || response.statusCode >= 400) current = await fingerprint();
      if (response.statusCode >= 400 && response.statusCode < 500) {
        const changed = changedTables(before, current);
        if (changed.length > 0 && !isAllowedWrite(operation.path, changed)) {
          result.writesAfterRefusal.push({
            role,
            operation: name,
            request: describeRequest(request),
            status: response.statusCode,
            detail: `changed: ${changed.join(', ')}`,
          });
        }
      }
      // A case may have signed this session out, or changed its password; the next case starts signed in.
      if (operation.path.startsWith('/api/v1/auth/') || response.statusCode === 401) {
        const check = await app.inject({ method: 'GET', url: '/api/users', headers });
        if (check.statusCode === 401) {
          headers = await options.signIn();
          current = await fingerprint();
        }
      }
    }
  }
  return result;
}
