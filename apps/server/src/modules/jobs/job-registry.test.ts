import { describe, expect, it } from 'vitest';
import { createJobRegistry } from './job-registry.ts';
import { JOB_KINDS, type JobKind } from './jobs.service.ts';

const handler = async () => 'done';

describe('the job registry', () => {
  it('answers one handler per kind once every kind is registered', () => {
    const registry = createJobRegistry();
    for (const kind of Object.keys(JOB_KINDS) as JobKind[]) registry.register(kind, handler);
    expect(Object.keys(registry.handlers()).sort()).toEqual(Object.keys(JOB_KINDS).sort());
  });

  it('names the kinds left without a handler', () => {
    const registry = createJobRegistry();
    registry.register('mail.deliver', handler);
    expect(() => registry.handlers()).toThrow(
      /recurring-order\.settle, low-stock\.alert, artwork\.thumbnail/,
    );
  });

  it('refuses a second handler for one kind', () => {
    const registry = createJobRegistry();
    registry.register('mail.deliver', handler);
    expect(() => registry.register('mail.deliver', handler)).toThrow(/mail\.deliver/);
  });
});
