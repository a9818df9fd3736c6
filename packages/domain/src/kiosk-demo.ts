/** Spec 03 section 2.10: the kiosk's seven steps, in order. */
export const KIOSK_STEPS = [
  'Tap card',
  'Loading employee',
  'Info and history',
  'Reader ready',
  'Scanning',
  'Loading',
  'Order summary',
] as const;

/** Spec 03 section 2.10: each RFID tag appears 30 to 1000 ms after the one before. */
export const KIOSK_SCAN_DELAY_MS = { min: 30, max: 1000 } as const;

/** The wait before the next tag, from a uniform random number in [0, 1). */
export function kioskScanDelayMs(random: number): number {
  const { min, max } = KIOSK_SCAN_DELAY_MS;
  return min + Math.floor(Math.min(Math.max(random, 0), 0.999999) * (max - min + 1));
}

/** Spec 03 sections 2.10 and 9: the kiosk charges GST at 9 %. */
export const KIOSK_GST_RATE_PERCENT = 9;
