import { describe, expect, it } from 'vitest';
import { resendWaitSeconds, secondsLeft, smsCountdownSeconds, throttleWait } from './timing.ts';

describe('SMS countdown', () => {
  it('lasts expiredMinutes × 60 seconds, one minute when the server gives none', () => {
    expect(smsCountdownSeconds(2)).toBe(120);
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(-3)).toBe(60);
  });

  it('counts whole seconds up to the end and never below zero', () => {
    const start = 1_000_000;
    const end = start + 120_000;
    expect(secondsLeft(end, start)).toBe(120);
    expect(secondsLeft(end, start + 1)).toBe(120);
    expect(secondsLeft(end, start + 1000)).toBe(119);
    expect(secondsLeft(end, end - 1)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5000)).toBe(0);
  });
});

describe('one-per-second throttle', () => {
  it('lets the first call through and holds a second one for the rest of the second', () => {
    expect(throttleWait(0, 5_000)).toBe(0);
    expect(throttleWait(5_000, 5_000)).toBe(1000);
    expect(throttleWait(5_000, 5_400)).toBe(600);
    expect(throttleWait(5_000, 6_000)).toBe(0);
    expect(throttleWait(5_000, 9_000)).toBe(0);
  });
});

describe('resendWaitSeconds', () => {
  it('reads the seconds the server still enforces, and nothing else', () => {
    expect(resendWaitSeconds({ code: 'SMS_RESEND_TOO_SOON', value: { seconds: 87.2 } })).toBe(88);
    expect(resendWaitSeconds({ code: 'SMS_RESEND_TOO_SOON', value: null })).toBeNull();
    expect(resendWaitSeconds({ code: 'RATE_LIMITED', value: { seconds: 5 } })).toBeNull();
    expect(resendWaitSeconds({ code: 'SMS_RESEND_TOO_SOON', value: { seconds: -3 } })).toBeNull();
    expect(resendWaitSeconds(null)).toBeNull();
  });
});
