import { withoutNulCharacters } from '@livery/api-schemas/common';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The zod validator for every route's params, query and body, refusing NUL characters before the schema runs. */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return validatorCompiler(route);
  return validatorCompiler({ ...route, schema: withoutNulCharacters(route.schema) });
};
