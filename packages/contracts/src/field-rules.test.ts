import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGE_KEYS,
  FIELD_MESSAGES,
  PATTERN_MESSAGES,
  fieldProblemMessage,
  formatMessage,
} from './field-rule-messages.ts';
import {
  DEFAULT_REGISTER_RULES,
  PATTERN_ID,
  PATTERN_KINDS,
  REGISTER_RULE_FIELDS,
  checkFieldValue,
  checkRegisterFields,
  effectivePattern,
  isValidPattern,
  patternKindById,
} from './field-rule-checks.ts';
import type { PatternKindName } from './field-rule-checks.ts';
import { ZFieldRule, ZRegisterRules } from './field-rules.ts';
import type { TFieldRule } from './field-rules.ts';
import { SHIPPED_TEXT_LANGUAGES } from './languages.ts';

const ruleFor = (kind: PatternKindName, overrides: Partial<TFieldRule> = {}): TFieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: PATTERN_KINDS[PATTERN_ID[kind] - 1]!.acceptedPattern,
  patternId: PATTERN_ID[kind],
  minLength: 1,
  maxLength: 40,
  ...overrides,
});

const custom = (acceptedPattern: string, overrides: Partial<TFieldRule> = {}): TFieldRule => ({
  ...ruleFor('ANY'),
  acceptedPattern,
  ...overrides,
});

/** Every kind with values it must accept and values it must refuse (bounds 1..40). */
const CASES: Record<PatternKindName, { valid: string[]; invalid: string[] }> = {
  // "Any characters" refuses nothing by pattern, so its refusal comes from the bounds.
  ANY: { valid: ['anything !@# 中文', 'a\nb', 'สวัสดี 😀'], invalid: ['x'.repeat(41)] },
  ALNUM: { valid: ['abc123', 'ABC', '007'], invalid: ['abc_123', 'abc 123', 'ก1', 'ａｂｃ'] },
  LETTER_FIRST: { valid: ['a12345', 'Player01', 'z'], invalid: ['1abc', '_abc', 'ab-c', 'ñandu'] },
  LETTERS_KANJI_DIGITS: { valid: ['张伟123', 'abc漢字', '123'], invalid: ['张 伟', 'ひらがな', 'abc!'] },
  EMAIL: {
    valid: ['user@example.com', 'first.last+tag@sub.example.co.th', 'a_b%c@x-y.io'],
    invalid: [
      'user@',
      'user@example',
      '.user@example.com',
      'user..x@example.com',
      'user@@example.com',
      'user name@example.com',
      'user@-example.com',
    ],
  },
  ALNUM_NO_SPECIAL: {
    valid: ['abc123', 'สมชาย123', '张伟', 'Nguyễn', '홍길동'],
    invalid: ['abc!', 'a b', 'abc_', 'a-b'],
  },
  LETTERS_AND_DIGITS_MIXED: {
    valid: ['abc123', 'a1!b2@', '1a'],
    invalid: ['abcdef', '123456', 'abc 123', 'ก1a'],
  },
  DIGITS: { valid: ['0123456789', '7'], invalid: ['12a', '١٢٣', '12 3', '１２３', '-1'] },
  HAS_UPPERCASE: { valid: ['Abc', 'abcD1!', 'É'], invalid: ['abc123', '123', 'é!'] },
  ENGLISH_LETTERS_SPACES: { valid: ['John Smith', 'abc'], invalid: ['John1', 'Jöhn', 'สมชาย', 'J.Smith'] },
  TWO_LETTERS_AND_SPACES: {
    valid: ['Jo', '张伟', 'สมชาย ใจดี', 'NGUYEN VAN A'],
    invalid: ['J', 'J 1', 'John-Smith', 'A '],
  },
  NO_SPACES: { valid: ['abc!@#', '张伟', 'a.b_c'], invalid: ['a b', 'a\tb', 'a\u3000b'] },
  CHINESE_AND_PUNCTUATION: {
    valid: ['张伟', '欧阳·娜娜', '你好，世界！'],
    invalid: ['abc', '张 伟', '。。', '张3'],
  },
  DATE_YMD: {
    valid: ['2024-02-29', '1990-12-31', '2000-02-29'],
    invalid: [
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-04-31',
      '2024-00-10',
      '24-01-01',
      '2024/01/01',
      '2024-1-1',
      '0000-01-01',
    ],
  },
  DATE_MDY: {
    valid: ['02-29-2024', '12-31-1990'],
    invalid: ['02-29-2023', '13-01-2024', '2024-01-01', '06-31-2024', '00-10-2024'],
  },
  KOREAN: { valid: ['홍길동', '김'], invalid: ['홍 길동', 'hong', '홍길동1', 'ㅋ1'] },
  THAI: { valid: ['สมชาย', 'ภาษาไทย'], invalid: ['สมชาย ใจดี', 'Somchai', 'ไทย1'] },
  THAI_OR_ENGLISH_SPACES: {
    valid: ['สมชาย ใจดี', 'John Smith', 'สมชาย'],
    invalid: ['สมชาย Smith', 'John1', '张伟'],
  },
  UPPERCASE_SPACES: { valid: ['JOHN SMITH', 'ABC'], invalid: ['John Smith', 'JOHN1', 'JOHN_SMITH'] },
  LETTERS_DIGITS_SYMBOLS: { valid: ['abc123!@#', 'P@ssw0rd', '~'], invalid: ['abc 123', '张伟', 'pässword'] },
  STRONG_PASSWORD: {
    valid: ['Passw0rd!', 'aA1~'],
    invalid: ['Password1', 'password1!', 'PASSWORD1!', 'Password!', 'Pass w0rd!'],
  },
  FULL_NAME: {
    valid: ['John Smith', 'Nguyen Van A', 'สมชาย ใจดี'],
    invalid: ['John', 'John  Smith', 'John Smith ', ' John Smith', 'John1 Smith'],
  },
  JAPANESE_FULL_WIDTH: {
    valid: ['やまだたろう', 'ヤマダタロウ', '山田太郎', 'ラーメン', 'ＡＢＣ１２３', '山田　太郎'],
    invalid: ['ﾔﾏﾀﾞ', 'yamada', '山田 太郎', 'ＡＢＣ1'],
  },
  UPPERCASE_NO_SPACES: { valid: ['ABC', 'Z'], invalid: ['AbC', 'A B', 'ABC1'] },
  DIGITS_START_9: { valid: ['9', '912345678'], invalid: ['812345678', '9a', '٩12', ' 9'] },
};

