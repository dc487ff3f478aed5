import type { TFieldRule } from '@platform/contracts';
import { DEFAULT_REGISTER_RULES, PATTERN_ID } from '@platform/contracts/client';
import { describe, expect, it } from 'vitest';
import {
  checkRegisterForm,
  dateFormatOf,
  registerBody,
  newPasswordProblems,
  registerFieldList,
  sharedMessage,
  shippedLanguage,
  type RegisterRules,
} from './register-fields.ts';

const rules = (overrides: Partial<Record<keyof RegisterRules, Partial<TFieldRule>>> = {}): RegisterRules => {
  const out = { ...DEFAULT_REGISTER_RULES } as Record<keyof RegisterRules, TFieldRule>;
  for (const [field, patch] of Object.entries(overrides)) {
    out[field as keyof RegisterRules] = { ...out[field as keyof RegisterRules], ...patch };
  }
  return out;
};
const fields = (r: RegisterRules, variant: 'username' | 'mobile') =>
  registerFieldList(r, variant).map((s) => s.field);

describe('rule-driven register fields', () => {
  it('shows username and password first, then only the enabled optional fields', () => {
    // Defaults: mobileNum, payeeName, email and affiliateCode on; the rest off.
    expect(fields(rules(), 'username')).toEqual([
      'username',
      'password',
      'mobileNum',
      'payeeName',
      'email',
      'affiliateCode',
    ]);
  });

  it('replaces the username with a required mobile number on the mobile tab', () => {
    const list = registerFieldList(rules({ mobileNum: { enabled: false, required: false } }), 'mobile');
    expect(list.map((s) => s.field)).toEqual([
      'mobileNum',
      'password',
      'payeeName',
      'email',
      'affiliateCode',
    ]);
    expect(list[0]!.rule).toMatchObject({ enabled: true, required: true });
  });

  it('keeps username and password required even if a rule says otherwise', () => {
    const list = registerFieldList(
      rules({ username: { enabled: false, required: false }, password: { required: false } }),
      'username',
    );
    expect(list.slice(0, 2).map((s) => [s.field, s.rule.required])).toEqual([
      ['username', true],
      ['password', true],
    ]);
  });

  it('adds switched-on fields in the server order and puts the captcha last', () => {
    const r = rules({
      captcha: { enabled: true },
      telegram: { enabled: true },
      nickname: { enabled: true },
      email: { enabled: false },
    });
    expect(fields(r, 'username')).toEqual([
      'username',
      'password',
      'mobileNum',
      'payeeName',
      'nickname',
      'telegram',
      'affiliateCode',
      'captcha',
    ]);
  });
});

describe('register form check', () => {
  const base = {
    language: 'EN',
    confirmPassword: 'abc123',
    smsVerify: true,
    verificationCode: '',
  };

  it('reports the shared pattern and required messages per field', () => {
    const specs = registerFieldList(rules({ email: { required: true } }), 'username');
    const errors = checkRegisterForm(specs, {
      ...base,
      values: { username: '9lives', password: 'abc123', email: '' },
    });
    expect(errors.username).toBe(
      'Please enter 6 - 16 characters, letters and digits only, starting with a letter.',
    );
    expect(errors.email).toBe('Input cannot be empty.');
    expect(errors.password).toBeUndefined();
    expect(errors.confirmPassword).toBeUndefined();
    // optional and empty: fine
    expect(errors.payeeName).toBeUndefined();
  });

  it('speaks the member language (Thai here) and falls back to English for other display languages', () => {
    const specs = registerFieldList(rules(), 'username');
    const thai = checkRegisterForm(specs, {
      ...base,
      language: 'TH',
      values: { username: '', password: 'abc123' },
    });
    expect(thai.username).toBe('ห้ามเว้นว่างช่องนี้');
    expect(shippedLanguage('JA')).toBe('EN');
    expect(shippedLanguage('CN')).toBe('CN');
  });

  it('checks the confirmation and, with SMS verification, the code for a given mobile number', () => {
    const specs = registerFieldList(rules(), 'username');
    const errors = checkRegisterForm(specs, {
      ...base,
      confirmPassword: 'abc124',
      values: { username: 'player01', password: 'abc123', mobileNum: '812345678' },
    });
    expect(errors.confirmPassword).toBe(sharedMessage('EN', 'confirmMismatch'));
    expect(errors.verificationCode).toBe('Input cannot be empty.');
    const withCode = checkRegisterForm(specs, {
      ...base,
      verificationCode: '12x',
      values: { username: 'player01', password: 'abc123', mobileNum: '812345678' },
    });
    expect(withCode.verificationCode).toBe('Please enter a valid verification code.');
    const noMobile = checkRegisterForm(specs, {
      ...base,
      values: { username: 'player01', password: 'abc123' },
    });
    expect(noMobile).toEqual({});
  });

  it('does not trim passwords but trims everything else in the body', () => {
    const specs = registerFieldList(rules(), 'username');
    expect(
      registerBody(specs, { username: '  player01 ', password: ' pass 1 ', email: '   ', nickname: 'x' }),
    ).toEqual({ username: 'player01', password: ' pass 1 ' });
  });

  it('names the birthday format of a date rule', () => {
    expect(dateFormatOf({ ...DEFAULT_REGISTER_RULES.birthday, patternId: PATTERN_ID.DATE_MDY })).toBe(
      'MM-dd-yyyy',
    );
    expect(dateFormatOf(DEFAULT_REGISTER_RULES.birthday)).toBe('yyyy-MM-dd');
    expect(dateFormatOf(DEFAULT_REGISTER_RULES.email)).toBeNull();
  });

  it('asks no password on the mobile tab when MOBILE_REGISTER_PASSWORD is off', () => {
    expect(registerFieldList(rules({}), 'mobile', false).map((s) => s.field)).not.toContain('password');
    expect(registerFieldList(rules({}), 'mobile', true).map((s) => s.field)).toContain('password');
    expect(registerFieldList(rules({}), 'username', false).map((s) => s.field)).toContain('password');
  });
});

describe('newPasswordProblems', () => {
  const rule = {
    enabled: true,
    required: true,
    acceptedPattern: '^.*$',
    patternId: 1,
    minLength: 6,
    maxLength: 20,
  };
  it('asks for both fields, then the rule, then the match', () => {
    expect(Object.keys(newPasswordProblems('EN', rule, '', ''))).toEqual(['password', 'confirm']);
    expect(newPasswordProblems('EN', rule, 'abc', 'abc').password).toMatch(/6/);
    expect(newPasswordProblems('EN', rule, 'abcdef1', 'abcdef2')).toEqual({ confirm: expect.any(String) });
    expect(newPasswordProblems('EN', rule, 'abcdef1', 'abcdef1')).toEqual({});
  });
});
