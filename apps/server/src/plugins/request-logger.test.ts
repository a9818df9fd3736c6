import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestIdGenerator } from './request-id.ts';
import { lazyRequestLoggerFactory, RequestLogger } from './request-logger.ts';

/** A Fastify app logging JSON lines at `level` into an array, with the lazy request loggers. */
function appLoggingLines(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    childLoggerFactory: lazyRequestLoggerFactory,
    genReqId: createRequestIdGenerator(),
  });
  return { app, lines };
}

describe("a request's lazy logger", () => {
  it('writes the lines a pino child would, with the request id bound, at the route level or its parent', async () => {
    const { app, lines } = appLoggingLines('info');
    app.get('/probe', { logLevel: 'warn' }, async (request) => {
      request.log.info('not news');
      request.log.warn({ detail: 1 }, 'something odd');
      return { id: request.id };
    });
    app.get('/page', async (request) => {
      request.log.info({ page: 2 }, 'reading page %d', 2);
      request.log.debug('below the level');
      return { id: request.id };
    });
    const probe = (await app.inject({ method: 'GET', url: '/probe' })).json<{ id: string }>();
    const page = (await app.inject({ method: 'GET', url: '/page' })).json<{ id: string }>();
    await app.close();

    const written = lines.filter(
      (line) => line.msg !== 'incoming request' && line.msg !== 'request completed',
    );
    expect(written).toEqual([
      expect.objectContaining({ level: 40, reqId: probe.id, detail: 1, msg: 'something odd' }),
      expect.objectContaining({ level: 30, reqId: page.id, page: 2, msg: 'reading page 2' }),
    ]);
    // Fastify's own lines go through the same logger: the probe's are below its level.
    expect(lines.filter((line) => line.reqId === probe.id)).toHaveLength(1);
    expect(lines.filter((line) => line.reqId === page.id).map((line) => line.msg)).toEqual([
      'incoming request',
      'reading page 2',
      'request completed',
    ]);
  });

  it('makes no pino child for a request that writes nothing, and one for a request that does', () => {
    const { app } = appLoggingLines('info');
    let children = 0;
    const parent = app.log;
    const counting = Object.assign(Object.create(parent), {
      child: (...args: Parameters<typeof parent.child>) => {
        children += 1;
        return parent.child(...args);
      },
    });
    const quiet = new RequestLogger(counting, { reqId: 'a' }, { level: 'warn' });
    quiet.info('nothing');
    quiet.debug('nothing');
    expect(quiet.level).toBe('warn');
    expect(quiet.isLevelEnabled('info')).toBe(false);
    expect(quiet.isLevelEnabled('error')).toBe(true);
    expect(children).toBe(0);
    quiet.error('written');
    quiet.error('written again');
    expect(children).toBe(1);
    expect(new RequestLogger(counting, { reqId: 'b' }, {}).level).toBe('info');
  });
});

describe('request ids', () => {
  it('are distinct UUID-shaped strings, with a different start in another process', () => {
    const next = createRequestIdGenerator();
    const ids = Array.from({ length: 1000 }, () => next());
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const other = createRequestIdGenerator()();
    expect(other.slice(0, 24)).not.toBe(ids[0]!.slice(0, 24));
  });
});