describe('PATTERN_KINDS', () => {
  it('lists the 25 kinds of spec §5 in order, numbered 1..25', () => {
    expect(PATTERN_KINDS.map((k) => k.patternId)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(PATTERN_KINDS.map((k) => k.name)).size).toBe(25);
    expect(PATTERN_KINDS[0]!.name).toBe('ANY');
    expect(PATTERN_KINDS[24]!.name).toBe('DIGITS_START_9');
    expect(patternKindById(8)?.name).toBe('DIGITS');
    expect(patternKindById(0)).toBeUndefined();
    expect(patternKindById(26)).toBeUndefined();
  });

  it.each(PATTERN_KINDS.map((k) => [k.name, k.acceptedPattern]))(
    '%s is anchored and compiles with the u flag',
    (_name, source) => {
      expect(source.startsWith('^')).toBe(true);
      expect(source.endsWith('$')).toBe(true);
      expect(() => new RegExp(source, 'u')).not.toThrow();
      expect(isValidPattern(source)).toBe(true);
    },
  );

  it('has a case table for every kind', () => {
    expect(Object.keys(CASES).sort()).toEqual(PATTERN_KINDS.map((k) => k.name).sort());
    for (const { valid, invalid } of Object.values(CASES)) {
      expect(valid.length).toBeGreaterThan(0);
      expect(invalid.length).toBeGreaterThan(0);
    }
  });

  const rows = Object.entries(CASES).flatMap(([kind, { valid, invalid }]) => [
    ...valid.map((value) => [kind as PatternKindName, value, true] as const),
    ...invalid.map((value) => [kind as PatternKindName, value, false] as const),
  ]);
  it.each(rows)('%s: %j → valid %s', (kind, value, valid) => {
    const problem = checkFieldValue(ruleFor(kind), value);
    if (valid) expect(problem).toBeNull();
    else expect(problem).toMatchObject({ patternId: PATTERN_ID[kind], min: 1, max: 40 });
  });
});

