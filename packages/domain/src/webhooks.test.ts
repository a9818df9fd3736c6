import { describe, expect, it } from 'vitest';
import { isFailingTooLong, webhookUrlProblem } from './webhooks.ts';

describe('webhook rules', () => {
  it('asks for https unless plain http is allowed, and refuses credentials and other schemes', () => {
    expect(webhookUrlProblem('https://erp.example.com/hooks', { allowPlainHttp: false })).toBeNull();
    expect(webhookUrlProblem('http://erp.example.com/hooks', { allowPlainHttp: false })).toBe(
      'URL must start with https://',
    );
    expect(webhookUrlProblem('http://erp.example.com/hooks', { allowPlainHttp: true })).toBeNull();
    expect(webhookUrlProblem('ftp://erp.example.com', { allowPlainHttp: true })).toBe(
      'URL must start with https://',
    );
    expect(webhookUrlProblem('https://me:pw@erp.example.com', { allowPlainHttp: false })).toContain(
      'password',
    );
    expect(webhookUrlProblem('not a url', { allowPlainHttp: false })).toContain('absolute');
  });

  it('turns an endpoint off after three days of failures, not before', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(isFailingTooLong(null, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(isFailingTooLong(since, new Date('2026-01-03T23:59:59Z'))).toBe(false);
    expect(isFailingTooLong(since, new Date('2026-01-04T00:00:00Z'))).toBe(true);
  });
});
