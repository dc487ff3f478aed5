/**
 * Server-driven field rules (spec §3 "Member and registration fields", §5 "Validation rules").
 * The server publishes one rule per optional registration field and enforces it; the web app runs the
 * very same checks so both sides always agree on what is valid. Pure: no I/O, no globals beyond a cache.
 * Zod-free, so the player site can use it (see client.ts); the schemas are in field-rules.ts.
 */

/**
 * The 25 pattern kinds of spec §5, in the spec's order; `patternId` is what the rule carries and what
 * picks the translated message. Sources are for `new RegExp(source, 'u')` and stay within syntax that
 * Node 20 and current browsers share (no `v` flag, no set subtraction).
 */
export const PATTERN_KINDS = [
  // [\s\S] rather than `.` so that "any characters" really means any, line breaks included.
  { patternId: 1, name: 'ANY', acceptedPattern: String.raw`^[\s\S]*$` },
  { patternId: 2, name: 'ALNUM', acceptedPattern: String.raw`^[A-Za-z0-9]+$` },
  { patternId: 3, name: 'LETTER_FIRST', acceptedPattern: String.raw`^[A-Za-z][A-Za-z0-9]*$` },
  { patternId: 4, name: 'LETTERS_KANJI_DIGITS', acceptedPattern: String.raw`^[A-Za-z0-9\p{Script=Han}]+$` },
  {
    patternId: 5,
    name: 'EMAIL',
    acceptedPattern: String.raw`^[A-Za-z0-9_%+\-]+(?:\.[A-Za-z0-9_%+\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$`,
  },
  // Unlike ALNUM this admits letters and digits of every script (Thai vowel signs are marks, hence \p{M}),
  // yet still no punctuation, symbols or spaces.
  { patternId: 6, name: 'ALNUM_NO_SPECIAL', acceptedPattern: String.raw`^[\p{L}\p{M}\p{N}]+$` },
  // Printable ASCII so that a password with a symbol is not rejected by a rule that only asks for a mix.
  {
    patternId: 7,
    name: 'LETTERS_AND_DIGITS_MIXED',
    acceptedPattern: String.raw`^(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9])[!-~]+$`,
  },
  { patternId: 8, name: 'DIGITS', acceptedPattern: String.raw`^[0-9]+$` },
  { patternId: 9, name: 'HAS_UPPERCASE', acceptedPattern: String.raw`^(?=[\s\S]*\p{Lu})[\s\S]+$` },
  { patternId: 10, name: 'ENGLISH_LETTERS_SPACES', acceptedPattern: String.raw`^[A-Za-z ]+$` },
  {
    patternId: 11,
    name: 'TWO_LETTERS_AND_SPACES',
    acceptedPattern: String.raw`^(?=(?:[^\p{L}]*\p{L}){2})[\p{L}\p{M} ]+$`,
  },
  { patternId: 12, name: 'NO_SPACES', acceptedPattern: String.raw`^\S+$` },
  // At least one Han character: punctuation alone is not a Chinese name or address.
  {
    patternId: 13,
    name: 'CHINESE_AND_PUNCTUATION',
    acceptedPattern: String.raw`^(?=[\s\S]*\p{Script=Han})[\p{Script=Han}\p{P}]+$`,
  },
  // The regex only fixes the shape; calendar validity (month lengths, leap years) is checked in code.
  {
    patternId: 14,
    name: 'DATE_YMD',
    acceptedPattern: String.raw`^[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])$`,
  },
  {
    patternId: 15,
    name: 'DATE_MDY',
    acceptedPattern: String.raw`^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4}$`,
  },
  { patternId: 16, name: 'KOREAN', acceptedPattern: String.raw`^\p{Script=Hangul}+$` },
  // Thai vowel and tone marks are Script=Thai too, so names with them pass.
  { patternId: 17, name: 'THAI', acceptedPattern: String.raw`^\p{Script=Thai}+$` },
  // "Thai or English": one script per value, as bank payee names are written in one script.
  {
    patternId: 18,
    name: 'THAI_OR_ENGLISH_SPACES',
    acceptedPattern: String.raw`^(?:[\p{Script=Thai} ]+|[A-Za-z ]+)$`,
  },
  { patternId: 19, name: 'UPPERCASE_SPACES', acceptedPattern: String.raw`^[A-Z ]+$` },
  { patternId: 20, name: 'LETTERS_DIGITS_SYMBOLS', acceptedPattern: String.raw`^[!-~]+$` },
  {
    patternId: 21,
    name: 'STRONG_PASSWORD',
    acceptedPattern: String.raw`^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=[^0-9]*[0-9])(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]+$`,
  },
  {
    patternId: 22,
    name: 'FULL_NAME',
    acceptedPattern: String.raw`^\p{L}[\p{L}\p{M}]*(?: \p{L}[\p{L}\p{M}]*)+$`,
  },
  // Explicit katakana ranges because \p{Script=Katakana} also covers the half-width forms (U+FF66–FF9D)
  // that a "full-width only" rule exists to keep out.
  {
    patternId: 23,
    name: 'JAPANESE_FULL_WIDTH',
    acceptedPattern: String.raw`^[\p{Script=Hiragana}\u30A0-\u30FF\u31F0-\u31FF\p{Script=Han}\u3000-\u303F\uFF01-\uFF5E]+$`,
  },
  { patternId: 24, name: 'UPPERCASE_NO_SPACES', acceptedPattern: String.raw`^[A-Z]+$` },
  { patternId: 25, name: 'DIGITS_START_9', acceptedPattern: String.raw`^9[0-9]*$` },
] as const;