describe('effectivePattern', () => {
  it('reads * as .* (spec §3) and a blank pattern as no restriction', () => {
    expect(effectivePattern({ acceptedPattern: '*' })).toBe('.*');
    expect(effectivePattern({ acceptedPattern: '' })).toBe('.*');
    expect(effectivePattern({ acceptedPattern: '^[0-9]+$' })).toBe('^[0-9]+$');
    expect(checkFieldValue(custom('*'), 'anything at all 中文 😀')).toBeNull();
    expect(checkFieldValue(custom(''), 'x')).toBeNull();
  });

  it('matches the whole value, not a part of it', () => {
    expect(checkFieldValue(custom('[0-9]+'), '123')).toBeNull();
    expect(checkFieldValue(custom('[0-9]+'), 'abc1')?.reason).toBe('pattern');
  });
});

describe('checkFieldValue', () => {
  it('never reports a disabled field', () => {
    const rule = ruleFor('DIGITS', { enabled: false, required: true, minLength: 3, maxLength: 3 });
    for (const value of [undefined, null, '', '   ', 'abc', '1234567']) {
      expect(checkFieldValue(rule, value)).toBeNull();
    }
  });

  it('reports an empty or blank value only when required', () => {
    const required = ruleFor('DIGITS');
    for (const value of [undefined, null, '', '   ', '\u3000', '\t\n']) {
      expect(checkFieldValue(required, value)).toEqual({ reason: 'required', patternId: 8, min: 1, max: 40 });
      expect(checkFieldValue({ ...required, required: false }, value)).toBeNull();
    }
    expect(checkFieldValue({ ...required, required: false }, 'x')?.reason).toBe('pattern');
  });

  it('counts length in code points, not UTF-16 units', () => {
    const rule = ruleFor('ANY', { minLength: 2, maxLength: 3 });
    expect('😀😀'.length).toBe(4);
    expect(checkFieldValue(rule, '😀😀')).toBeNull();
    expect(checkFieldValue(rule, '😀😀😀')).toBeNull();
    expect(checkFieldValue(rule, '😀😀😀😀')).toEqual({ reason: 'length', patternId: 1, min: 2, max: 3 });
    expect(checkFieldValue(rule, '😀')?.reason).toBe('length');
    // Six code points (consonants plus combining vowels), although only four visible clusters.
    const thai = ruleFor('THAI', { minLength: 6, maxLength: 6 });
    expect(checkFieldValue(thai, 'สวัสดี')).toBeNull();
    expect(checkFieldValue(thai, 'สวัสดีครับ')?.reason).toBe('length');
    expect(checkFieldValue(thai, 'สวัส')?.reason).toBe('length');
  });

  it('reports length before pattern', () => {
    expect(checkFieldValue(ruleFor('DIGITS', { maxLength: 3 }), 'abcdef')?.reason).toBe('length');
  });

  it.each(['(', '[a-', '\\', 'a{2,1}', '\\-', '(?<n>a)(?<n>b)', '\\p{Nope}'])(
    'treats the uncompilable operator pattern %j as matching nothing, without throwing',
    (pattern) => {
      expect(isValidPattern(pattern)).toBe(false);
      expect(() => checkFieldValue(custom(pattern), 'a')).not.toThrow();
      expect(checkFieldValue(custom(pattern), 'a')?.reason).toBe('pattern');
      expect(checkFieldValue(custom(pattern), 'a')?.reason).toBe('pattern');
    },
  );

  it('does not let a crafted pattern become valid once wrapped', () => {
    expect(isValidPattern('a)|(b')).toBe(false);
    expect(checkFieldValue(custom('a)|(b'), 'a')?.reason).toBe('pattern');
  });

  it('checks calendar validity for date kinds even under an operator regex', () => {
    const ymd = ruleFor('DATE_YMD', { minLength: 10, maxLength: 10 });
    expect(checkFieldValue(ymd, '2023-02-29')?.reason).toBe('pattern');
    expect(checkFieldValue(ymd, '2024-02-29')).toBeNull();
    expect(checkFieldValue(ymd, '2100-02-29')?.reason).toBe('pattern');
    expect(checkFieldValue(ymd, '2000-02-29')).toBeNull();
    const loose = { ...ymd, acceptedPattern: String.raw`\d{4}/\d{2}/\d{2}` };
    expect(checkFieldValue(loose, '2024/02/29')).toBeNull();
    expect(checkFieldValue(loose, '2023/02/29')?.reason).toBe('pattern');
    const mdy = ruleFor('DATE_MDY', { acceptedPattern: '*' });
    expect(checkFieldValue(mdy, '02-29-2023')?.reason).toBe('pattern');
    expect(checkFieldValue(mdy, 'not a date')?.reason).toBe('pattern');
  });
});

