import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://livery.example',
  SECRET_KEY: 'a-production-secret-key-of-enough-length',
};

describe('the configuration', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig(PRODUCTION).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('takes TIME_ZONE as any zone Intl knows, by its canonical name or another, and refuses the rest', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Singapore');
    for (const zone of ['Asia/Bangkok', 'UTC', 'Asia/Calcutta', 'America/Argentina/Buenos_Aires'])
      expect(loadConfig({ TIME_ZONE: zone }).timeZone, zone).toBe(zone);
    for (const zone of ['Asia/Atlantis', 'GMT+25', 'singapore time'])
      expect(() => loadConfig({ TIME_ZONE: zone }), zone).toThrow(/TIME_ZONE/);
  });

  it('believes no forwarded address unless TRUST_PROXY lists the proxies', () => {
    expect(loadConfig(PRODUCTION).trustedProxies).toEqual([]);
    expect(
      loadConfig({ ...PRODUCTION, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustedProxies,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
  });

  it('refuses a TRUST_PROXY that trusts everyone or is not an address', () => {
    for (const value of ['true', '*', '10.0.0.0/33', 'proxy.example', '1']) {
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('loads demo data in production only when SEED_DEMO_DATA=true asks for it', () => {
    expect(loadConfig(PRODUCTION).seedDemoData).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO_DATA: 'true' })).toMatchObject({
      seedDemoData: true,
      isDemoExplicit: true,
    });
    expect(loadConfig({}).seedDemoData).toBe(true);
  });

  it('serves from one process per core on a database server, as many as WEB_CONCURRENCY says', () => {
    const onServer = { ...PRODUCTION, DATABASE_URL: 'postgres://livery@127.0.0.1:5432/livery' };
    expect(loadConfig(onServer).processCount).toBe(os.availableParallelism());
    expect(loadConfig({ ...onServer, WEB_CONCURRENCY: '3' }).processCount).toBe(3);
    expect(() => loadConfig({ ...onServer, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('serves the embedded database from one process and refuses to share it', () => {
    expect(loadConfig(PRODUCTION).processCount).toBe(1);
    expect(() => loadConfig({ ...PRODUCTION, WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: above 1 needs DATABASE_URL/,
    );
    expect(loadConfig({ ...PRODUCTION, WEB_CONCURRENCY: '1' }).processCount).toBe(1);
  });
});