export type PatternKind = (typeof PATTERN_KINDS)[number];
export type PatternKindName = PatternKind['name'];

/** patternId by kind name, so callers never hard-code the numbers. */
export const PATTERN_ID = Object.fromEntries(PATTERN_KINDS.map((k) => [k.name, k.patternId])) as {
  readonly [K in PatternKind as K['name']]: K['patternId'];
};

export const MIN_PATTERN_ID = 1;
export const MAX_PATTERN_ID = PATTERN_KINDS.length;

export function patternKindById(patternId: number): PatternKind | undefined {
  return PATTERN_KINDS[patternId - 1];
}

/** Upper bound for minLength/maxLength; keeps a hostile rule from making the check scan huge input. */
export const MAX_RULE_LENGTH = 1000;
/** Operator patterns are short in practice; the bound keeps compilation cheap. */
export const MAX_PATTERN_SOURCE_LENGTH = 1000;

/** Whether a pattern source compiles with the `u` flag (used to reject bad operator input up front). */
export function isValidPattern(source: string): boolean {
  return compilePattern(source) !== null;
}

/**
 * One field rule as the checks read it. `ZFieldRule` (field-rules.ts) validates rules that come from
 * outside, and its inferred `TFieldRule` is this very shape (client-entry.test.ts holds them equal);
 * it is written out here so the player site can run the checks without loading zod.
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/**
 * Spec §3: a pattern of `*` becomes `.*`. An empty pattern is read the same way, since an operator who
 * leaves the box blank means "no restriction", not "only the empty string".
 */
export function effectivePattern(rule: { readonly acceptedPattern: string }): string {
  const source = rule.acceptedPattern;
  return source === '*' || source === '' ? '.*' : source;
}