describe('ZFieldRule', () => {
  it('accepts every default rule and a * pattern', () => {
    for (const rule of Object.values(DEFAULT_REGISTER_RULES)) expect(ZFieldRule.parse(rule)).toEqual(rule);
    expect(ZFieldRule.safeParse(custom('*')).success).toBe(true);
  });

  it('rejects bad ids, bounds and patterns', () => {
    expect(ZFieldRule.safeParse({ ...custom('*'), patternId: 0 }).success).toBe(false);
    expect(ZFieldRule.safeParse({ ...custom('*'), patternId: 26 }).success).toBe(false);
    expect(ZFieldRule.safeParse({ ...custom('*'), patternId: 1.5 }).success).toBe(false);
    expect(ZFieldRule.safeParse({ ...custom('*'), minLength: 5, maxLength: 4 }).success).toBe(false);
    expect(ZFieldRule.safeParse({ ...custom('*'), minLength: -1 }).success).toBe(false);
    expect(ZFieldRule.safeParse(custom('[a-')).success).toBe(false);
    expect(ZFieldRule.safeParse({ ...custom('*'), enabled: 'yes' }).success).toBe(false);
  });
});

describe('register rules', () => {
  it('covers username, password and every optional field with a rule', () => {
    expect(REGISTER_RULE_FIELDS).toHaveLength(20);
    expect(Object.keys(DEFAULT_REGISTER_RULES).sort()).toEqual([...REGISTER_RULE_FIELDS].sort());
    expect(ZRegisterRules.parse(DEFAULT_REGISTER_RULES)).toEqual(DEFAULT_REGISTER_RULES);
  });

  it('ships the agreed defaults', () => {
    const d = DEFAULT_REGISTER_RULES;
    expect(d.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 3,
      minLength: 6,
      maxLength: 16,
    });
    expect(d.password).toMatchObject({
      enabled: true,
      required: true,
      patternId: 7,
      minLength: 6,
      maxLength: 20,
    });
    expect(d.mobileNum).toMatchObject({
      enabled: true,
      required: false,
      patternId: 8,
      minLength: 6,
      maxLength: 15,
    });
    expect(d.payeeName).toMatchObject({ enabled: true, required: false, minLength: 2, maxLength: 50 });
    expect(d.email).toMatchObject({
      enabled: true,
      required: false,
      patternId: 5,
      minLength: 6,
      maxLength: 60,
    });
    expect(d.affiliateCode).toMatchObject({ enabled: true, required: false, patternId: 2 });
    expect(d.paymentPassword).toMatchObject({ enabled: false, patternId: 8, minLength: 6, maxLength: 6 });
    expect(d.captcha.enabled).toBe(false);
    for (const rule of Object.values(d)) {
      expect(rule.acceptedPattern).toBe(patternKindById(rule.patternId)?.acceptedPattern);
    }
  });

  it('refuses a map that switches username or password off', () => {
    const off = {
      ...DEFAULT_REGISTER_RULES,
      password: { ...DEFAULT_REGISTER_RULES.password, required: false },
    };
    expect(ZRegisterRules.safeParse(off).success).toBe(false);
    const { email: _email, ...missing } = DEFAULT_REGISTER_RULES;
    expect(ZRegisterRules.safeParse(missing).success).toBe(false);
  });

  it('checks all fields at once', () => {
    const rules = {
      ...DEFAULT_REGISTER_RULES,
      captcha: { ...DEFAULT_REGISTER_RULES.captcha, enabled: true },
    };
    expect(checkRegisterFields(rules, { username: 'player01', password: 'abc123', captcha: 'a1b2' })).toEqual(
      {},
    );
    const problems = checkRegisterFields(rules, {
      username: '1player',
      password: 'abc',
      mobileNum: 812345678,
      email: 'not-an-email',
      qqNum: 'ignored because disabled',
      unknownField: 'ignored',
    });
    expect(problems).toEqual({
      username: { reason: 'pattern', patternId: 3, min: 6, max: 16 },
      password: { reason: 'length', patternId: 7, min: 6, max: 20 },
      mobileNum: { reason: 'pattern', patternId: 8, min: 6, max: 15 },
      email: { reason: 'pattern', patternId: 5, min: 6, max: 60 },
      captcha: { reason: 'required', patternId: 2, min: 4, max: 6 },
    });
  });

  it('holds username and password to their rule whatever the map says', () => {
    const rules = {
      ...DEFAULT_REGISTER_RULES,
      username: { ...DEFAULT_REGISTER_RULES.username, enabled: false, required: false },
    };
    expect(checkRegisterFields(rules, { password: 'abc123' }).username?.reason).toBe('required');
  });

  it('ignores non-string values of disabled fields and counts them as malformed when enabled', () => {
    const problems = checkRegisterFields(DEFAULT_REGISTER_RULES, {
      username: 'player01',
      password: 'abc123',
      qqNum: { $gt: '' },
      email: ['a@b.co'],
    });
    expect(problems).toEqual({ email: { reason: 'pattern', patternId: 5, min: 6, max: 60 } });
  });
});

