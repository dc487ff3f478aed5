import { describe, expect, it } from 'vitest';
import { resendWaitSeconds, smsCountdownSeconds } from './timing.ts';

describe('SMS countdown', () => {
  it('lasts expiredMinutes × 60 seconds, one minute when the server gives none', () => {
    expect(smsCountdownSeconds(2)).toBe(120);
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(undefined)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(60);
    expect(smsCountdownSeconds(-3)).toBe(60);
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
