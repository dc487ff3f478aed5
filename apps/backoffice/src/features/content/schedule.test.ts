import { describe, expect, it } from 'vitest';
import { gmtOffsetLabel, instantToZonedInput, knownTimeZone, zonedInputToInstant } from './schedule.ts';

describe('schedule on the merchant clock', () => {
  it('reads a Bangkok wall-clock time as the instant seven hours earlier in UTC', () => {
    expect(zonedInputToInstant('2026-12-01T09:30', 'Asia/Bangkok')).toBe('2026-12-01T02:30:00.000Z');
    expect(instantToZonedInput('2026-12-01T02:30:00.000Z', 'Asia/Bangkok')).toBe('2026-12-01T09:30');
  });

  it('crosses midnight and the year in both directions', () => {
    expect(zonedInputToInstant('2027-01-01T03:00', 'Asia/Ho_Chi_Minh')).toBe('2026-12-31T20:00:00.000Z');
    expect(instantToZonedInput('2026-12-31T20:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2027-01-01T03:00');
  });

  it('follows daylight saving: New York is GMT-5 in winter and GMT-4 in summer', () => {
    expect(zonedInputToInstant('2026-01-15T12:00', 'America/New_York')).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedInputToInstant('2026-07-15T12:00', 'America/New_York')).toBe('2026-07-15T16:00:00.000Z');
    expect(gmtOffsetLabel('America/New_York', Date.parse('2026-01-15T12:00:00Z'))).toBe('GMT-05:00');
    expect(gmtOffsetLabel('America/New_York', Date.parse('2026-07-15T12:00:00Z'))).toBe('GMT-04:00');
  });

  it('round-trips every value it produces', () => {
    for (const zone of ['Asia/Bangkok', 'Asia/Kolkata', 'Europe/London', 'UTC']) {
      const local = '2026-11-27T18:45';
      expect(instantToZonedInput(zonedInputToInstant(local, zone), zone)).toBe(local);
    }
  });

  it('labels offsets with half hours and plain GMT for UTC', () => {
    expect(gmtOffsetLabel('Asia/Bangkok')).toBe('GMT+07:00');
    expect(gmtOffsetLabel('Asia/Kolkata')).toBe('GMT+05:30');
    expect(gmtOffsetLabel('UTC')).toBe('GMT');
  });

  it('treats empty or malformed input as no time, and unknown zones as UTC', () => {
    expect(zonedInputToInstant('', 'Asia/Bangkok')).toBeNull();
    expect(zonedInputToInstant('tomorrow', 'Asia/Bangkok')).toBeNull();
    expect(instantToZonedInput(null, 'Asia/Bangkok')).toBe('');
    expect(knownTimeZone('Mars/Olympus')).toBe('UTC');
    expect(knownTimeZone('Asia/Bangkok')).toBe('Asia/Bangkok');
  });
});