describe('messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(SHIPPED_TEXT_LANGUAGES)('%s has all 25 pattern messages with {min} and {max}', (lang) => {
    for (let id = 1; id <= 25; id += 1) {
      const text = PATTERN_MESSAGES[lang][id];
      expect(text, `${lang} ${id}`).toBeTruthy();
      expect(text!.trim()).toBe(text);
      expect(placeholders(text!)).toEqual(['max', 'min']);
    }
    expect(Object.keys(PATTERN_MESSAGES[lang])).toHaveLength(25);
  });

  it.each(SHIPPED_TEXT_LANGUAGES)('%s has every other message with the same placeholders as EN', (lang) => {
    expect(Object.keys(FIELD_MESSAGES[lang]).sort()).toEqual([...FIELD_MESSAGE_KEYS].sort());
    for (const key of FIELD_MESSAGE_KEYS) {
      const text = FIELD_MESSAGES[lang][key];
      expect(text.trim().length, `${lang} ${key}`).toBeGreaterThan(0);
      expect(placeholders(text)).toEqual(placeholders(FIELD_MESSAGES.EN[key]));
    }
  });

  it('keeps the spec wording in English', () => {
    expect(FIELD_MESSAGES.EN.required).toBe('Input cannot be empty.');
    expect(FIELD_MESSAGES.EN.termsRequired).toBe('Please agree to the {0}');
    expect(PATTERN_MESSAGES.EN[8]).toBe('Please enter {min} - {max} characters, digits only.');
  });

  it('turns a problem into text in the right language', () => {
    const length = { reason: 'length', patternId: 8, min: 6, max: 15 } as const;
    expect(fieldProblemMessage('EN', length)).toBe('Please enter 6 - 15 characters, digits only.');
    expect(fieldProblemMessage('TH', length)).toBe('กรุณากรอก 6 - 15 ตัวอักษร เฉพาะตัวเลขเท่านั้น');
    expect(fieldProblemMessage('zh-CN', { ...length, reason: 'pattern' })).toBe(
      '请输入 6 - 15 个字符，仅限数字。',
    );
    expect(fieldProblemMessage('KO', { ...length, reason: 'required' })).toBe(FIELD_MESSAGES.KO.required);
    expect(fieldProblemMessage('vi', { ...length, reason: 'required' })).toBe('Không được để trống.');
  });

  it('falls back to English for other languages and to a generic text for unknown ids', () => {
    const problem = { reason: 'pattern', patternId: 2, min: 4, max: 20 } as const;
    expect(fieldProblemMessage('JA', problem)).toBe(fieldProblemMessage('EN', problem));
    expect(fieldProblemMessage('', problem)).toBe(fieldProblemMessage('EN', problem));
    expect(fieldProblemMessage('EN', { ...problem, patternId: 99 })).toBe(
      'Please enter 4 - 20 characters in the correct format.',
    );
  });

  it('formatMessage fills known placeholders and leaves the rest', () => {
    expect(formatMessage('Please agree to the {0}', { 0: 'Terms' })).toBe('Please agree to the Terms');
    expect(formatMessage('{min}-{max} {other}', { min: 1, max: 2 })).toBe('1-2 {other}');
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });
});

