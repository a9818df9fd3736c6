import { z } from 'zod';

/** The error body of every failed call: `message` first, `errors.full_messages` as the list. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.object({ full_messages: z.array(z.string()) }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Paging block carried by every list response. */
export const listMeta = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

/** The largest value of a PostgreSQL integer column: every id, quantity and cents figure we store fits. */
export const MAX_DATABASE_INTEGER = 2_147_483_647;

/** A whole number a database integer column can hold (quantities, cents, positions). */
export const databaseInteger = (message = 'Must be a whole number') =>
  z
    .number()
    .int(message)
    .min(-MAX_DATABASE_INTEGER, 'Number is too small')
    .max(MAX_DATABASE_INTEGER, 'Number is too large');

/** A record's numeric id in a JSON body. */
export const databaseId = z.number().int().positive().max(MAX_DATABASE_INTEGER, 'No such record');

/** A record's numeric id in a path or query string, where it arrives as text. */
export const databaseIdText = z.coerce.number().int().positive().max(MAX_DATABASE_INTEGER, 'No such record');

/**
 * Comma-separated values of a query parameter (`?ids=1,2`), each checked; empty parts are dropped. The text may
 * hold `max` uuids with their commas and a space each (40 characters apiece), and no more.
 */
export const commaListOf = <Item extends z.ZodType>(item: Item, max = 100, tooMany?: string) =>
  z
    .string()
    .max(max * 40, tooMany)
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max, tooMany) as unknown as z.ZodType<z.output<Item>[], string[]>);

/** One record id inside a comma-separated list: digits only, within the integer column's range. */
export const databaseIdListItem = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_DATABASE_INTEGER, message));

/** A page number in a query string; beyond the largest id no page can hold anything. */
export const pageNumber = z.coerce.number().int().min(1).max(MAX_DATABASE_INTEGER).default(1);

/** True when a partial update sets at least one field; an empty one would reach SQL as `UPDATE ... SET` of nothing. */
export const hasSomeChange = (changes: Record<string, unknown>) =>
  Object.values(changes).some((value) => value !== undefined);

/** Query parameters shared by paged lists; strings from the URL are coerced. */
export const pageQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const uuidParams = z.object({ id: z.uuid() });

/**
 * The optional `Idempotency-Key` header of a write that must not happen twice (checkout): a uuid the client
 * makes once per attempt and sends again on every retry. Other headers pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.uuid('Idempotency-Key must be a uuid').optional(),
});

/** ISO 8601 timestamp as sent on the wire, or null when the event has not happened. */
export const timestamp = z.string().nullable();

/** GET /dev/mailbox/messages (development only): the mail outbox, newest first. */
export const mailboxQuery = z.object({ to: z.string().trim().max(254).optional() });
export const mailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const mailboxMessagesResponse = z.array(mailboxMessage);

/**
 * POST /dev/companies (development only): a customer company and its person in charge, signed up and set up, so
 * that a browser journey can make a company of its own through HTTP (the rest, teams and members, through the API).
 */
export const devCompanyBody = z.object({
  name: z.string().trim().min(1).max(120),
  plan: z.enum(['basic', 'advanced', 'premium']).default('advanced'),
  person_in_charge: z.object({
    email: z.email('Email is invalid').max(254),
    name: z.string().trim().min(1).max(120),
    password: z.string().min(8).max(200),
  }),
});
export type DevCompanyBody = z.infer<typeof devCompanyBody>;
export const devCompanyResponse = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  person_in_charge: z.object({ id: z.number().int(), email: z.string() }),
});

/** Deeper than any request Livery takes; walking (or parsing) an unbounded depth could exhaust the stack. */
const MAX_NESTING = 32;

/** Problems of a whole input: strings (or object keys) holding a NUL character, and nesting too deep. */
function findInputProblems(
  value: unknown,
  path: PropertyKey[] = [],
  found: { path: PropertyKey[]; message: string }[] = [],
) {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push({ path, message: 'cannot contain a NUL character' });
  } else if (value !== null && typeof value === 'object') {
    if (path.length >= MAX_NESTING) {
      found.push({ path, message: 'is nested too deeply' });
      return found;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000'))
        found.push({ path: [...path, key], message: 'cannot contain a NUL character' });
      else findInputProblems(item, [...path, Array.isArray(value) ? Number(key) : key], found);
    }
  }
  return found;
}

/**
 * The schema, preceded by a check that no string anywhere in the input holds a NUL character and that it
 * is not absurdly deep; the server
 * wraps every route's schemas with it, so a new route needs nothing to be safe from this crash.
 */
export function withoutNulCharacters<Schema extends z.ZodType>(schema: Schema) {
  return z
    .unknown()
    .superRefine((value, context) => {
      for (const { path, message } of findInputProblems(value))
        context.addIssue({ code: 'custom', path, message });
    })
    .pipe(schema);
}

/**
 * A calendar day, yyyy-MM-dd, that exists: 2026-02-31 matches the pattern and Date.parse rolls it into March,
 * so the value must come back unchanged from a date, or it is refused here rather than by the database (a 500).
 */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
  }, 'No such date');
