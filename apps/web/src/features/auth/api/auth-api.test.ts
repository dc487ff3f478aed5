import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import {
  fieldInvalid,
  mustChangePassword,
  trimLogin,
  verificationChallenge,
  wantsCaptcha,
} from './auth-api.ts';

describe('login answers', () => {
  it('reads the second step of a new-IP login, keeping only methods the client knows', () => {
    const error = new ApiError('VERIFICATION_REQUIRED', 'verify', 403, {
      verificationToken: 'tok_123',
      methods: ['SMS', 'CARRIER_PIGEON', 'TOTP'],
    });
    expect(verificationChallenge(error)).toEqual({ verificationToken: 'tok_123', methods: ['SMS', 'TOTP'] });
    expect(verificationChallenge(new ApiError('VERIFICATION_REQUIRED', '', 403, { methods: [] }))).toBeNull();
    expect(verificationChallenge(new ApiError('INVALID_CREDENTIALS', '', 401, null))).toBeNull();
    expect(verificationChallenge(new Error('boom'))).toBeNull();
  });

  it('shows the captcha when the server asks for it', () => {
    expect(wantsCaptcha(new ApiError('INVALID_CREDENTIALS', '', 401, { captcha: true }))).toBe(true);
    expect(wantsCaptcha(new ApiError('INVALID_CREDENTIALS', '', 401, { captcha: false }))).toBe(false);
    expect(wantsCaptcha(new ApiError('CAPTCHA_REQUIRED', '', 400, null))).toBe(true);
    expect(wantsCaptcha(new ApiError('CAPTCHA_INVALID', '', 400, { captcha: true }))).toBe(true);
    expect(wantsCaptcha(new ApiError('RATE_LIMITED', '', 429, null))).toBe(false);
  });

  it('opens the change-password popup for a default or expired password, never after an SMS login', () => {
    const fresh = { defaultPassword: false, passwordExpired: false };
    expect(mustChangePassword({ ...fresh, defaultPassword: true }, 'username')).toBe(true);
    expect(mustChangePassword({ ...fresh, passwordExpired: true }, 'verification')).toBe(true);
    expect(mustChangePassword(fresh, 'username')).toBe(false);
    expect(mustChangePassword({ defaultPassword: true, passwordExpired: true }, 'sms')).toBe(false);
    expect(mustChangePassword({ defaultPassword: true, passwordExpired: true }, 'freeplay')).toBe(false);
    expect(mustChangePassword({ defaultPassword: true, passwordExpired: true }, 'reset')).toBe(false);
  });

  it('trims the login inputs (spec §4) and drops an empty captcha', () => {
    expect(
      trimLogin({ username: ' demo09 ', password: ' Demo1234 ', type: 'username', captcha: '  ' }),
    ).toEqual({ username: 'demo09', password: 'Demo1234', type: 'username', captcha: undefined });
  });

  it('reads the field of a FIELD_INVALID answer', () => {
    const value = { field: 'username', reason: 'pattern', patternId: 3, min: 6, max: 16 };
    expect(fieldInvalid(new ApiError('FIELD_INVALID', 'x', 400, value))).toEqual(value);
    expect(fieldInvalid(new ApiError('FIELD_INVALID', 'x', 400, null))).toBeNull();
    expect(fieldInvalid(new ApiError('USERNAME_TAKEN', 'x', 409, value))).toBeNull();
  });
});