describe('properties', () => {
  const digit = fc.constantFrom(...'0123456789');
  const nonDigit = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c));
  const bounds = fc
    .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);
  // Includes lone surrogates, which a code-point counter and a `u` regex must both survive.
  const anyUnits = fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)),
  });
  const anyText = fc.oneof(fc.string({ unit: 'binary' }), anyUnits, fc.string());

  it('DIGITS accepts every digit string within bounds', () => {
    const boundedDigits = bounds
      .filter(([, max]) => max >= 1)
      .chain(([min, max]) =>
        fc.tuple(
          fc.constant([min, max] as const),
          fc.string({ unit: digit, minLength: Math.max(1, min), maxLength: max }),
        ),
      );
    fc.assert(
      fc.property(boundedDigits, ([[min, max], value]) => {
        expect(checkFieldValue(ruleFor('DIGITS', { minLength: min, maxLength: max }), value)).toBeNull();
      }),
    );
  });

  it('DIGITS refuses every string with a non-digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit }), nonDigit, fc.string({ unit: digit }), (before, bad, after) => {
        const rule = ruleFor('DIGITS', { minLength: 0, maxLength: 1000 });
        expect(checkFieldValue(rule, before + bad + after)).not.toBeNull();
      }),
    );
  });

  it('reports length exactly when the code-point length is outside the bounds', () => {
    fc.assert(
      fc.property(anyText, bounds, (value, [min, max]) => {
        fc.pre(value.trim() !== '');
        const length = [...value].length;
        const problem = checkFieldValue(ruleFor('ANY', { minLength: min, maxLength: max }), value);
        if (length < min || length > max)
          expect(problem).toEqual({ reason: 'length', patternId: 1, min, max });
        else expect(problem).toBeNull();
      }),
    );
  });

  it('agrees with the calendar on every yyyy-MM-dd date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const date = new Date(0);
          date.setUTCFullYear(year, month - 1, day);
          const real = date.getUTCFullYear() === year && date.getUTCDate() === day;
          const pad = (n: number, w: number) => String(n).padStart(w, '0');
          const ymd = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const mdy = `${pad(month, 2)}-${pad(day, 2)}-${pad(year, 4)}`;
          expect(checkFieldValue(ruleFor('DATE_YMD'), ymd) === null).toBe(real);
          expect(checkFieldValue(ruleFor('DATE_MDY'), mdy) === null).toBe(real);
        },
      ),
    );
  });

  it('never throws, whatever the rule or the value', () => {
    const rule = fc.record({
      enabled: fc.boolean(),
      required: fc.boolean(),
      acceptedPattern: fc.oneof(anyText, fc.constantFrom(...PATTERN_KINDS.map((k) => k.acceptedPattern))),
      patternId: fc.integer({ min: 1, max: 25 }),
      minLength: fc.integer({ min: 0, max: 50 }),
      maxLength: fc.integer({ min: 0, max: 50 }),
    });
    fc.assert(
      fc.property(rule, fc.option(anyText, { nil: undefined }), (r, value) => {
        const problem = checkFieldValue(r, value);
        if (!r.enabled) expect(problem).toBeNull();
        if (problem) {
          expect(['required', 'length', 'pattern']).toContain(problem.reason);
          expect(fieldProblemMessage('EN', problem)).not.toMatch(/\{(min|max)\}/);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('fills the bounds into every message in every language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPPED_TEXT_LANGUAGES),
        fc.integer({ min: 1, max: 25 }),
        fc.constantFrom('length' as const, 'pattern' as const),
        bounds,
        (lang, patternId, reason, [min, max]) => {
          const text = fieldProblemMessage(lang, { reason, patternId, min, max });
          expect(text).toContain(String(min));
          expect(text).toContain(String(max));
          expect(text).not.toMatch(/\{(min|max)\}/);
        },
      ),
    );
  });
});
