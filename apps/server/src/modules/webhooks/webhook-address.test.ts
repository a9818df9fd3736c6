import { describe, expect, it } from 'vitest';
import { isRefusedWebhookAddress } from './webhook-address.ts';

describe('webhook addresses', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and unspecified IPv4', () => {
    for (const address of [
      '10.0.0.1',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.5.4',
      '192.168.0.1',
      '100.64.1.1',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
    ])
      expect(isRefusedWebhookAddress(address), address).toBe(true);
  });

  it('refuses IPv6 loopback, unspecified, unique-local, link-local, multicast and mapped IPv4', () => {
    for (const address of [
      '::1',
      '::',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
    ])
      expect(isRefusedWebhookAddress(address), address).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])
      expect(isRefusedWebhookAddress(address), address).toBe(false);
  });
});
