import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer.ts';

const detail = z.object({ name: z.string(), size: z.number().int() });
const answer = z.object({ item: detail.nullable(), items: z.array(detail) });

async function answerWith(data: unknown, checkWithZod: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkWithZod }));
  app.get('/thing', { schema: { response: { 200: answer } } }, async () => data);
  const response = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return response;
}

describe('the compiled response serializer', () => {
  it('writes a nullable object whose value carries keys the schema does not name, leaving those keys out', async () => {
    // The builder's saved product (a nullable object) carried such a key and answered 500 in the browser.
    const data = {
      item: { name: 'Polo', size: 2, internal: 'not for callers' },
      items: [{ name: 'Cap', size: 1, internal: 'x' }],
      hidden: true,
    };
    for (const checkWithZod of [true, false]) {
      const response = await answerWith(data, checkWithZod);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ item: { name: 'Polo', size: 2 }, items: [{ name: 'Cap', size: 1 }] });
    }
  });

  it('writes null where the schema allows it', async () => {
    const response = await answerWith({ item: null, items: [] }, false);
    expect(response.json()).toEqual({ item: null, items: [] });
  });
});