/** Username and password first: they are the only ones that are always shown and always required. */
export const REGISTER_RULE_FIELDS = [
  'username',
  'password',
  'mobileNum',
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'line',
  'zalo',
  'wechat',
  'idNumber',
  'birthday',
  'address',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegisterRuleField = (typeof REGISTER_RULE_FIELDS)[number];

/** Fields that a merchant may not switch off or make optional. */
export const ALWAYS_REQUIRED_REGISTER_FIELDS: readonly RegisterRuleField[] = ['username', 'password'];

function ruleOf(
  kind: PatternKindName,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required: boolean,
): FieldRule {
  const patternId = PATTERN_ID[kind];
  const acceptedPattern = PATTERN_KINDS[patternId - 1]!.acceptedPattern;
  return { enabled, required, acceptedPattern, patternId, minLength, maxLength };
}

/**
 * What a new merchant starts with. Lengths follow the services behind each field (QQ numbers 5–12
 * digits, E.164 numbers at most 15, Telegram handles 5–32, WeChat IDs 6–20, LINE IDs 4–20).
 * payeeName uses "at least two letters and spaces" rather than FULL_NAME because Chinese and Korean
 * real names are written without a space and would otherwise be refused.
 */
export const DEFAULT_REGISTER_RULES: Readonly<Record<RegisterRuleField, FieldRule>> = {
  username: ruleOf('LETTER_FIRST', 6, 16, true, true),
  password: ruleOf('LETTERS_AND_DIGITS_MIXED', 6, 20, true, true),
  mobileNum: ruleOf('DIGITS', 6, 15, true, false),
  paymentPassword: ruleOf('DIGITS', 6, 6, false, true),
  payeeName: ruleOf('TWO_LETTERS_AND_SPACES', 2, 50, true, false),
  nickname: ruleOf('NO_SPACES', 2, 20, false, false),
  email: ruleOf('EMAIL', 6, 60, true, false),
  qqNum: ruleOf('DIGITS', 5, 12, false, false),
  whatsapp: ruleOf('DIGITS', 6, 15, false, false),
  facebook: ruleOf('NO_SPACES', 5, 50, false, false),
  telegram: ruleOf('NO_SPACES', 5, 32, false, false),
  line: ruleOf('NO_SPACES', 4, 20, false, false),
  zalo: ruleOf('DIGITS', 6, 15, false, false),
  wechat: ruleOf('NO_SPACES', 6, 20, false, false),
  idNumber: ruleOf('ALNUM', 6, 20, false, false),
  birthday: ruleOf('DATE_YMD', 10, 10, false, false),
  address: ruleOf('ANY', 5, 200, false, false),
  recommenderId: ruleOf('ALNUM', 4, 20, false, false),
  affiliateCode: ruleOf('ALNUM', 4, 20, true, false),
  // Required once a merchant turns it on: a captcha that can be skipped protects nothing.
  captcha: ruleOf('ALNUM', 4, 6, false, true),
};

export type FieldProblemReason = 'required' | 'length' | 'pattern';
/** Carries patternId and bounds because the message (spec §5) is chosen by patternId with min/max filled in. */
export type FieldProblem = { reason: FieldProblemReason; patternId: number; min: number; max: number };

// Operator patterns are few, but arbitrary ones (tests, bad data) must not grow the cache without bound.
const PATTERN_CACHE_LIMIT = 256;
const patternCache = new Map<string, RegExp | null>();

function compilePattern(source: string): RegExp | null {
  const cached = patternCache.get(source);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null;
  try {
    // Compiling the bare source first stops a crafted source such as `a)|(b` from only becoming valid
    // (and matching more than intended) once wrapped.
    new RegExp(source, 'u');
    // Whole-value match, like the HTML `pattern` attribute: an operator writing `[0-9]+` means
    // "digits only", not "contains a digit". Wrapping an already anchored source is harmless.
    compiled = new RegExp(`^(?:${source})$`, 'u');
  } catch {
    compiled = null;
  }
  if (patternCache.size >= PATTERN_CACHE_LIMIT) patternCache.clear();
  patternCache.set(source, compiled);
  return compiled;
}

/** Counts code points, stopping once past `limit` so an oversized value costs no more than the bound. */
function codePointLength(value: string, limit: number): number {
  let count = 0;
  for (const _ of value) {
    count += 1;
    if (count > limit) break;
  }
  return count;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

// Separators are lenient so that an operator who swaps the regex for a `/` variant still gets the
// calendar check; the built-in regexes already insist on `-`.
const YMD = /^([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})$/;
const MDY = /^([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]{4})$/;

function isRealDate(patternId: number, value: string): boolean {
  if (patternId === PATTERN_ID.DATE_YMD) {
    const m = YMD.exec(value);
    return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  const m = MDY.exec(value);
  return m !== null && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
}

const DATE_PATTERN_IDS: readonly number[] = [PATTERN_ID.DATE_YMD, PATTERN_ID.DATE_MDY];

/**
 * Checks one value against one rule. The value is checked as given (callers trim, as the request
 * schemas do); only emptiness looks through whitespace. Never throws, whatever the rule or value.
 */
export function checkFieldValue(rule: FieldRule, value: string | undefined | null): FieldProblem | null {
  if (!rule.enabled) return null;
  const problem = (reason: FieldProblemReason): FieldProblem => ({
    reason,
    patternId: rule.patternId,
    min: rule.minLength,
    max: rule.maxLength,
  });
  if (value === undefined || value === null || value.trim() === '') {
    return rule.required ? problem('required') : null;
  }
  // Length before pattern: it is cheap and bounds the input an operator-supplied regex has to scan.
  const length = codePointLength(value, rule.maxLength);
  if (length < rule.minLength || length > rule.maxLength) return problem('length');
  const regex = compilePattern(effectivePattern(rule));
  if (regex === null || !regex.test(value)) return problem('pattern');
  if (DATE_PATTERN_IDS.includes(rule.patternId) && !isRealDate(rule.patternId, value)) {
    return problem('pattern');
  }
  return null;
}

/**
 * Checks every registration field that has a rule. Username and password are held to their rule even
 * if the map says otherwise, since registering without them is impossible.
 */
export function checkRegisterFields(
  rules: Readonly<Record<RegisterRuleField, FieldRule>>,
  values: Readonly<Record<string, unknown>>,
): Partial<Record<RegisterRuleField, FieldProblem>> {
  const problems: Partial<Record<RegisterRuleField, FieldProblem>> = {};
  for (const field of REGISTER_RULE_FIELDS) {
    const base = rules[field];
    const rule = ALWAYS_REQUIRED_REGISTER_FIELDS.includes(field)
      ? { ...base, enabled: true, required: true }
      : base;
    const value = values[field];
    let found: FieldProblem | null;
    if (value === undefined || value === null || typeof value === 'string') {
      found = checkFieldValue(rule, value);
    } else if (rule.enabled) {
      // A number or object where text belongs is malformed input, not a missing value.
      found = { reason: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
    } else {
      found = null;
    }
    if (found) problems[field] = found;
  }
  return problems;
}
