import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, setDisplayTimeZone } from './date.ts';

describe('dates on screen', () => {
  afterEach(() => setDisplayTimeZone('Asia/Singapore'));

  it("shows an instant on the provider's calendar, not the browser's: half past midnight in Singapore is that day", () => {
    setDisplayTimeZone('Asia/Singapore');
    expect(formatDate('2026-11-27T16:30:00.000Z')).toBe('28 Nov 2026');
    expect(formatDateTime('2026-11-27T16:30:00.000Z')).toBe('28 Nov 2026, 00:30');
  });

  it('follows the zone the server names', () => {
    setDisplayTimeZone('America/New_York');
    expect(formatDateTime('2026-11-27T16:30:00.000Z')).toBe('27 Nov 2026, 11:30');
  });

  it('keeps a calendar day as it is, whatever the zone', () => {
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDate('2026-12-28')).toBe('28 Dec 2026');
    expect(formatDateTime('2026-12-28')).toBe('28 Dec 2026');
  });

  it('keeps the zone in use when the name is unknown, and says N/A for nothing or nonsense', () => {
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(formatDate('2026-11-27T16:30:00.000Z')).toBe('28 Nov 2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});
