import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** Shared response schemas (a list's rows, the error body) compile once, however many routes use them. */
const compiled = new WeakMap<z.ZodType, Stringify>();

/**
 * zod writes `additionalProperties: false` on every object; fast-json-stringify then refuses a union branch (a
 * nullable object) whose value carries a key the schema does not name, and answers 500. Without it the branch
 * matches and the unnamed keys are still left out of the answer, as zod's strip did.
 */
function allowUnnamedKeys(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.additionalProperties === false) delete record.additionalProperties;
  for (const inner of Object.values(record)) allowUnnamedKeys(inner);
}

function compile(schema: z.ZodType): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    // 'output': what the handler returns; a part JSON Schema cannot say (a Date) is written as JSON.stringify would.
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-07' });
    delete jsonSchema.$schema;
    allowUnnamedKeys(jsonSchema);
    stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Stringify;
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Writes each answer with fast-json-stringify compiled from the route's zod response schema (keys the schema
 * does not name are left out, as zod's strip did), instead of a zod parse and JSON.stringify per answer
 * (decision 171). With `checkWithZod` (tests, development) the answer is also checked against the schema, so a
 * handler that drifts from the contract still fails its tests with a 500.
 */
export function createResponseSerializerCompiler(options: {
  checkWithZod: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema } = route;
    if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
    const check = options.checkWithZod ? zodSerializerCompiler(route) : undefined;
    // Compiled on the first answer, not at start: compiling every route's schema would add ~0.5 s to each start.
    let stringify: Stringify | undefined;
    return (data) => {
      check?.(data);
      stringify ??= compile(schema);
      return stringify(data);
    };
  };
}
