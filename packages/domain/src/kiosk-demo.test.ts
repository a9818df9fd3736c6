import { describe, expect, it } from 'vitest';
import { KIOSK_SCAN_DELAY_MS, KIOSK_STEPS, kioskScanDelayMs } from './kiosk-demo.ts';

describe('kiosk demo', () => {
  it('has the seven steps of the spec', () => {
    expect(KIOSK_STEPS).toHaveLength(7);
  });

  it('waits 30 to 1000 ms between tags, whatever the random number', () => {
    expect(kioskScanDelayMs(0)).toBe(KIOSK_SCAN_DELAY_MS.min);
    expect(kioskScanDelayMs(0.9999999)).toBe(KIOSK_SCAN_DELAY_MS.max);
    for (let sample = 0; sample < 1000; sample += 1) {
      const delay = kioskScanDelayMs(Math.random());
      expect(delay).toBeGreaterThanOrEqual(30);
      expect(delay).toBeLessThanOrEqual(1000);
      expect(Number.isInteger(delay)).toBe(true);
    }
  });
});
